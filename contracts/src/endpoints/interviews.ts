// Interviews (issue 34, docs/fair-review.md "Interviews"): staff propose up to five slots from an
// applicant, the candidate picks one (or asks for other times) through an e-mailed link without
// signing in, staff reschedule or cancel, and the site's calendar lists a week's interviews. Each
// change e-mails both sides (calendar invitations once a time is chosen).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  alternativesInput,
  applicantParams,
  cancelInput,
  interviewParams,
  pickInput,
  proposeInput,
  rescheduleInput,
  tokenParams,
  weekQuery,
} from '../input/interviews.ts';
import { errorSchema } from '../public-schemas.ts';

export const INTERVIEW_STATUSES = ['proposed', 'alternatives_requested', 'scheduled', 'cancelled'] as const;

export const INTERVIEW_PROPOSED = 'Interview proposed: the candidate has been e-mailed the times to choose from.';
export const INTERVIEW_RESCHEDULED = 'Interview moved: the candidate and the panel get updated invitations.';
export const INTERVIEW_CANCELLED = 'Interview cancelled: the candidate and the panel have been told.';
export const SLOT_PICKED = 'Thank you: your interview is booked. A calendar invitation is on its way to you.';
export const ALTERNATIVES_SENT = 'Thank you: we passed your message on. The university will propose other times.';

/** The 410 sentences of a link that can no longer be used (the page shows them as they are). */
export const LINK_GONE = {
  scheduled: 'This interview time has already been chosen.',
  alternatives_requested: 'You asked for other times: the university will send you new ones.',
  cancelled: 'This interview was cancelled.',
  expired: 'This link has expired.',
} as const;
export const LINK_NOT_VALID = 'This interview link is not valid.';

const time = z.string().describe('ISO 8601, UTC');
const status = z.enum(INTERVIEW_STATUSES);
const person = z.object({ id: z.string().describe('UUID'), name: z.string() });
const slot = z.object({ id: z.string().describe('UUID'), starts_at: time });

/** An interview as the applicant's detail and the staff calls answer it. */
export const interviewSchema = z.object({
  id: z.string().describe('UUID'),
  status,
  time_zone: z.string().describe('IANA zone the slots are shown in'),
  duration_minutes: z.number().int(),
  location: z.string().describe('A video link or a room'),
  note: z.string().nullable().describe("Staff's message to the candidate (a cancellation's reason once cancelled)"),
  slots: z.array(slot).describe('Earliest first; a reschedule adds the new time'),
  chosen_slot_id: z.string().nullable(),
  candidate_note: z.string().nullable().describe('What the candidate wrote when asking for other times'),
  panel: z.array(person),
  proposed_by: person.nullable(),
  sequence: z.number().int().describe('Bumped by every change the calendars must follow'),
  created_at: time,
});
export type InterviewJson = z.output<typeof interviewSchema>;

/** What the candidate's page shows: nothing about the panel or the applicant beyond the position. */
export const publicInterviewSchema = z.object({
  site: z.string().describe("The site's name"),
  position: z.string().nullable(),
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  location: z.string(),
  note: z.string().nullable(),
  slots: z.array(slot),
  expires_at: time,
});
export type PublicInterviewJson = z.output<typeof publicInterviewSchema>;

/** One row of the week's calendar. */
export const calendarEntrySchema = z.object({
  id: z.string().describe('UUID'),
  status: z.enum(['proposed', 'scheduled']),
  awaiting_candidate: z.boolean().describe('Proposed: the candidate has not picked yet (starts_at is an offered slot)'),
  starts_at: time,
  ends_at: time,
  time_zone: z.string(),
  location: z.string(),
  applicant: z.object({
    id: z.string(),
    name: z.string().describe('A pseudonym while blind review hides who they are'),
    opportunity_id: z.string().nullable(),
  }),
  position: z.string().nullable(),
  panel: z.array(person),
});
export type CalendarEntryJson = z.output<typeof calendarEntrySchema>;

const AREA = 'University site';
const TOPIC = 'Interviews';
const staff = { audience: 'staff', area: AREA, topic: TOPIC } as const;
/** Public: the candidate has no account; the site is the request's (host or X-Tenant). */
const candidate = { audience: 'anyone', area: 'Public', topic: 'Interview links' } as const;
const message = z.string();

export const proposeInterview = contract({
  ...staff,
  method: 'POST',
  path: '/api/applicants/:id/interviews',
  summary:
    'Propose 1-5 interview slots to an applicant (moves them to Interview, e-mails them a link to pick ' +
    'one); one open interview per applicant',
  params: applicantParams,
  body: proposeInput,
  responses: { 201: z.object({ message, data: interviewSchema }) },
  others: {
    404: errorSchema.describe('The applicant or a panel member is not the site’s own'),
    409: errorSchema.describe('The applicant already has an open interview'),
  },
});

export const interviewWeek = contract({
  ...staff,
  method: 'GET',
  path: '/api/interviews',
  summary: "The site's interviews starting in a week (scheduled, and proposed ones awaiting the candidate)",
  query: weekQuery,
  responses: {
    200: z.object({
      week: z.string().describe('The Monday, YYYY-MM-DD'),
      time_zone: z.string(),
      data: z.array(calendarEntrySchema).describe('Earliest first'),
    }),
  },
});

export const rescheduleInterview = contract({
  ...staff,
  method: 'PUT',
  path: '/api/interviews/:id',
  summary: 'Move a scheduled interview to another time (and place): both sides get an updated invitation',
  params: interviewParams,
  body: rescheduleInput,
  responses: { 200: z.object({ message, data: interviewSchema }) },
  others: { 404: errorSchema, 409: errorSchema.describe('Only a scheduled interview can be moved') },
});

export const cancelInterview = contract({
  ...staff,
  method: 'POST',
  path: '/api/interviews/:id/cancel',
  summary: 'Cancel an interview: the candidate’s link stops; a booked one is withdrawn from both calendars',
  params: interviewParams,
  body: cancelInput,
  responses: { 200: z.object({ message, data: interviewSchema }) },
  others: { 404: errorSchema, 409: errorSchema.describe('Already cancelled') },
});

export const interviewByToken = contract({
  ...candidate,
  method: 'GET',
  path: '/api/interviews/:token',
  summary: 'The proposed interview behind an e-mailed link: its slots, place and position',
  params: tokenParams,
  responses: { 200: z.object({ data: publicInterviewSchema }) },
  others: {
    404: errorSchema.describe('Not a link of this site'),
    410: errorSchema.describe('Already chosen, other times asked for, cancelled or expired: the message says which'),
  },
});

export const pickInterviewSlot = contract({
  ...candidate,
  method: 'POST',
  path: '/api/interviews/:token/pick',
  summary: 'The candidate picks one of the slots (single use: of two picks at once, one wins)',
  params: tokenParams,
  body: pickInput,
  responses: { 200: z.object({ message: z.literal(SLOT_PICKED), starts_at: time }) },
  others: { 404: errorSchema, 410: errorSchema },
});

export const requestOtherTimes = contract({
  ...candidate,
  method: 'POST',
  path: '/api/interviews/:token/alternatives',
  summary: 'The candidate asks for other times, with a note to the proposer',
  params: tokenParams,
  body: alternativesInput,
  responses: { 200: z.object({ message: z.literal(ALTERNATIVES_SENT) }) },
  others: { 404: errorSchema, 410: errorSchema },
});

export const interviewPanelChoices = contract({
  ...staff,
  method: 'GET',
  path: '/api/interview-panel',
  summary:
    "The site's staff who may sit on an interview panel (any staff member proposes; the staff list is managers')",
  responses: { 200: z.object({ data: z.array(person).describe('By name') }) },
});
