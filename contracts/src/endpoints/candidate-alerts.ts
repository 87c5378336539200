// A signed-in candidate's search alerts and deadline reminders (docs/candidate-api.md, "Alerts and
// reminders"), and the e-mails' one-click links that stop them: those answer a small HTML page, on GET
// (a person following the link) and on a mail client's RFC 8058 POST (whatever its body).
import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  ALERT_FUNDING_FILTER,
  alertIdParams,
  createAlertInput,
  reminderSettingsInput,
  updateAlertInput,
} from '../input/alert.ts';
import { contract } from '../http/contract.ts';
import { linkTokenQuery } from '../input/link-token.ts';

export const ALERT_SAVED: string = 'Alert saved. We will e-mail you new matches.';
export const ALERT_EXISTS: string = 'You already have an alert for this search.';
export const ALERT_UPDATED: string = 'Alert updated';
export const ALERT_DELETED: string = 'Alert deleted';
export const REMINDERS_SAVED: string = 'Reminder settings saved';

export const ALERT_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
export const REMINDERS_OFF_PATH = '/api/reminders/unsubscribe';

const alerts = { audience: 'candidate', area: 'Candidate', topic: 'Alerts and reminders' } as const;
const isoTime = z.string().describe('ISO 8601');

/** What an alert keeps of the listing's search, defaults filled. */
export const alertFiltersSchema = z
  .object({
    category: z.enum(['standard', 'featured']),
    country: z.array(z.string()),
    university: z.array(z.string()),
    discipline: z.array(z.string()),
    funded: z.boolean(),
    open: z.boolean(),
    funding_type: z.array(z.enum(ALERT_FUNDING_FILTER)),
    stipend_min: z.number().int().nullable(),
    stipend_currency: z.string().nullable().describe('ISO 4217, e.g. GBP'),
    q: z.string(),
  })
  .meta({ id: 'AlertFilters' });

export const searchAlertSchema = z
  .object({
    id: z.string().describe('UUID'),
    label: z.string().describe('The search in words'),
    filters: alertFiltersSchema,
    frequency: z.enum(ALERT_FREQUENCIES),
    created_at: isoTime,
    last_run_at: isoTime,
  })
  .meta({ id: 'SearchAlert' });

const reminders = z.object({ deadline_reminders: z.boolean() });

export const listAlerts = contract({
  ...alerts,
  method: 'GET',
  path: '/api/user/alerts',
  summary: 'The candidate’s search alerts, newest first',
  responses: { 200: z.object({ data: z.array(searchAlertSchema) }) },
});

export const createAlert = contract({
  ...alerts,
  method: 'POST',
  path: '/api/user/alerts',
  summary: 'Save a listing search as an alert (201); the same search again answers the alert already kept (200)',
  body: createAlertInput,
  responses: {
    200: z.object({ message: z.literal(ALERT_EXISTS), alert: searchAlertSchema }),
    201: z.object({ message: z.literal(ALERT_SAVED), alert: searchAlertSchema }),
  },
  others: { 409: z.object({ error: z.string(), message: z.string() }).describe('At most 20 alerts') },
});

export const updateAlert = contract({
  ...alerts,
  method: 'PUT',
  path: '/api/user/alerts/:alertId',
  summary: 'Change how often an alert runs',
  params: alertIdParams,
  body: updateAlertInput,
  responses: { 200: z.object({ message: z.literal(ALERT_UPDATED), alert: searchAlertSchema }) },
});

export const deleteAlert = contract({
  ...alerts,
  method: 'DELETE',
  path: '/api/user/alerts/:alertId',
  summary: 'Delete an alert',
  params: alertIdParams,
  responses: { 200: z.object({ message: z.literal(ALERT_DELETED) }) },
});

export const reminderSettings = contract({
  ...alerts,
  method: 'GET',
  path: '/api/user/reminders',
  summary: 'Whether the candidate gets deadline reminders for saved opportunities',
  responses: { 200: reminders },
});

export const saveReminderSettings = contract({
  ...alerts,
  method: 'PUT',
  path: '/api/user/reminders',
  summary: 'Turn deadline reminders on or off',
  body: reminderSettingsInput,
  responses: { 200: z.object({ message: z.literal(REMINDERS_SAVED), deadline_reminders: z.boolean() }) },
});

const links = { audience: 'anyone', area: 'Public', topic: 'E-mailed links' } as const;
const page = (what: string) => z.string().describe(`An HTML page: ${what}`);
const notValid = page('this link is not valid');

const linkContract = <M extends 'GET' | 'POST', P extends string>(method: M, path: P, summary: string, done: string) =>
  contract({
    ...links,
    method,
    path,
    summary,
    query: linkTokenQuery,
    produces: 'text/html',
    responses: { 200: page(done) },
    others: { 404: notValid },
  });

export const stopAlertLink = linkContract(
  'GET',
  ALERT_UNSUBSCRIBE_PATH,
  'An alert e-mail’s one-click link: deletes that alert (again: the same page)',
  'the alert is stopped',
);
export const stopAlertOneClick = linkContract(
  'POST',
  ALERT_UNSUBSCRIBE_PATH,
  'The same link as a mail client’s one-click unsubscribe (RFC 8058): any body, ignored',
  'the alert is stopped',
);
export const remindersOffLink = linkContract(
  'GET',
  REMINDERS_OFF_PATH,
  'A reminder e-mail’s one-click link: turns deadline reminders off',
  'reminders are off',
);
export const remindersOffOneClick = linkContract(
  'POST',
  REMINDERS_OFF_PATH,
  'The same link as a mail client’s one-click unsubscribe (RFC 8058): any body, ignored',
  'reminders are off',
);
