// Input of the interviews API (issue 34, docs/fair-review.md "Interviews"): a proposal of slots, the
// candidate's pick or request for other times, a reschedule, a cancellation and the week's calendar.
// Times travel as ISO 8601 instants with an offset; the time zone only says how to show them.
import { z } from 'zod';
import { multilineText, requiredLine } from './text.ts';

export const SLOTS_MAX = 5;
export const PANEL_MAX = 10;
export const DURATION_MIN = 15;
export const DURATION_MAX = 240;
export const LOCATION_MAX = 300;
export const NOTE_MAX = 2_000;
export const CANDIDATE_NOTE_MAX = 1_000;

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .pipe(z.uuid({ error: `${label} must be a valid id` }))
    .transform((s) => s.toLowerCase());

/** Region/City names only ("Europe/London", "UTC"): no offsets, which carry no daylight-saving rules. */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Whether the runtime (Node or the browser) knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string({ error: 'Time zone is required' })
  .trim()
  .max(64, 'Time zone must be an IANA time zone name such as Europe/London')
  .refine(isTimeZone, 'Time zone must be an IANA time zone name such as Europe/London');

/** An instant in the future, written with its offset ("2026-12-01T09:00:00Z", "…+01:00"). */
const futureInstant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .pipe(
      z.iso.datetime({
        offset: true,
        error: `${label} must be a date and time such as 2026-12-01T09:00:00+01:00`,
      }),
    )
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() > Date.now(), `${label} must be in the future`);

/** A video link must be https (a link to click in an invitation); anything else reads as a room. */
const location = requiredLine('Location', LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`).refine(
  (s) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^https:\/\/[^\s/]+\.[^\s]/i.test(s),
  'A video link must be an https:// address (or write the room instead)',
);

const note = (label: string, max: number) =>
  multilineText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((s) => s || null);

export const proposeInput = z.object({
  slots: z
    .array(futureInstant('Each slot'), { error: 'Slots must be a list of dates and times' })
    .min(1, 'Propose at least one slot')
    .max(SLOTS_MAX, `Propose at most ${SLOTS_MAX} slots`)
    // Zod still runs this when an element failed (its value is then the raw input): count real dates only.
    .refine((slots) => {
      const times = slots.filter((d) => d instanceof Date).map((d) => d.getTime());
      return new Set(times).size === times.length;
    }, 'Each slot must be a different time'),
  time_zone: timeZoneField,
  duration_minutes: z
    .number({ error: `Duration must be a number of minutes from ${DURATION_MIN} to ${DURATION_MAX}` })
    .int('Duration must be a whole number of minutes')
    .min(DURATION_MIN, `Duration must be at least ${DURATION_MIN} minutes`)
    .max(DURATION_MAX, `Duration must be at most ${DURATION_MAX} minutes`),
  location,
  panel: z
    .array(id('Each panel member'), { error: 'Panel must be a list of staff ids' })
    .min(1, 'Choose at least one panel member')
    .max(PANEL_MAX, `Choose at most ${PANEL_MAX} panel members`)
    .transform((ids) => [...new Set(ids)]),
  note: note('Note', NOTE_MAX),
});
export type ProposeInput = z.output<typeof proposeInput>;

export const pickInput = z.object({ slot_id: id('Slot') });
export type PickInput = z.output<typeof pickInput>;

export const alternativesInput = z.object({
  note: multilineText('Note', { error: 'Please say which times would suit you' })
    .trim()
    .min(1, 'Please say which times would suit you')
    .max(CANDIDATE_NOTE_MAX, `Note must be at most ${CANDIDATE_NOTE_MAX} characters`),
});
export type AlternativesInput = z.output<typeof alternativesInput>;

export const rescheduleInput = z.object({
  starts_at: futureInstant('The new time'),
  location: location.optional(),
  note: note('Note', NOTE_MAX),
});
export type RescheduleInput = z.output<typeof rescheduleInput>;

export const cancelInput = z
  .object({ reason: note('Reason', CANDIDATE_NOTE_MAX) })
  .optional()
  .transform((body) => body ?? { reason: null });
export type CancelInput = z.output<typeof cancelInput>;

/** A Monday, YYYY-MM-DD; absent: this week. The zone says where weeks begin (the viewer's; UTC when absent). */
export const weekQuery = z.object({
  week: z.iso
    .date({ error: 'Week must be a Monday written as YYYY-MM-DD' })
    .refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, 'Week must be a Monday written as YYYY-MM-DD')
    .optional(),
  time_zone: timeZoneField.optional(),
});
export type WeekQuery = z.output<typeof weekQuery>;

export const interviewParams = z.object({ id: id('Interview id') });
export const applicantParams = z.object({ id: id('Applicant id') });

/** The e-mailed link's token: its shape is checked by the service, which answers "not valid". */
export const tokenParams = z.object({ token: z.string().max(200, 'This interview link is not valid.') });
