// ISO weeks (Monday to Sunday, week 1 holds the year's first Thursday), in UTC: the digest's period.
// A digest for week W lists the openings created in the seven days before W's Monday 00:00 UTC, so
// consecutive digests neither overlap nor leave a gap, whatever hour the job runs.

const DAY_MS = 86_400_000;
const WEEK = /^(\d{4})-W(\d{2})$/;

/** The ISO week a moment falls in, e.g. `2026-W48`. */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 UTC of an ISO week. */
export function weekStart(week: string): Date {
  const match = WEEK.exec(week);
  if (!match) throw new Error(`not an ISO week: ${week}`);
  const [year, number] = [Number(match[1]), Number(match[2])];
  // 4 January is always in week 1.
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday1 = jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * DAY_MS;
  return new Date(monday1 + (number - 1) * 7 * DAY_MS);
}

/** The openings a week's digest lists: created in [since, until). */
export function digestWindow(week: string): { since: Date; until: Date } {
  const until = weekStart(week);
  return { since: new Date(until.getTime() - 7 * DAY_MS), until };
}
