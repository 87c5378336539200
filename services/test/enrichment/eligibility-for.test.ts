// Whether a position is open to a candidate and why, in one sentence: a limit they meet, one they do
// not, no limit (open to all, unstated, or in the posting's own words), and the fee clause for a
// candidate who is not home where the position is.
import { describe, expect, it } from 'vitest';
import { eligibilityFor } from '../../src/enrichment/eligibility-for.ts';
import { eligibilityFacts as facts } from '../../../tests/support/stored-facts.ts';

const ukOnly = { facts: facts(['UK applicants only']), country: 'United Kingdom', eligibleCountries: ['GB'] };
const usOnly = {
  facts: facts(['US citizens or permanent residents only']),
  country: 'United States',
  eligibleCountries: ['US'],
};

describe('eligibilityFor', () => {
  it('a limit the candidate meets: open, naming the rule and their country', () => {
    expect(eligibilityFor(ukOnly, ['DE', 'GB'])).toEqual({
      open: true,
      why: 'Open to you: UK applicants only, and you are from or live in the United Kingdom.',
    });
  });

  it('a limit the candidate does not meet: not open, naming the rule', () => {
    expect(eligibilityFor(usOnly, ['DE'])).toEqual({
      open: false,
      why: 'Not open to you: US citizens or permanent residents only.',
    });
  });

  it('no known limit is null, whatever the candidate: open to all, unstated, or quoted', () => {
    const all = { facts: facts(['open to all nationalities']), country: 'Germany', eligibleCountries: [] };
    expect(eligibilityFor(all, ['IN'])).toEqual({ open: null, why: 'Open to all nationalities.' });
    for (const unstated of [facts([]), null, { old: 'shape' }]) {
      expect(eligibilityFor({ facts: unstated, country: 'Germany', eligibleCountries: null }, ['IN'])).toEqual({
        open: null,
        why: 'The posting does not say who may apply; check before applying.',
      });
    }
    const own = {
      facts: facts(['Applicants should hold a residence permit.']),
      country: 'Germany',
      eligibleCountries: [],
    };
    expect(eligibilityFor(own, ['IN'])).toEqual({
      open: null,
      why: 'No limit by country is known; the posting says: "Applicants should hold a residence permit".',
    });
  });

  it('home fees only: a candidate who is not home is told they would likely pay international fees', () => {
    const homeFees = {
      facts: facts([], { home: true, international: false }),
      country: 'United Kingdom',
      eligibleCountries: [],
    };
    expect(eligibilityFor(homeFees, ['IN'])).toEqual({
      open: null,
      why: 'The posting does not say who may apply; check before applying; the funding covers home fees only, and you would likely pay international fees.',
    });
    // Home in the UK is GB alone: an EU national pays international fees there since 2021.
    expect(eligibilityFor(homeFees, ['FR']).why).toContain('international fees');
    expect(eligibilityFor(homeFees, ['GB', 'IN']).why).not.toContain('fees');
    // Home fees said, international ones not said: still the home rate only.
    const unsaid = { ...homeFees, facts: facts([], { home: true, international: null }) };
    expect(eligibilityFor(unsaid, ['IN']).why).toContain('home fees only');
    const both = { ...homeFees, facts: facts([], { home: true, international: true }) };
    expect(eligibilityFor(both, ['IN']).why).not.toContain('fees');
  });

  it('in an EU/EEA country any EU/EEA national or resident is home', () => {
    const dutch = {
      facts: facts(['open to all nationalities'], { home: true, international: false }),
      country: 'Netherlands',
      eligibleCountries: [],
    };
    expect(eligibilityFor(dutch, ['PL']).why).toBe('Open to all nationalities.');
    expect(eligibilityFor(dutch, ['NO']).why).toBe('Open to all nationalities.');
    expect(eligibilityFor(dutch, ['BR']).why).toBe(
      'Open to all nationalities; the funding covers home fees only, and you would likely pay international fees.',
    );
  });

  it('the fee clause follows an open limit, never a closed one', () => {
    const euUk = {
      facts: facts(['EU/UK only'], { home: true, international: false }),
      country: 'United Kingdom',
      eligibleCountries: ['DE', 'GB'],
    };
    expect(eligibilityFor(euUk, ['DE'])).toEqual({
      open: true,
      why: 'Open to you: EU/UK only, and you are from or live in Germany; the funding covers home fees only, and you would likely pay international fees.',
    });
    expect(eligibilityFor(euUk, ['US'])).toEqual({ open: false, why: 'Not open to you: EU/UK only.' });
  });
});
