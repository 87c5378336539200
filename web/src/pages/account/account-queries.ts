// The signed-in candidate's lists as the dashboard reads them (docs/candidate-api.md): saved
// opportunities, applications, recommendations and preferences. Keys match the ones the save toggle
// and the application form invalidate.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { Opportunity } from '../../api/types.ts';

export interface Page<T> {
  data: T[];
  pagination: { total: number };
  message?: string;
}

export interface ApplicationItem {
  id: string;
  opportunity_id: string;
  opportunity: Opportunity | null;
  status: string;
  created_at: number;
}

export interface Preferences {
  user_id: string;
  countries: string[];
  universities: string[];
  departments: string[];
  comments: string;
}

export const savedPreview = (userId: string, limit: number) =>
  queryOptions({
    queryKey: ['saved-details', userId, 'preview', limit],
    queryFn: ({ signal }) =>
      api<Page<Opportunity>>('/api/user/opportunity/save/details', { query: { userId, limit, offset: 0 }, signal }),
  });

export const applicationsPreview = (limit: number) =>
  queryOptions({
    queryKey: ['applications', 'preview', limit],
    queryFn: ({ signal }) => api<Page<ApplicationItem>>('/api/applications', { query: { limit, offset: 0 }, signal }),
  });

export const recommendationsPreview = (userId: string, limit: number) =>
  queryOptions({
    queryKey: ['recommendations', userId, 'preview', limit],
    queryFn: ({ signal }) =>
      api<Page<Opportunity>>(`/api/opportunities/user/${userId}`, { query: { limit, offset: 0 }, signal }),
  });

export const preferencesOf = (userId: string) =>
  queryOptions({
    queryKey: ['preferences', userId],
    queryFn: ({ signal }) => api<Preferences>(`/api/user/preferences/${userId}`, { signal }),
  });
