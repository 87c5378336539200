// @vitest-environment happy-dom
// The site's interview calendar (/interviews, issue 34): the week asked for in the address, grouped by
// day in the viewer's zone, proposals marked as awaiting the candidate, the empty week's sentence, and
// the previous and next weeks. Also the form's reading of a wall time in the interview's zone.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewCalendarPage } from '../src/pages/tenant/interviews/InterviewCalendarPage.tsx';
import { browserZone, localInputToIso } from '../src/pages/tenant/interviews/interview-format.ts';
import { fakeApi, renderPage } from './dom.tsx';

const entry = (starts: string, over: Record<string, unknown> = {}) => ({
  id: 'i1',
  status: 'scheduled',
  awaiting_candidate: false,
  starts_at: starts,
  ends_at: new Date(Date.parse(starts) + 45 * 60_000).toISOString(),
  time_zone: 'Europe/Berlin',
  location: 'Room 2.14',
  applicant: { id: 'a1', name: 'Candidate 7F3K2A', opportunity_id: 'o1' },
  position: 'PhD in Optics',
  panel: [{ id: 'u1', name: 'Sanne Reviewer' }],
  ...over,
});

describe('the interview calendar', () => {
  it('lists the week day by day, marks proposals, and moves between weeks', async () => {
    const weeks: string[] = [];
    fakeApi({
      'GET /api/interviews': ({ url }) => {
        weeks.push(url.searchParams.get('week')!);
        expect(url.searchParams.get('time_zone')).toBe(browserZone());
        return url.searchParams.get('week') === '2030-01-07'
          ? {
              week: '2030-01-07',
              time_zone: browserZone(),
              data: [
                entry('2030-01-08T12:00:00.000Z'),
                entry('2030-01-10T12:00:00.000Z', { id: 'i2', status: 'proposed', awaiting_candidate: true }),
              ],
            }
          : { week: url.searchParams.get('week'), time_zone: browserZone(), data: [] };
      },
    });
    renderPage(<InterviewCalendarPage />, { path: '/interviews?week=2030-01-09' });
    expect((await screen.findAllByText('Candidate 7F3K2A')).length).toBe(2);
    expect(weeks[0]).toBe('2030-01-07');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tuesday 8 January',
      'Thursday 10 January',
    ]);
    expect(screen.getAllByText(/awaiting the candidate/)).toHaveLength(1);
    expect(screen.getAllByText('Panel: Sanne Reviewer')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Next week/ }));
    expect(await screen.findByText('No interviews this week.')).toBeTruthy();
    expect(weeks.at(-1)).toBe('2030-01-14');
  });
});

describe('a wall time in the interview’s zone', () => {
  it('becomes the instant it means there, across daylight saving', () => {
    expect(localInputToIso('2030-01-07T10:00', 'Europe/Berlin')).toBe('2030-01-07T09:00:00.000Z');
    expect(localInputToIso('2030-07-01T10:00', 'Europe/Berlin')).toBe('2030-07-01T08:00:00.000Z');
    expect(localInputToIso('2030-03-31T03:30', 'Europe/Berlin')).toBe('2030-03-31T01:30:00.000Z');
    expect(localInputToIso('2030-01-07T10:00', 'UTC')).toBe('2030-01-07T10:00:00.000Z');
    expect(localInputToIso('not a time', 'UTC')).toBeNull();
  });
});
