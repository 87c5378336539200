// Who may apply, as countries (opportunities.eligible_countries, docs/eligibility.md): the stored
// facts' eligibility notes read against the position's country. Only the local engine's canonical
// labels (local/facts/eligibility.ts) limit anything; a note in the posting's own words, or none,
// is "no known limit" (an empty list), so a position whose eligibility is unknown is never hidden.
// Codes are ISO 3166-1 alpha-2, as the `world-countries` package spells them; the site files
// positions under that package's common names ("United Kingdom"), which is how the country is read.
import countries from 'world-countries';
import { siteCountryName } from '../intake/mapping/countries.ts';

/** The 27 member states of the European Union. */
export const EU_MEMBERS: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore

/**
 * The EU, the EEA's other members (Iceland, Liechtenstein, Norway) and Switzerland, whose nationals
 * share the EU's free movement (the EU-Swiss agreement): the group EU/EEA fee and eligibility rules
 * treat alike ("EU/EEA/Swiss nationals").
 */
export const EU_EEA_MEMBERS: readonly string[] = [...EU_MEMBERS, 'IS', 'LI', 'NO', 'CH'];

const EU_EEA = new Set(EU_EEA_MEMBERS);

const NAME_BY_CODE = new Map(countries.map((c) => [c.cca2, c.name.common]));
const CODE_BY_NAME = new Map(countries.map((c) => [c.name.common, c.cca2]));

/** The common name of a code ("GB" -> "United Kingdom"); the code itself when unknown. */
export const countryName = (code: string): string => NAME_BY_CODE.get(code) ?? code;

/** The code of a country written any way the package knows ("United Kingdom", "UK", "Deutschland"), or null. */
export function countryCode(name: string): string | null {
  const site = siteCountryName(name);
  return site ? (CODE_BY_NAME.get(site) ?? null) : null;
}

/** Whether nationals of one EU/EEA member are "home" in another (EU law's equal treatment). */
export const isEuEea = (code: string): boolean => EU_EEA.has(code);

/**
 * Home fee status at a position in `country`: its own nationals or residents and, in an EU/EEA
 * member, every EU/EEA member's. The UK left that group in 2021: there, only GB.
 */
export function homeCountries(country: string): string[] {
  return isEuEea(country) ? [...new Set([country, ...EU_EEA_MEMBERS])] : [country];
}

/** The countries one canonical label admits, for a position in `home` (a code, or null when unknown). */
function countriesOfLabel(label: string, home: string | null): string[] | null {
  switch (label.trim().toLowerCase()) {
    case 'eu/uk only':
      return [...EU_MEMBERS, 'GB'];
    case 'uk applicants only':
      return ['GB'];
    case 'home students only':
    case 'not open to international applicants':
      return home ? homeCountries(home) : null;
    case 'eu/eea applicants only':
      return [...EU_EEA_MEMBERS];
    case 'us citizens or permanent residents only':
      return ['US'];
    case 'canadian citizens or permanent residents only':
      return ['CA'];
    // The label never names New Zealand, even where the posting did: Australia only.
    case 'australian citizens or permanent residents only':
      return ['AU'];
  }
  const work = /^right to work in (.+) required$/i.exec(label.trim());
  if (!work) return null;
  const place = work[1]!.replace(/^the\s+/i, '').trim();
  if (/^country$/i.test(place)) return home ? [home] : null;
  // EU/EEA and Swiss nationals all have the right to work in the EU.
  if (/^eu$/i.test(place)) return [...EU_EEA_MEMBERS];
  const code = countryCode(place);
  return code ? [code] : null;
}

/**
 * The countries whose nationals or residents may apply, sorted; empty for no known limit. Several
 * limiting notes admit the union of theirs (a posting's "UK applicants only" beside "EU/UK only" is
 * read as offering both); notes that limit nothing add nothing.
 */
export function eligibleCountries(notes: readonly string[], country: string): string[] {
  const home = countryCode(country);
  const admitted = new Set<string>();
  for (const note of notes) for (const code of countriesOfLabel(note, home) ?? []) admitted.add(code);
  return [...admitted].sort();
}

/** Whether a note limits who may apply (a canonical label this module reads), for a position in `country`. */
export function isLimitingNote(note: string, country: string): boolean {
  return countriesOfLabel(note, countryCode(country)) !== null;
}
