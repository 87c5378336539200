// A signed-in candidate's search alerts and deadline-reminder switch (gateway routes/staying-in-touch.ts).
import type { ListingFilters } from '@phd/contracts/listing-filters';
import { api } from './client.ts';

export interface AlertFiltersJson {
  category: 'standard' | 'featured';
  country: string[];
  university: string[];
  discipline: string[];
  funded: boolean;
  open: boolean;
  funding_type: string[];
  stipend_min: number | null;
  stipend_currency: string | null;
  q: string;
}

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
  fundingTypes: (value) => ({ funding_type: [...(value ?? [])] }),
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

export interface SearchAlertJson {
  id: string;
  label: string;
  filters: AlertFiltersJson;
  frequency: 'daily' | 'weekly';
  created_at: string;
  last_run_at: string;
}

export const ALERTS_KEY = ['search-alerts'] as const;
export const REMINDERS_KEY = ['deadline-reminders'] as const;

export const alertsApi = {
  list: () => api<{ data: SearchAlertJson[] }>('/api/user/alerts'),
  create: (filters: Partial<AlertFiltersJson>, frequency: 'daily' | 'weekly' = 'daily') =>
    api<{ message: string; alert: SearchAlertJson }>('/api/user/alerts', {
      method: 'POST',
      body: { filters, frequency },
    }),
  setFrequency: (id: string, frequency: 'daily' | 'weekly') =>
    api<{ message: string }>(`/api/user/alerts/${id}`, { method: 'PUT', body: { frequency } }),
  remove: (id: string) => api<{ message: string }>(`/api/user/alerts/${id}`, { method: 'DELETE' }),
  reminders: () => api<{ deadline_reminders: boolean }>('/api/user/reminders'),
  setReminders: (on: boolean) =>
    api<{ deadline_reminders: boolean }>('/api/user/reminders', { method: 'PUT', body: { deadline_reminders: on } }),
};
