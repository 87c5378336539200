// One item -> an opportunity's fields or a refusal (issue 31, docs/imports.md "Mapping"): a good row
// passes createOpportunityInput, and each refusal is worded as a person reads it.
import { describe, expect, it } from 'vitest';
import { mapItem, type MapContext } from '../../src/intake/mapping/map-item.ts';
import { UniversityMatcher } from '../../src/intake/mapping/universities.ts';
import { createOpportunityInput } from '../../src/opportunities/opportunity.schema.ts';

const AMSTERDAM = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'University of Amsterdam',
  country: 'Netherlands',
};

const context = (over: Partial<MapContext> = {}): MapContext => ({
  defaults: {},
  universities: new UniversityMatcher([AMSTERDAM]),
  timeZone: 'Europe/Amsterdam',
  now: new Date('2026-11-29T12:00:00Z'),
  ...over,
});

const row = (fields: Record<string, string | null>, number = 2) => ({ row: number, fields });

const goodRow = {
  'Job ID': 'UVA-17',
  'Job title': 'PhD position in computational neuroscience',
  Institution: 'university of amsterdam',
  Department: 'Informatics Institute',
  Description: '<p>Join us.</p><script>alert(1)</script>',
  Deadline: '31.01.2027',
  'Apply URL': 'https://werkenbij.uva.nl/vacancies/17',
  Funding: 'Four-year contract',
  'Funding type': 'Fully funded',
  Notes: 'internal only',
};

/** The refusal's reason for one row, or a failure naming what was created instead. */
function reasonFor(fields: Record<string, string | null>, over?: Partial<MapContext>): string {
  const result = mapItem(row(fields, 7), context(over));
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.input)}`);
  expect(result.problem.row).toBe(7);
  return result.problem.reason;
}

describe('mapItem: a good row', () => {
  it("becomes fields createOpportunityInput takes: the known university, its country, the date's end of day, sanitised HTML", () => {
    const result = mapItem(row(goodRow), context());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.key).toBe('UVA-17');
    expect(result.input).toMatchObject({
      title: 'PhD position in computational neuroscience',
      universityId: AMSTERDAM.id,
      universityName: 'University of Amsterdam',
      country: 'Netherlands',
      department: 'Informatics Institute',
      description: '<p>Join us.</p>',
      closingDate: new Date('2027-01-31T22:59:59.999Z'),
      opportunityUrl: 'https://werkenbij.uva.nl/vacancies/17',
      funding: 'Four-year contract',
      fundingType: 'fully_funded',
      fullyFunded: true,
      source: 'import',
    });
    expect(createOpportunityInput.safeParse(result.input).success).toBe(true);
  });

  it('is keyed by its URL when it has no id, and by nothing when it has neither', () => {
    const { 'Job ID': _id, ...withoutId } = goodRow;
    const byUrl = mapItem(row(withoutId), context());
    expect(byUrl.ok && byUrl.key).toBe('https://werkenbij.uva.nl/vacancies/17');
    const { 'Apply URL': _url, ...withNeither } = withoutId;
    const unkeyed = mapItem(row(withNeither), context());
    expect(unkeyed).toMatchObject({ ok: true, key: null });
  });

  it("fills what the item leaves out from the source's defaults, matching a default university too", () => {
    const result = mapItem(
      row({ Title: 'PhD in Law' }),
      context({ defaults: { university: 'University of Amsterdam', department: 'Law School' } }),
    );
    expect(result).toMatchObject({
      ok: true,
      input: {
        universityId: AMSTERDAM.id,
        universityName: 'University of Amsterdam',
        country: 'Netherlands',
        department: 'Law School',
      },
    });
  });

  it('keeps an unknown university as written, with no id, and names its country the way the site does', () => {
    const result = mapItem(
      row({ title: 'PhD in Botany', university: 'Universität Hohenheim', country: 'DE' }),
      context(),
    );
    expect(result).toMatchObject({
      ok: true,
      input: { universityId: null, universityName: 'Universität Hohenheim', country: 'Germany' },
    });
  });

  it("follows the source's saved mapping: a column assigned by hand, a column ignored", () => {
    const fields = {
      Project: 'PhD in Optics',
      Titel: 'Ignored title',
      Where: 'NL',
      University: 'University of Amsterdam',
    };
    const result = mapItem(row(fields), context({ mapping: { Project: 'title', Titel: 'ignore', Where: 'country' } }));
    expect(result).toMatchObject({ ok: true, input: { title: 'PhD in Optics', country: 'Netherlands' } });
  });

  it('leaves a funding type that is none of the values to the enrichment', () => {
    const result = mapItem(row({ ...goodRow, 'Funding type': 'generous' }), context());
    expect(result.ok && result.input.fundingType).toBeUndefined();
  });
});

describe('mapItem: refusals, word for word', () => {
  it('a missing title', () => {
    const { 'Job title': _title, ...fields } = goodRow;
    expect(reasonFor(fields)).toBe('Title is required');
  });

  it('no country anywhere (not in the row, not known from the university, no default)', () => {
    expect(reasonFor({ Title: 'PhD', University: 'Unknown Institute' })).toBe('Country is required');
  });

  it('no university anywhere', () => {
    expect(reasonFor({ Title: 'PhD', Country: 'France' })).toBe('University is required');
  });

  it('a link that is not http(s)', () => {
    expect(reasonFor({ ...goodRow, 'Apply URL': 'javascript:alert(1)' })).toBe('A link must be an http(s) URL');
  });

  it('a closing date that has passed', () => {
    expect(reasonFor({ ...goodRow, Deadline: '2025-03-12' })).toBe('The closing date 12 March 2025 has passed');
    // The end of 12 March in Los Angeles is 13 March in UTC: the day named is the one the source wrote.
    expect(reasonFor({ ...goodRow, Deadline: '12 March 2025' }, { timeZone: 'America/Los_Angeles' })).toBe(
      'The closing date 12 March 2025 has passed',
    );
  });

  it('a closing date that is not a date', () => {
    expect(reasonFor({ ...goodRow, Deadline: 'next spring' })).toBe(
      "Closing date 'next spring' is not a date we can read",
    );
  });

  it('a field longer than the schema takes', () => {
    expect(reasonFor({ ...goodRow, Department: 'x'.repeat(201) })).toBe(
      'Department is too long (at most 200 characters)',
    );
  });

  it('a title with a NUL character, in the schema’s own words', () => {
    expect(reasonFor({ ...goodRow, 'Job title': 'PhD\u0000' })).toBe(
      'Title may not contain the NUL character (U+0000).',
    );
  });

  it("carries the row's key with the refusal", () => {
    const result = mapItem(row({ ...goodRow, Deadline: 'soon' }, 12), context());
    expect(result).toEqual({
      ok: false,
      problem: { row: 12, key: 'UVA-17', reason: "Closing date 'soon' is not a date we can read" },
    });
  });
});
