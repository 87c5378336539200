// The /phd-postings address: the listing's filters and rules (listing-url.ts), all in the query
// string, since the postings have no category, country or university routes of their own.
import {
  addressAfterChangeAt,
  pageAddress,
  searchString,
  setOrDelete,
  type FilterChange,
  type FilterPlace,
} from '../../components/listing/listing-url.ts';
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

export function postingsAddressAfterChange(current: URLSearchParams, change: FilterChange, nowSeconds: number): string {
  const inQuery: FilterPlace = {
    country: current.get('country') ?? undefined,
    write: setOrDelete,
    address: (params) => `${POSTINGS_PATH}${searchString(params)}`,
  };
  return addressAfterChangeAt(inQuery, current, change, nowSeconds);
}

export function postingsPageAddress(current: URLSearchParams, page: number): string {
  return pageAddress(POSTINGS_PATH, current, page);
}
