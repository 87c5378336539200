// @vitest-environment happy-dom
// The referee's page (/reference?token=…, issue 34): whom and what the letter is for and until when,
// a letter written on the page, a decline with its note, an upload, and the server's sentence for a
// link that was used or expired (nothing about the applicant then). The API is faked (no server in a
// component test); the staff's section of the letters is checked alongside.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LETTER_RECEIVED, REFERENCE_DECLINED } from '@phd/contracts/endpoints/references';
import { REFERENCE_MESSAGES } from '@phd/contracts/input/references';
import { ReferencePage } from '../src/pages/tenant/references/ReferencePage.tsx';
import { LETTERS_HIDDEN, ReferencesSection, referenceStatus } from '../src/pages/tenant/review/ReferencesSection.tsx';
import type { ApplicantDetail } from '../src/api/applicants.ts';
import { fakeApi, renderPage } from './dom.tsx';

const TOKEN = 'b'.repeat(43);
const PATH = `/api/references/${TOKEN}`;
const LETTER = 'I have known Grace for four years and recommend her warmly for doctoral research.';
const request = {
  data: {
    applicant_name: 'Grace Hopper',
    position: 'PhD in Compilers',
    site: 'Alpha Site',
    referee_name: 'Alan Turing',
    due_at: '2030-01-21T10:00:00.000Z',
  },
};

const open = () => renderPage(<ReferencePage />, { path: `/reference?token=${TOKEN}` });

describe('the referee page', () => {
  it('says whom, what and until when, and sends a written letter', async () => {
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => request,
      [`POST ${PATH}/text`]: () => ({ message: LETTER_RECEIVED }),
    });
    open();
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('PhD in Compilers')).toBeTruthy();
    expect(screen.getByText('Alpha Site')).toBeTruthy();
    expect(screen.getByText(/until 21 January 2030/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Write the letter here'));
    const send = screen.getByRole('button', { name: 'Send my letter' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText(/Your letter/), { target: { value: 'Too short.' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your letter/), { target: { value: LETTER } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText(LETTER_RECEIVED)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: LETTER });
  });

  it('declines with a note', async () => {
    const { calls } = fakeApi({
      [`GET ${PATH}`]: () => request,
      [`POST ${PATH}/decline`]: () => ({ message: REFERENCE_DECLINED }),
    });
    open();
    fireEvent.click(await screen.findByLabelText('Decline'));
    fireEvent.change(screen.getByLabelText(/A note for the university/), { target: { value: 'On leave.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline to write' }));
    expect(await screen.findByText(REFERENCE_DECLINED)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'On leave.' });
  });

  it('uploads the chosen PDF, and shows the server’s refusal of a file that is not one', async () => {
    let answer: unknown = { status: 400, body: { error: 'invalid', message: REFERENCE_MESSAGES.letterType } };
    const { calls } = fakeApi({ [`GET ${PATH}`]: () => request, [`POST ${PATH}/letter`]: () => answer });
    open();
    const send = (await screen.findByRole('button', { name: 'Send my letter' })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Your letter \(PDF/), { target: { files: [file] } });
    fireEvent.click(send);
    expect(await screen.findByText(REFERENCE_MESSAGES.letterType)).toBeTruthy();
    answer = { message: LETTER_RECEIVED };
    fireEvent.click(send);
    expect(await screen.findByText(LETTER_RECEIVED)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === `${PATH}/letter`)).toHaveLength(2);
  });

  it('shows why a used or expired link no longer works, and nothing about the applicant', async () => {
    for (const message of [REFERENCE_MESSAGES.used, REFERENCE_MESSAGES.expired]) {
      fakeApi({ [`GET ${PATH}`]: () => ({ status: 410, body: { error: 'gone', message } }) });
      const { unmount } = open();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(document.body.textContent).not.toContain('Grace');
      unmount();
    }
  });

  it('says a link without its token is incomplete, asking nothing of the server', async () => {
    const { calls } = fakeApi({});
    renderPage(<ReferencePage />, { path: '/reference' });
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

const reference = (over: Partial<ApplicantDetail['references'][number]>) => ({
  id: 'r1',
  name: 'Alan Turing',
  email: 'alan@example.org',
  relation: 'MSc supervisor',
  status: 'requested' as const,
  responded_at: null,
  reminders_sent: 0,
  letter: null,
  decline_note: null,
  ...over,
});

describe("the staff's reference letters", () => {
  it('shows each referee’s status, a declined one’s note and a written letter on request', () => {
    const applicant = {
      id: 'a1',
      letters: { received: 1, required: 3 },
      references: [
        reference({
          id: 'r1',
          status: 'received',
          letter: { kind: 'text', text: LETTER },
          responded_at: '2030-01-02T00:00:00Z',
        }),
        reference({ id: 'r2', name: 'Ada Lovelace', status: 'declined', decline_note: 'On leave.' }),
        reference({ id: 'r3', name: 'Barbara Liskov', reminders_sent: 2 }),
      ],
    } as unknown as ApplicantDetail;
    renderPage(<ReferencesSection applicant={applicant} />);
    expect(screen.getByText('1 of 3 received')).toBeTruthy();
    expect(screen.getByText('“On leave.”')).toBeTruthy();
    expect(screen.getByText('Waiting (reminded twice)')).toBeTruthy();
    expect(screen.queryByText(LETTER)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read the letter' }));
    expect(screen.getByText(LETTER)).toBeTruthy();
    expect(screen.queryByText(LETTERS_HIDDEN)).toBeNull();
  });

  it('says why letters are not shown under blind review', () => {
    const applicant = {
      id: 'a1',
      letters: { received: 1, required: 1 },
      references: [reference({ status: 'received', letter: { kind: 'file', size: 1000 } })],
    } as unknown as ApplicantDetail;
    renderPage(<ReferencesSection applicant={applicant} />);
    expect(screen.getByText(LETTERS_HIDDEN)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(referenceStatus({ status: 'requested', reminders_sent: 1 })).toBe('Waiting (reminded once)');
  });
});
