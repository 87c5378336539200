// Who may apply, as countries: each canonical label of the local engine, the union of several, notes
// that limit nothing, and the home-students rule (an EU/EEA country's home is the whole EU/EEA).
import { describe, expect, it } from 'vitest';
import countries from 'world-countries';
import { COUNTRY_CODES } from '@phd/contracts/country-codes';
import {
  countryCode,
  EU_EEA_MEMBERS,
  EU_MEMBERS,
  eligibleCountries,
  homeCountries,
} from '../../src/enrichment/eligibility-countries.ts';
import { eligibilityOf } from '../../src/enrichment/local/facts/eligibility.ts';

const sorted = (codes: readonly string[]) => [...codes].sort();

describe('eligibleCountries', () => {
  it('reads each limiting label of the local engine', () => {
    expect(eligibleCountries(['EU/UK only'], 'United Kingdom')).toEqual(sorted([...EU_MEMBERS, 'GB']));
    expect(eligibleCountries(['UK applicants only'], 'United Kingdom')).toEqual(['GB']);
    expect(eligibleCountries(['EU/EEA applicants only'], 'Germany')).toEqual(sorted(EU_EEA_MEMBERS));
    expect(eligibleCountries(['US citizens or permanent residents only'], 'United States')).toEqual(['US']);
    expect(eligibleCountries(['Canadian citizens or permanent residents only'], 'Canada')).toEqual(['CA']);
    expect(eligibleCountries(['Australian citizens or permanent residents only'], 'Australia')).toEqual(['AU']);
    expect(eligibleCountries(['right to work in the UK required'], 'Germany')).toEqual(['GB']);
    expect(eligibleCountries(['right to work in the Netherlands required'], 'Belgium')).toEqual(['NL']);
    expect(eligibleCountries(['right to work in the country required'], 'Denmark')).toEqual(['DK']);
    expect(eligibleCountries(['right to work in the EU required'], 'France')).toEqual(sorted(EU_EEA_MEMBERS));
  });

  it('reads the labels the engine writes from real sentences', () => {
    const notes = eligibilityOf('This studentship is open to UK applicants only. US citizens or permanent residents.');
    expect(notes).toEqual(['UK applicants only', 'US citizens or permanent residents only']);
    expect(eligibleCountries(notes, 'United Kingdom')).toEqual(['GB', 'US']);
  });

  it('home students: the own country outside the EU/EEA, the whole EU/EEA within it, GB alone for the UK', () => {
    expect(eligibleCountries(['home students only'], 'United Kingdom')).toEqual(['GB']);
    expect(eligibleCountries(['not open to international applicants'], 'Canada')).toEqual(['CA']);
    expect(eligibleCountries(['home students only'], 'Netherlands')).toEqual(sorted(EU_EEA_MEMBERS));
    expect(eligibleCountries(['home students only'], 'Switzerland')).toEqual(sorted(EU_EEA_MEMBERS));
    expect(homeCountries('NO')).toContain('DE');
    expect(homeCountries('GB')).toEqual(['GB']);
  });

  it('admits the union of several limiting labels', () => {
    expect(
      eligibleCountries(['UK applicants only', 'Canadian citizens or permanent residents only'], 'Canada'),
    ).toEqual(['CA', 'GB']);
    expect(eligibleCountries(['home students only', 'US citizens or permanent residents only'], 'Canada')).toEqual([
      'CA',
      'US',
    ]);
  });

  it('reads anything else as no known limit (an empty list), in any letter case for the labels', () => {
    expect(eligibleCountries([], 'Germany')).toEqual([]);
    expect(eligibleCountries(['open to all nationalities'], 'Germany')).toEqual([]);
    expect(eligibleCountries(['International applicants pay the difference in fees'], 'United Kingdom')).toEqual([]);
    expect(eligibleCountries(['right to work in the moon required'], 'Germany')).toEqual([]);
    expect(eligibleCountries(['uk APPLICANTS only '], 'Germany')).toEqual(['GB']);
    // A free-text note beside a label adds nothing to it.
    expect(eligibleCountries(['UK applicants only', 'open to all nationalities'], 'United Kingdom')).toEqual(['GB']);
  });

  it('needs the position country for the home rule: an unknown one limits nothing', () => {
    expect(eligibleCountries(['home students only'], 'Atlantis')).toEqual([]);
    expect(eligibleCountries(['home students only', 'UK applicants only'], 'Atlantis')).toEqual(['GB']);
  });
});

describe('COUNTRY_CODES (what the listing accepts)', () => {
  it('are the codes world-countries names, so every accepted code has a name', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(countries.map((c) => c.cca2).sort());
  });
});

describe('countryCode', () => {
  it('reads the site names, codes and other spellings', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('Atlantis')).toBeNull();
  });
});
