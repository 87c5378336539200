// The statistics' filters live in the address (?opportunity=&from=&to=), so a view can be linked and
// the browser's back button undoes a change. The server checks the values (an id, YYYY-MM-DD dates).
import type { ApplicantStatsFilter } from '../../../api/applicants.ts';

export const STATS_FILTER_KEYS = [
  'opportunity',
  'from',
  'to',
] as const satisfies readonly (keyof ApplicantStatsFilter)[];

export function statsFilterOf(params: URLSearchParams): ApplicantStatsFilter {
  const filter: ApplicantStatsFilter = {};
  for (const key of STATS_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

/** The address's query for a filter; empty values are left out. */
export function statsParamsOf(filter: ApplicantStatsFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of STATS_FILTER_KEYS) if (filter[key]) params.set(key, filter[key]);
  return params;
}

export const isFiltered = (filter: ApplicantStatsFilter) => STATS_FILTER_KEYS.some((key) => Boolean(filter[key]));
