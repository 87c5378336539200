// The rules of "My applications" that need no browser: the tabs, one list of applications on the site
// and elsewhere, newest first, dates as people read them, and the calendar's month grid.
import type { OwnApplication } from '../../api/applications.ts';
import type { ExternalApplication } from '../../api/tracking.ts';
import { EXTERNAL_STATUSES, type ExternalStatus } from '@phd/contracts/input/candidate-tracking';

export const TABS = [
  { id: 'all', label: 'All' },
  { id: 'site', label: 'On the site' },
  { id: 'elsewhere', label: 'Elsewhere' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

export const tabOf = (value: string | null): TabId => TABS.find((t) => t.id === value)?.id ?? 'all';

export const EXTERNAL_STATUS_LABELS: Record<ExternalStatus, string> = {
  applied: 'Applied',
  interviewing: 'Interviewing',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const STATUS_OPTIONS = EXTERNAL_STATUSES.map((value) => ({ value, label: EXTERNAL_STATUS_LABELS[value] }));

/** One row of the merged list: when it was made, and the application itself. */
export type TrackedRow =
  | { kind: 'site'; day: string; application: OwnApplication }
  | { kind: 'external'; day: string; application: ExternalApplication };

/** YYYY-MM-DD (UTC) of unix seconds. */
export const dayOfUnix = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** Both kinds in one list, newest first; the tab keeps one kind or both. */
export function trackedRows(site: OwnApplication[], external: ExternalApplication[], tab: TabId): TrackedRow[] {
  const rows: TrackedRow[] = [
    ...(tab === 'elsewhere'
      ? []
      : site.map((a) => ({ kind: 'site' as const, day: dayOfUnix(a.created_at), application: a }))),
    ...(tab === 'site' ? [] : external.map((a) => ({ kind: 'external' as const, day: a.applied_on, application: a }))),
  ];
  return rows.sort((a, b) => b.day.localeCompare(a.day));
}

/** "1 October 2026" for a YYYY-MM-DD day. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Today as YYYY-MM-DD in the candidate's own time zone (what a date input shows as today). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A month: its year and its month from 0. */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (day: string): Month => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const d = new Date(Date.UTC(year, month + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};

export const monthLabel = ({ year, month }: Month) =>
  new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The weeks (Monday first) that show a month: each day as YYYY-MM-DD, null outside the month. */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => new Date(Date.UTC(year, month, i + 1)).toISOString().slice(0, 10)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
