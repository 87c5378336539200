// The demo files' dates (issue 31, docs/imports.md "Trying it offline"): written when a file is served,
// relative to the day the demo runs, so the samples never expire. They move a month at a time, not a
// day: the sample feed stays byte for byte the same all month, so a re-poll is a 304 and a re-run of
// it writes nothing.

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last day of the month `months` after `now`'s (UTC), as YYYY-MM-DD; -1 is last month's, always past. */
export function monthEnd(now: Date, months: number): string {
  return day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0)));
}

/** The first day of the month `months` after `now`'s (UTC). */
export function monthStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}

export const isoDay = day;
