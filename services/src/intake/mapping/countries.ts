// Country names and codes -> the name the site files positions under (issue 31, docs/imports.md
// "Mapping"). The site names countries as the maintained `world-countries` package does (name.common:
// "United Kingdom", "Netherlands"; the seed's catalogue and the application form's list use the same),
// so every spelling that package knows leads there: ISO 3166 alpha-2 and alpha-3 codes, official and
// alternative names, native names ("Deutschland", "Nederland") and its translations ("Allemagne").
import countries from 'world-countries';
import { compactKey } from './normalise.ts';

/** Spellings job sources use that the package does not list: the UK's nations, America, Turkey. */
const EXTRA_SPELLINGS: Record<string, string> = {
  England: 'United Kingdom',
  Scotland: 'United Kingdom',
  Wales: 'United Kingdom',
  'Northern Ireland': 'United Kingdom',
  Britain: 'United Kingdom',
  America: 'United States',
  'United States of America': 'United States',
  // The package moved to the country's own choice of name; sources still write the old one.
  Turkey: 'Türkiye',
};

function buildIndex(): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  const add = (spelling: string, name: string) => {
    const key = compactKey(spelling);
    // The first claim wins: common names and codes go in before the looser spellings, so an
    // alternative spelling of one country never takes over another's name or code.
    if (key && !index.has(key)) index.set(key, name);
  };
  for (const c of countries) for (const s of [c.name.common, c.cca2, c.cca3]) add(s, c.name.common);
  for (const [spelling, name] of Object.entries(EXTRA_SPELLINGS)) add(spelling, name);
  for (const c of countries) {
    const native = Object.values(c.name.native ?? {});
    const translated = Object.values(c.translations ?? {});
    for (const s of [c.name.official, ...c.altSpellings]) add(s, c.name.common);
    for (const n of [...native, ...translated]) for (const s of [n.common, n.official]) add(s, c.name.common);
  }
  return index;
}

let index: ReadonlyMap<string, string> | undefined;

/** The site's name for a country written any way `world-countries` knows, or null when none. */
export function siteCountryName(text: string): string | null {
  index ??= buildIndex();
  return index.get(compactKey(text)) ?? null;
}
