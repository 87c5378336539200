// @vitest-environment happy-dom
// The candidate's interview page (/interview?token=…, issue 34): the proposed times in the interview's
// zone and the browser's, a booking, a request for other times, and the server's sentence for a link
// that can no longer be used. The API is faked (no server in a component test).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINK_GONE, SLOT_PICKED, ALTERNATIVES_SENT } from '@phd/contracts/endpoints/interviews';
import { InterviewPickPage } from '../src/pages/tenant/interviews/InterviewPickPage.tsx';
import { browserZone } from '../src/pages/tenant/interviews/interview-format.ts';
import { fakeApi, renderPage } from './dom.tsx';

const TOKEN = 'a'.repeat(43);
const PATH = `/api/interviews/${TOKEN}`;
// A zone that is surely not the test machine's, so both times show.
const ZONE = browserZone() === 'Pacific/Auckland' ? 'America/Anchorage' : 'Pacific/Auckland';

const proposal = {
  data: {
    site: 'Alpha Site',
    position: 'PhD in Acoustics',
    time_zone: ZONE,
    duration_minutes: 45,
    location: 'https://meet.example.org/abc',
    note: 'Bring slides.',
    slots: [
      { id: 's1', starts_at: '2030-01-07T09:00:00.000Z' },
      { id: 's2', starts_at: '2030-01-08T09:00:00.000Z' },
    ],
    expires_at: '2030-01-07T09:00:00.000Z',
  },
};

const open = () => renderPage(<InterviewPickPage />, { path: `/interview?token=${TOKEN}` });

describe('the interview link page', () => {
  it('shows the times in both zones, the place and the position, and books the chosen one', async () => {
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => proposal,
      [`POST ${PATH}/pick`]: () => ({ message: SLOT_PICKED, starts_at: '2030-01-08T09:00:00.000Z' }),
    });
    open();
    expect(await screen.findByText('PhD in Acoustics')).toBeTruthy();
    expect(screen.getByText('Alpha Site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://meet.example.org/abc' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getAllByText(/^Your time:/)).toHaveLength(2);
    const book = screen.getByRole('button', { name: 'Book this time' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(book);
    expect(await screen.findByText(SLOT_PICKED)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ slot_id: 's2' });
  });

  it('sends a request for other times with the note', async () => {
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => proposal,
      [`POST ${PATH}/alternatives`]: () => ({ message: ALTERNATIVES_SENT }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'None of these suit me' }));
    fireEvent.change(screen.getByLabelText(/Which times would suit you/), { target: { value: 'Fridays, please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for other times' }));
    expect(await screen.findByText(ALTERNATIVES_SENT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Fridays, please' });
  });

  it('shows why a used, cancelled or expired link no longer works', async () => {
    for (const message of [LINK_GONE.scheduled, LINK_GONE.cancelled, LINK_GONE.expired]) {
      fakeApi({ [`GET ${PATH}`]: () => ({ status: 410, body: { error: 'gone', message } }) });
      const { unmount } = open();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('radio')).toBeNull();
      unmount();
    }
  });

  it('says a link without its token is incomplete, asking nothing of the server', async () => {
    const { calls } = fakeApi({});
    renderPage(<InterviewPickPage />, { path: '/interview' });
    await waitFor(() => expect(screen.getByText(/This link is incomplete/)).toBeTruthy());
    expect(calls).toEqual([]);
  });
});
