// @vitest-environment happy-dom
// A recruiter's positions held for moderation (issue 15): "Awaiting review" with no link to a public
// page that does not exist yet, and "Not approved" with the team's message.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionsList } from '../src/pages/recruiter/PositionsList.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const counts = { new: 0, reviewing: 0, shortlisted: 0, rejected: 0, offered: 0, total: 0 };
const position = (id: string, title: string, moderation: { state: string; message: string | null }) => ({
  id,
  title,
  university: 'Westmoor College',
  country: 'United Kingdom',
  closing_date: 0,
  created_at: 1_795_000_000,
  status: 'open',
  collect_resumes: true,
  link: `phd-vacancies-${id}`,
  applications: counts,
  moderation,
});

describe('positions held for moderation', () => {
  it('says which await review and which were not approved, with the message', async () => {
    fakeApi({
      'GET /api/university/opportunities': () => ({
        data: [
          position('a1', 'Held position', { state: 'pending', message: null }),
          position('b2', 'Refused position', { state: 'rejected', message: 'Please remove the fee.' }),
          position('c3', 'Public position', { state: 'approved', message: null }),
        ],
        pagination: { total: 3 },
        applications: counts,
      }),
    });
    const noop = () => {};
    renderPage(<PositionsList page={1} onPage={noop} onEdit={noop} onPublish={noop} onMessage={noop} />);
    const [held, refused, open] = await screen.findAllByTestId('position');
    expect(within(held!).getByText('Awaiting review.')).toBeTruthy();
    expect(within(held!).queryByRole('link', { name: 'Held position' })).toBeNull();
    expect(within(refused!).getByText(/Please remove the fee\./)).toBeTruthy();
    expect(within(refused!).getByText('Not approved:')).toBeTruthy();
    expect(within(open!).getByRole('link', { name: 'Public position' })).toBeTruthy();
    expect(within(open!).queryByText(/Awaiting review|Not approved/)).toBeNull();
  });
});
