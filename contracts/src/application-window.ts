// Whether a position takes applications: the one rule behind "Open" and "Deadline passed" on every
// screen (careers pages, the tenant dashboard, cards and the detail page) and the server's refusal of
// an application (services/src/careers/careers-opportunities.ts). A passed deadline closes
// applications: a position never reads "Open" beside "Deadline passed".

/** Whether a deadline (unix seconds; 0 or less = none) has passed at `nowMs`. */
export function deadlinePassed(closingDate: number | null | undefined, nowMs: number): boolean {
  return typeof closingDate === 'number' && closingDate > 0 && closingDate * 1000 <= nowMs;
}

/** Open, and its deadline (if any) still ahead. */
export function takesApplications(o: { status: string; closing_date: number }, nowMs: number): boolean {
  return o.status === 'open' && !deadlinePassed(o.closing_date, nowMs);
}
