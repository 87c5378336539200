// Interview times as people read them: in the interview's own zone and, when it differs, in the
// reader's (a candidate abroad sees both), and the Monday-based weeks of the calendar page.

/** The browser's IANA zone (UTC when the browser will not say). */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Tue 1 Dec 2026, 10:00 CET" in `zone`. */
export function timeIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "10:00" in `zone`. */
export const clockIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The calendar day (YYYY-MM-DD) of an instant in `zone`. */
export function dayIn(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `day` (YYYY-MM-DD) is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** "Monday 7 January" for a YYYY-MM-DD. */
export const dayHeading = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A datetime-local input's value ("2026-12-01T10:00") read in `zone`, as an ISO instant with offset Z. */
export function localInputToIso(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  // The wall time as if it were UTC, corrected by the zone's offset at that moment (twice: near a
  // daylight-saving change the first guess's offset may be the other side's).
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - offsetMs(guess, zone);
  return new Date(guess).toISOString();
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetMs(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(new Date(at))
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - (at - (at % 1000));
}
