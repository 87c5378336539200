// The /phd-postings address: the listing's filters (listing-url.ts), all in the query string, since
// the postings have no category, country or university routes of their own. The rules of a change are
// the listing's: country or discipline clears the university, a start date without an end date ends
// now, and the page goes back to 1.
import { applyOpenOrFunding, PARAM, searchString, type FilterChange } from '../../components/listing/listing-url.ts';
import { applyStipend } from '../../components/listing/stipend-filter.ts';
import { POSTINGS_PATH } from '@phd/contracts/paths';

export interface PostingsRoute {
  country?: string;
  university?: string;
  discipline?: string;
}

const value = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;

export function readPostingsRoute(params: URLSearchParams): PostingsRoute {
  const country = value(params, 'country');
  return {
    country,
    university: country ? value(params, 'university') : undefined,
    discipline: value(params, 'discipline'),
  };
}

function put(params: URLSearchParams, key: string, next: string | number | undefined): void {
  if (next === undefined || next === '') params.delete(key);
  else params.set(key, String(next));
}

export function postingsAddressAfterChange(current: URLSearchParams, change: FilterChange, nowSeconds: number): string {
  const params = new URLSearchParams(current);
  params.delete(PARAM.page);
  switch (change.kind) {
    case 'country':
    case 'discipline':
      put(params, change.kind, change.value);
      params.delete('university');
      break;
    case 'university':
      put(params, 'university', params.get('country') ? change.value : undefined);
      break;
    case 'start':
      put(params, PARAM.after, change.value);
      if (change.value !== undefined && !params.has(PARAM.before)) params.set(PARAM.before, String(nowSeconds));
      break;
    case 'end':
      put(params, PARAM.before, change.value);
      break;
    case 'funded':
    case 'open':
    case 'funding':
      applyOpenOrFunding(params, change);
      break;
    case 'stipend':
      applyStipend(params, change.value);
      break;
    case 'q':
      put(params, PARAM.q, change.value.trim());
      break;
  }
  return `${POSTINGS_PATH}${searchString(params)}`;
}

export function postingsPageAddress(current: URLSearchParams, page: number): string {
  const params = new URLSearchParams(current);
  put(params, PARAM.page, page > 1 ? page : undefined);
  return `${POSTINGS_PATH}${searchString(params)}`;
}
