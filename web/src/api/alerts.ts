// A signed-in candidate's search alerts and deadline-reminder switch (gateway routes/staying-in-touch.ts).
import type { z } from 'zod';
import {
  alertFiltersSchema,
  createAlert,
  deleteAlert,
  listAlerts,
  reminderSettings,
  saveReminderSettings,
  searchAlertSchema,
  updateAlert,
} from '@phd/contracts/endpoints/candidate-alerts';
import type { ListingFilters } from '@phd/contracts/listing-filters';
import { call } from './call.ts';

export type AlertFiltersJson = z.output<typeof alertFiltersSchema>;

const names = (value: string | undefined) => (value?.trim() ? [value.trim()] : []);

/** What an alert keeps of each listing filter: a record over every filter, so none is forgotten. */
const ALERT_FIELDS: { [K in keyof ListingFilters]-?: (value: ListingFilters[K]) => Partial<AlertFiltersJson> } = {
  category: (value) => ({ category: value === 'featured' ? 'featured' : 'standard' }),
  country: (value) => ({ country: names(value) }),
  university: (value) => ({ university: names(value) }),
  discipline: (value) => ({ discipline: names(value) }),
  // An alert is about listings created after its last run: the listing's date range is not kept.
  createdAfter: () => ({}),
  createdBefore: () => ({}),
  funded: (value) => ({ funded: Boolean(value) }),
  open: (value) => ({ open: Boolean(value) }),
  // As the address has them: the gateway refuses a type an alert cannot keep.
  fundingTypes: (value) => ({ funding_type: [...(value ?? [])] as AlertFiltersJson['funding_type'] }),
  stipendMin: (value) => ({ stipend_min: value ?? null }),
  stipendCurrency: (value) => ({ stipend_currency: value ?? null }),
  q: (value) => ({ q: value?.trim() ?? '' }),
  // The PhD postings' listing offers no alert.
  posted: () => ({}),
};

/** The alert of a listing's search (POST /api/user/alerts `filters`). */
export function alertFiltersOf(filters: ListingFilters): Partial<AlertFiltersJson> {
  return Object.assign(
    {},
    ...(Object.keys(ALERT_FIELDS) as (keyof ListingFilters)[]).map((key) =>
      (ALERT_FIELDS[key] as (value: unknown) => Partial<AlertFiltersJson>)(filters[key]),
    ),
  );
}

export type SearchAlertJson = z.output<typeof searchAlertSchema>;

export const ALERTS_KEY = ['search-alerts'] as const;
export const REMINDERS_KEY = ['deadline-reminders'] as const;

export const alertsApi = {
  list: () => call(listAlerts, {}),
  create: (filters: Partial<AlertFiltersJson>, frequency: 'daily' | 'weekly' = 'daily') =>
    call(createAlert, { body: { filters, frequency } }),
  setFrequency: (id: string, frequency: 'daily' | 'weekly') =>
    call(updateAlert, { params: { alertId: id }, body: { frequency } }),
  remove: (id: string) => call(deleteAlert, { params: { alertId: id } }),
  reminders: () => call(reminderSettings, {}),
  setReminders: (on: boolean) => call(saveReminderSettings, { body: { deadline_reminders: on } }),
};
