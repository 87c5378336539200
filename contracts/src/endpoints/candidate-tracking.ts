// A signed-in candidate's applications made elsewhere, their deadlines calendar and its private ICS
// feed (issue 32, "Every application tracked"; docs/candidates-tracking.md). Applications made on the
// site are GET /api/applications (endpoints/applications.ts): the page shows both.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  appliedExternallyInput,
  calendarFeedParams,
  EXTERNAL_STATUSES,
  externalApplicationChange,
  externalApplicationInput,
  externalIdParams,
} from '../input/candidate-tracking.ts';

export const EXTERNAL_ADDED = 'Application added';
export const EXTERNAL_UPDATED = 'Application updated';
export const EXTERNAL_DELETED = 'Application deleted';
export const MARKED_APPLIED_EXTERNALLY = 'Marked as applied externally';
export const FEED_CREATED = 'Your calendar link is ready. Copy it now: for your security it is shown only once.';
export const FEED_STOPPED = 'Your calendar link no longer works';

const tracking = { audience: 'candidate', area: 'Candidate', topic: 'Applications tracked' } as const;
const day = z.string().describe('YYYY-MM-DD');
const message = (text: string) => z.literal(text);

export const externalApplicationSchema = z
  .object({
    id: z.string().describe('UUID'),
    opportunity_id: z.string().nullable().describe('The site’s position it was made for, when it was one'),
    opportunity_link: z
      .string()
      .nullable()
      .describe('That position’s page is /opportunities/{link} (null when none, or no longer listed)'),
    title: z.string(),
    university: z.string(),
    url: z.string().nullable().describe('https'),
    applied_on: day,
    deadline: day.nullable(),
    status: z.enum(EXTERNAL_STATUSES),
    notes: z.string(),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'ExternalApplication' });

const one = (text: string) => z.object({ message: message(text), application: externalApplicationSchema });
const notFound = { 404: z.object({ error: z.string(), message: z.string() }).describe('Not one of yours') };

export const listExternalApplications = contract({
  ...tracking,
  method: 'GET',
  path: '/api/user/external-applications',
  summary: 'The applications the candidate made elsewhere and tracks here, newest applied first',
  responses: { 200: z.object({ data: z.array(externalApplicationSchema) }) },
});

export const addExternalApplication = contract({
  ...tracking,
  method: 'POST',
  path: '/api/user/external-applications',
  summary: 'Track an application made elsewhere (title, university, link, dates, status, notes)',
  body: externalApplicationInput,
  responses: { 201: one(EXTERNAL_ADDED) },
  others: { 409: z.object({ error: z.string(), message: z.string() }).describe('At most 500 tracked') },
});

export const changeExternalApplication = contract({
  ...tracking,
  method: 'PATCH',
  path: '/api/user/external-applications/:id',
  summary: 'Change a tracked application (its status, usually); fields not sent stay as they are',
  params: externalIdParams,
  body: externalApplicationChange,
  responses: { 200: one(EXTERNAL_UPDATED) },
  others: notFound,
});

export const deleteExternalApplication = contract({
  ...tracking,
  method: 'DELETE',
  path: '/api/user/external-applications/:id',
  summary: 'Stop tracking an application made elsewhere',
  params: externalIdParams,
  responses: { 200: z.object({ message: message(EXTERNAL_DELETED), id: z.string() }) },
  others: notFound,
});

export const markAppliedExternally = contract({
  ...tracking,
  method: 'POST',
  path: '/api/user/external-applications/from-opportunity',
  summary:
    'Mark a position of the site as applied to elsewhere: tracked with its title, university, link and ' +
    'deadline (again: the same application, unchanged)',
  body: appliedExternallyInput,
  responses: { 201: one(MARKED_APPLIED_EXTERNALLY) },
  others: notFound,
});

export const CALENDAR_KINDS = ['saved', 'applied', 'external'] as const;

export const deadlineSchema = z
  .object({
    date: day.describe('The deadline, a whole day'),
    kind: z
      .enum(CALENDAR_KINDS)
      .describe('A saved position, one applied to on the site (still open), or one tracked by hand'),
    title: z.string(),
    university: z.string(),
    opportunity_id: z.string().nullable(),
    link: z.string().nullable().describe('The site’s page is /opportunities/{link}'),
    url: z.string().nullable().describe('An external application’s own address'),
  })
  .meta({ id: 'Deadline' });

export const calendar = contract({
  ...tracking,
  method: 'GET',
  path: '/api/user/calendar',
  summary:
    'The deadlines of saved positions, open positions applied to on the site and applications tracked by ' +
    'hand, by date; and whether the private calendar feed is on',
  responses: {
    200: z.object({
      data: z.array(deadlineSchema),
      feed: z.object({ active: z.boolean().describe('The link itself is shown only when made') }),
    }),
  },
});

export const createCalendarFeed = contract({
  ...tracking,
  method: 'POST',
  path: '/api/user/calendar/feed',
  summary: 'A new secret address for calendar apps (the one before stops working at once); shown only here',
  responses: {
    201: z.object({
      message: message(FEED_CREATED),
      url: z.string().describe('https://…/api/calendar/{token}.ics'),
      webcal_url: z.string().describe('The same as webcal://, which opens the calendar app'),
    }),
  },
});

export const stopCalendarFeed = contract({
  ...tracking,
  method: 'DELETE',
  path: '/api/user/calendar/feed',
  summary: 'Turn the calendar feed off: its address answers 404 from now on (again: the same answer)',
  responses: { 200: z.object({ message: message(FEED_STOPPED) }) },
});

/** Where the feeds are served; the file name is the secret, then .ics. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';

export const calendarFeed = contract({
  method: 'GET',
  path: `${CALENDAR_FEED_PREFIX}:file`,
  audience: 'anyone',
  area: 'Public',
  topic: 'Calendar feed',
  summary:
    'A candidate’s deadlines as an iCalendar feed, one all-day event each (no session: the address is the ' +
    'secret; limited per address)',
  params: calendarFeedParams,
  produces: 'text/calendar',
  responses: { 200: z.string().describe('text/calendar') },
  others: { 404: z.object({ error: z.string(), message: z.string() }).describe('No such feed') },
});
