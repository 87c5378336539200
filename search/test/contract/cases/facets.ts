// Facet counts: per field, under every filter except that field's own; count DESC then value ASC;
// never a zero, never a NULL, never a hidden row.
import { expect, it } from 'vitest';
import type { FacetField, SearchFilters } from '../../../src/engine.ts';
import { counts, type ContractContext } from '../context.ts';
import {
  CA,
  COPENHAGEN,
  day,
  DE,
  DELFT,
  DK,
  EDINBURGH,
  HEIDELBERG,
  MCGILL,
  NL,
  OPEN_AT,
  OXFORD,
  TORONTO,
  TUM,
  UK,
} from '../fixtures.ts';

const FIELDS: FacetField[] = ['category', 'country', 'university', 'discipline'];

const ALL_COUNTRIES = counts([UK, 9], [DE, 7], [DK, 5], [NL, 5], [CA, 4]);
const ALL_UNIVERSITIES = counts(
  [DELFT, 5],
  [COPENHAGEN, 5],
  [EDINBURGH, 5],
  [HEIDELBERG, 4],
  [OXFORD, 4],
  [TUM, 3],
  [MCGILL, 2],
  [TORONTO, 2],
);
const ALL_CATEGORIES = counts(['standard', 24], ['featured', 6]);

export function defineFacetCases(ctx: ContractContext): void {
  const facets = (filters: SearchFilters) => ctx.engine().facets(filters, FIELDS);

  it('facets without filters: every searchable row counted once, NULL disciplines left out', async () => {
    expect(await facets({})).toEqual({
      category: ALL_CATEGORIES,
      country: ALL_COUNTRIES,
      university: ALL_UNIVERSITIES,
      discipline: counts(['Physics', 9], ['Computer Science', 8], ['Biology', 6], ['Chemistry', 5]),
    });
  });

  it('facets returns only the fields asked for', async () => {
    const result = await ctx.engine().facets({}, ['country']);
    expect(Object.keys(result)).toEqual(['country']);
    expect(result.country).toEqual(ALL_COUNTRIES);
    const two = await ctx.engine().facets({ country: [CA] }, ['discipline', 'category']);
    expect(Object.keys(two).sort()).toEqual(['category', 'discipline']);
  });

  it("a field's own filter is ignored for its counts; the others apply, without zero counts", async () => {
    expect(await facets({ country: [DE] })).toEqual({
      category: counts(['standard', 6], ['featured', 1]),
      country: ALL_COUNTRIES,
      university: counts([HEIDELBERG, 4], [TUM, 3]),
      discipline: counts(['Biology', 2], ['Computer Science', 2], ['Physics', 2], ['Chemistry', 1]),
    });
  });

  it('equal counts sort by value ascending', async () => {
    expect(await facets({ country: [CA] })).toMatchObject({
      category: counts(['standard', 3], ['featured', 1]),
      university: counts([MCGILL, 2], [TORONTO, 2]),
      discipline: counts(['Computer Science', 2], ['Biology', 1], ['Physics', 1]),
    });
  });

  it('facets under a discipline filter and fundedOnly', async () => {
    expect(await facets({ discipline: ['Physics'], fundedOnly: true })).toEqual({
      category: counts(['standard', 5], ['featured', 2]),
      country: counts([UK, 3], [CA, 1], [DK, 1], [DE, 1], [NL, 1]),
      university: counts([OXFORD, 2], [DELFT, 1], [HEIDELBERG, 1], [COPENHAGEN, 1], [EDINBURGH, 1], [TORONTO, 1]),
      discipline: counts(['Physics', 7], ['Computer Science', 5], ['Biology', 3], ['Chemistry', 3]),
    });
  });

  it('facets under openAt (open for applications) and fundingType', async () => {
    const open = await facets({ openAt: OPEN_AT });
    // 2 (UK), 6 (Netherlands) and 12 (Germany) are past their deadlines.
    expect(open.country).toEqual(counts([UK, 8], [DE, 6], [DK, 5], [CA, 4], [NL, 4]));
    expect(open.category).toEqual(counts(['standard', 21], ['featured', 6]));
    const partly = await facets({ fundingType: ['partially_funded'], country: [DE] });
    expect(partly.country).toEqual(counts([DE, 2], [UK, 1]));
    expect(partly.discipline).toEqual(counts(['Biology', 1], ['Physics', 1]));
    expect(partly.university).toEqual(counts([HEIDELBERG, 1], [TUM, 1]));
  });

  it('facets under stipendMin', async () => {
    const euro = await facets({ stipendMin: { amount: 20000, currency: 'EUR' } });
    expect(euro.country).toEqual(counts([DE, 2], [NL, 1]));
    expect(euro.category).toEqual(counts(['standard', 2], ['featured', 1]));
  });

  it('facets under eligibleFor (positions limited to other countries are not counted)', async () => {
    // Hidden: 2 (UK-only), 17 (Canada-only), 26 (Canada and the US).
    const germany = await facets({ eligibleFor: ['DE'] });
    expect(germany.country).toEqual(counts([UK, 8], [DE, 7], [DK, 5], [NL, 5], [CA, 2]));
    const canadian = await facets({ eligibleFor: ['CA'], country: [CA] });
    expect(canadian.country).toEqual(counts([DE, 7], [UK, 7], [DK, 5], [NL, 5], [CA, 4]));
  });

  it('facets under category featured', async () => {
    const result = await facets({ category: ['featured'] });
    expect(result.category).toEqual(ALL_CATEGORIES);
    expect(result.country).toEqual(counts([DK, 2], [CA, 1], [DE, 1], [NL, 1], [UK, 1]));
  });

  it('facets under a university filter', async () => {
    const result = await facets({ university: [HEIDELBERG] });
    expect(result.university).toEqual(ALL_UNIVERSITIES);
    expect(result.country).toEqual(counts([DE, 4]));
    expect(result.discipline).toEqual(counts(['Biology', 2], ['Chemistry', 1], ['Physics', 1]));
  });

  it('facets under a date bound (strict) and a department filter', async () => {
    const recent = await facets({ createdAfter: day('03-20') });
    expect(recent.country).toEqual(counts([NL, 4], [DE, 2], [CA, 1], [DK, 1], [UK, 1]));
    expect(recent.discipline).toEqual(
      counts(['Computer Science', 3], ['Physics', 3], ['Biology', 1], ['Chemistry', 1]),
    );
    const department = await facets({ department: ['Department of Computer Science'] });
    expect(department.country).toEqual(counts([CA, 1], [DK, 1], [UK, 1]));
  });

  it('facets under a keyword, typo included', async () => {
    expect(await facets({ q: 'quantum' })).toEqual({
      category: counts(['standard', 2], ['featured', 1]),
      country: counts([UK, 2], [NL, 1]),
      university: counts([DELFT, 1], [EDINBURGH, 1], [OXFORD, 1]),
      discipline: counts(['Physics', 3]),
    });
    const typo = await facets({ q: 'neurosciense' });
    expect(typo.country).toEqual(counts([DE, 2], [DK, 1]));
    expect(typo.discipline).toEqual(counts(['Biology', 2], ['Computer Science', 1]));
  });

  it('a filter that matches nothing leaves only its own field counted', async () => {
    expect(await facets({ country: ['Atlantis'] })).toEqual({
      category: [],
      country: ALL_COUNTRIES,
      university: [],
      discipline: [],
    });
    expect(await facets({ q: 'xylophone' })).toEqual({ category: [], country: [], university: [], discipline: [] });
  });
}
