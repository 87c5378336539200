// Country names and codes -> the name the site files positions under (issue 31, docs/imports.md "Mapping").
import { describe, expect, it } from 'vitest';
import { FOOTER_COUNTRIES } from '@phd/contracts/paths';
import { siteCountryName } from '../../src/intake/mapping/countries.ts';
import { COUNTRIES } from '../../src/seed/data/countries.ts';

describe('siteCountryName', () => {
  it.each([
    ['UK', 'United Kingdom'],
    ['GB', 'United Kingdom'],
    ['gbr', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['Scotland', 'United Kingdom'],
    ['USA', 'United States'],
    ['U.S.A.', 'United States'],
    ['us', 'United States'],
    ['United States of America', 'United States'],
    ['Deutschland', 'Germany'],
    ['DE', 'Germany'],
    ['DEU', 'Germany'],
    ['Allemagne', 'Germany'],
    ['Nederland', 'Netherlands'],
    ['The Netherlands', 'Netherlands'],
    ['Holland', 'Netherlands'],
    ['Schweiz', 'Switzerland'],
    ['Suisse', 'Switzerland'],
    ['Österreich', 'Austria'],
    ['osterreich', 'Austria'],
    ['Belgique', 'Belgium'],
    ['België', 'Belgium'],
    ['Czech Republic', 'Czechia'],
    ['Turkey', 'Türkiye'],
    ['  france ', 'France'],
  ])('%s -> %s', (text, name) => {
    expect(siteCountryName(text)).toBe(name);
  });

  it("gives back every name the site already uses (the footer's and the catalogue's) unchanged", () => {
    for (const name of [...FOOTER_COUNTRIES, ...COUNTRIES.map((c) => c.name)]) expect(siteCountryName(name)).toBe(name);
  });

  it('names nothing for text that is no country, or is ambiguous', () => {
    expect(siteCountryName('Atlantis')).toBeNull();
    expect(siteCountryName('Korea')).toBeNull();
    expect(siteCountryName('')).toBeNull();
  });
});
