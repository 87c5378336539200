// The signed-in candidate's lists as the dashboard reads them (docs/candidate-api.md): saved
// opportunities, applications, recommendations and preferences. Keys match the ones the save toggle
// and the application form invalidate.
import { queryOptions } from '@tanstack/react-query';
import { listApplications } from '@phd/contracts/endpoints/applications';
import { listSavedDetails } from '@phd/contracts/endpoints/saved-opportunities';
import { call } from '../../api/call.ts';
import type { Opportunity } from '../../api/types.ts';
import { userApi } from '../../api/user.ts';
import type { CandidateLettersJson } from '@phd/contracts/endpoints/references';

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
  /** A university site's position that asks for reference letters (issue 34): which arrived. */
  letters?: CandidateLettersJson;
}

export interface Preferences {
  user_id: string;
  countries: string[];
  universities: string[];
  departments: string[];
  comments: string;
}

/** A slice of a list: Smart Picks asks for 30 at offset 30*(page-1); the dashboard for the first few. */
export interface Slice {
  limit: number;
  offset: number;
}

/** A slice as a query string carries it. */
const asQuery = ({ limit, offset }: Slice) => ({ limit: String(limit), offset: String(offset) });

export const savedList = (userId: string, slice: Slice) =>
  queryOptions({
    queryKey: ['saved-details', userId, slice.limit, slice.offset],
    queryFn: ({ signal }) => call(listSavedDetails, { query: { userId, ...asQuery(slice) } }, { signal }),
  });

export const applicationsList = (slice: Slice) =>
  queryOptions({
    queryKey: ['applications', slice.limit, slice.offset],
    queryFn: ({ signal }) => call(listApplications, { query: asQuery(slice) }, { signal }),
  });

export const recommendationsList = (userId: string, slice: Slice) =>
  queryOptions({
    queryKey: ['recommendations', userId, slice.limit, slice.offset],
    queryFn: ({ signal }) => userApi.recommendations(userId, slice, signal),
  });

export const preferencesOf = (userId: string) =>
  queryOptions({
    queryKey: ['preferences', userId],
    queryFn: ({ signal }): Promise<Preferences> => userApi.preferences(userId, signal),
  });

/** Page n (from 1) of a Smart Picks list. */
export const pageSlice = (page: number): Slice => ({ limit: 30, offset: 30 * (page - 1) });

/** "22 November 2026": when an application was made (unix seconds, UTC). */
export const appliedOn = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
