// How the review and statistics screens write dates, sizes and people.
import type { Person } from '../../../api/applicants.ts';

const SHORT_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', SHORT_DATE);

/** A calendar day (YYYY-MM-DD): read and written in UTC, so no reader's time zone moves it a day. */
export const shortDay = (day: string) => new Date(day).toLocaleDateString('en-GB', { ...SHORT_DATE, timeZone: 'UTC' });

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A person who has since left the site shows as such. */
export const personName = (person: Person | null) => person?.name ?? 'A former colleague';

export const averageText = (average: number) => average.toFixed(1);
