// A signed-in candidate's search alerts and deadline-reminder switch (gateway routes/staying-in-touch.ts).
import { api } from './client.ts';

export interface AlertFiltersJson {
  category: 'standard' | 'featured';
  country: string[];
  university: string[];
  discipline: string[];
  funded: boolean;
  q: string;
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
