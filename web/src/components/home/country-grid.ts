// The home page's country grid (spec section 2): countries that have an image, at most 9.
import type { CountryCount } from '../../api/types.ts';
import { FOOTER_COUNTRIES } from '@phd/contracts/paths';

export const MAX_GRID_COUNTRIES = 9;

const WITH_IMAGE = new Set<string>(FOOTER_COUNTRIES);

/** The countries with an image, most opportunities first, at most 9. */
export function gridCountries(counts: readonly CountryCount[]): CountryCount[] {
  return counts
    .filter((c) => WITH_IMAGE.has(c.Country) && c.Count > 0)
    .sort((a, b) => b.Count - a.Count || a.Country.localeCompare(b.Country))
    .slice(0, MAX_GRID_COUNTRIES);
}

export function countryImagePath(country: string): string {
  return `/api/images/country/${encodeURIComponent(country)}.png`;
}
