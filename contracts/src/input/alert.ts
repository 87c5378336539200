// What a signed-in candidate sends to save and manage a search alert (docs/candidate-api.md, "Alerts
// and reminders"), and what an alert keeps of the listing's search (spec section 7's listing filters):
// category, countries, universities, disciplines, funded only, open for applications, the Funding
// filter, the minimum stipend and a keyword (the web app's one list of listing filters,
// contracts/src/listing-filters.ts, says which listing filter becomes which field). Dates are not kept:
// an alert is about listings created after its last run.
import { z } from 'zod';
import { lineText } from './text.ts';

/** The listing's Funding filter (search/src/engine.ts FUNDING_TYPES) an alert may keep. */
export const ALERT_FUNDING_FILTER = ['fully_funded', 'partially_funded', 'self_funded'] as const;
export type AlertFundingFilter = (typeof ALERT_FUNDING_FILTER)[number];
const FUNDING_MESSAGE = `Funding type must be a list of ${ALERT_FUNDING_FILTER.join(', ')}`;

const STIPEND_MIN_MESSAGE = 'The minimum stipend must be a whole number';
const STIPEND_CURRENCY_MESSAGE = 'The stipend currency must be a three-letter code such as GBP';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;

const names = (field: string) =>
  z
    .array(lineText(field).trim().min(1).max(200), { error: `${field} must be a list of names` })
    .max(10, `At most 10 ${field} per alert`)
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a.localeCompare(b)));

export const alertFilters = z
  .object({
    category: z.enum(['standard', 'featured'], { error: 'Category must be standard or featured' }).default('standard'),
    country: names('countries'),
    university: names('universities'),
    discipline: names('disciplines'),
    funded: z.boolean({ error: 'Funded must be true or false' }).default(false),
    open: z.boolean({ error: 'Open must be true or false' }).default(false),
    funding_type: z
      .array(z.enum(ALERT_FUNDING_FILTER, { error: FUNDING_MESSAGE }), { error: FUNDING_MESSAGE })
      .max(ALERT_FUNDING_FILTER.length, FUNDING_MESSAGE)
      .default([])
      .transform((list) => ALERT_FUNDING_FILTER.filter((type) => list.includes(type))),
    stipend_min: z
      .number({ error: STIPEND_MIN_MESSAGE })
      .int(STIPEND_MIN_MESSAGE)
      .min(0, STIPEND_MIN_MESSAGE)
      .max(999_999_999, STIPEND_MIN_MESSAGE)
      .nullable()
      .default(null),
    stipend_currency: z
      .string({ error: STIPEND_CURRENCY_MESSAGE })
      .regex(/^[A-Za-z]{3}$/, STIPEND_CURRENCY_MESSAGE)
      .transform((code) => code.toUpperCase())
      .nullable()
      .default(null),
    q: lineText('Keyword').trim().max(200, 'The keyword may be at most 200 characters').default(''),
  })
  .strict()
  .refine((f) => (f.stipend_min === null) === (f.stipend_currency === null), {
    error: 'The minimum stipend needs its currency, and the currency its minimum',
    path: ['stipend_min'],
  });

export type AlertFilters = z.output<typeof alertFilters>;

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Frequency must be daily or weekly' });

/** POST /api/user/alerts */
export const createAlertInput = z.object({
  filters: alertFilters,
  frequency: frequency.default('daily'),
});
export type CreateAlertInput = z.output<typeof createAlertInput>;

/** PUT /api/user/alerts/{alertId} */
export const updateAlertInput = z.object({ frequency });

/** /api/user/alerts/{alertId} */
export const alertIdParams = z.object({
  alertId: z.uuid({ error: 'The alert id is not valid' }).transform((id) => id.toLowerCase()),
});

/** PUT /api/user/reminders */
export const reminderSettingsInput = z.object({
  deadline_reminders: z.boolean({ error: 'deadline_reminders must be true or false' }),
});
