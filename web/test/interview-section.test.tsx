// @vitest-environment happy-dom
// The review panel's Interview section (issue 34): with no open interview, the form proposes the
// times read in the chosen zone with the panel ticked (the reviewer by default); with one, it shows its
// state and offers reschedule and cancel. The API is faked (no server in a component test).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InterviewJson } from '@phd/contracts/endpoints/interviews';
import type { ApplicantDetail } from '../src/api/applicants.ts';
import { InterviewSection } from '../src/pages/tenant/review/InterviewSection.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ME = { id: 'u1', name: 'Sanne Reviewer' };
const BOB = { id: 'u2', name: 'Bob Panel' };
const detail = (interviews: InterviewJson[]) => ({ id: 'a1', interviews }) as unknown as ApplicantDetail;

describe('the Interview section', () => {
  it('proposes the times in the chosen zone with the panel', async () => {
    const { calls } = fakeApi({
      'GET /api/interview-panel': () => ({ data: [BOB, ME] }),
      'POST /api/applicants/a1/interviews': () => ({ status: 201, body: { message: 'Interview proposed.', data: {} } }),
    });
    renderPage(<InterviewSection applicant={detail([])} userId={ME.id} />);
    fireEvent.change(screen.getByLabelText(/Time 1/), { target: { value: '2030-01-07T10:00' } });
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Europe/Berlin' } });
    fireEvent.change(screen.getByLabelText(/Place/), { target: { value: 'Room 2.14' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: BOB.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose and e-mail the candidate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slots: ['2030-01-07T09:00:00.000Z'],
      time_zone: 'Europe/Berlin',
      duration_minutes: 45,
      location: 'Room 2.14',
      panel: [ME.id, BOB.id],
    });
  });

  it('shows a booked interview with reschedule and cancel', () => {
    fakeApi({});
    const booked: InterviewJson = {
      id: 'i1',
      status: 'scheduled',
      time_zone: 'Europe/Berlin',
      duration_minutes: 45,
      location: 'Room 2.14',
      note: null,
      slots: [{ id: 's1', starts_at: '2030-01-07T09:00:00.000Z' }],
      chosen_slot_id: 's1',
      candidate_note: null,
      panel: [ME],
      proposed_by: ME,
      sequence: 1,
      created_at: '2029-12-01T09:00:00.000Z',
    };
    renderPage(<InterviewSection applicant={detail([booked])} userId={ME.id} />);
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByText(/10:00 CET · 45 minutes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel interview' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Propose an interview' })).toBeNull();
  });
});
