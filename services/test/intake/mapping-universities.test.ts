// The item's university text -> a known university (issue 31, docs/imports.md "Mapping"): the matcher
// from in-memory rows, and its loader against real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { loadUniversityMatcher, UniversityMatcher } from '../../src/intake/mapping/universities.ts';

const rows = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'University of Amsterdam', country: 'Netherlands' },
  { id: 'a0000000-0000-4000-8000-000000000002', name: 'Université Paris-Saclay', country: 'France' },
  { id: 'a0000000-0000-4000-8000-000000000003', name: 'The University of Edinburgh', country: 'United Kingdom' },
  { id: 'a0000000-0000-4000-8000-000000000004', name: 'ETH Zürich', country: 'Switzerland' },
  { id: 'a0000000-0000-4000-8000-000000000005', name: 'King’s College London', country: 'United Kingdom' },
];
const matcher = new UniversityMatcher(rows);
const matchedName = (text: string) => matcher.match(text)?.universityName ?? null;

describe('UniversityMatcher', () => {
  it('matches the exact name with its id, name and country', () => {
    expect(matcher.match('University of Amsterdam')).toEqual({
      universityId: rows[0]!.id,
      universityName: 'University of Amsterdam',
      country: 'Netherlands',
    });
  });

  it.each([
    ['university of amsterdam', 'University of Amsterdam'],
    ['  UNIVERSITY OF AMSTERDAM ', 'University of Amsterdam'],
    ['Universite Paris Saclay', 'Université Paris-Saclay'],
    ['ETH Zurich', 'ETH Zürich'],
    ["King's College London", 'King’s College London'],
    ['Kings College, London', 'King’s College London'],
  ])('ignores case, accents and punctuation: %s', (text, name) => {
    expect(matchedName(text)).toBe(name);
  });

  it('takes "The University of X" and "University of X" for one another, and "Univ." for University', () => {
    expect(matchedName('University of Edinburgh')).toBe('The University of Edinburgh');
    expect(matchedName('The University of Amsterdam')).toBe('University of Amsterdam');
    expect(matchedName('Univ. of Amsterdam')).toBe('University of Amsterdam');
  });

  it('matches nothing for another university, blank text, or a key two universities share', () => {
    expect(matcher.match('University of Oslo')).toBeNull();
    expect(matcher.match('  ')).toBeNull();
    expect(matcher.match(undefined)).toBeNull();
    const twins = new UniversityMatcher([
      { id: 'b1', name: 'Saint Mary’s University', country: 'Canada' },
      { id: 'b2', name: 'Saint Marys University', country: 'United States' },
    ]);
    expect(twins.match('saint marys university')).toBeNull();
    expect(twins.match('Saint Marys University')?.universityId).toBe('b2');
  });
});

describe('loadUniversityMatcher (real Postgres)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.owner.university.create({
      data: { name: 'Technische Universität München', slug: 'tum', country: 'Germany', emailDomains: ['tum.de'] },
    });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('reads the universities table once and matches against it', async () => {
    const loaded = await loadUniversityMatcher(database.db);
    expect(loaded.match('technische universitat munchen')).toMatchObject({
      universityName: 'Technische Universität München',
      country: 'Germany',
    });
  });
});
