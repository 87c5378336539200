// Headers mapped by name (issue 31, docs/imports.md "Mapping"): spellings, languages, the saved mapping
// on top, and applyMapping's reading of one row.
import { describe, expect, it } from 'vitest';
import { applyMapping, autoMapping, effectiveMapping, fieldForHeader } from '../../src/intake/mapping/headers.ts';
import { ITEM_FIELDS } from '../../src/intake/types.ts';

describe('fieldForHeader', () => {
  it.each([
    ['Position title', 'title'],
    ['Job title', 'title'],
    ['Titel', 'title'],
    ['Institution', 'university'],
    ['Employer', 'university'],
    ['Universität', 'university'],
    ['UNIVERSITAT', 'university'],
    ['Université', 'university'],
    ['Deadline', 'closing_date'],
    ['Closing date', 'closing_date'],
    ['closing_date', 'closing_date'],
    ['closing-date', 'closing_date'],
    ['  Apply   by ', 'closing_date'],
    ['Bewerbungsschluss', 'closing_date'],
    ['Date limite', 'closing_date'],
    ['Sluitingsdatum', 'closing_date'],
    ['Link', 'url'],
    ['Apply URL', 'url'],
    ['URL', 'url'],
    ['Reference', 'id'],
    ['Job ID', 'id'],
    ['Vacancy_ID', 'id'],
    ['Land', 'country'],
    ['Pays', 'country'],
    ['Funding type', 'funding_type'],
    ['Open to', 'open_to'],
  ])('%s -> %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('knows every canonical field name, so feeds map themselves', () => {
    for (const field of ITEM_FIELDS) expect(fieldForHeader(field)).toBe(field);
  });

  it('names nothing for a header it does not know', () => {
    expect(fieldForHeader('Internal notes')).toBeUndefined();
  });
});

describe('autoMapping', () => {
  it('maps the headers it knows and lists the rest in their order; a second column for one field is left open', () => {
    expect(autoMapping(['Job title', 'Notes', 'Employer', 'Titel', 'Budget code'])).toEqual({
      mapping: { 'Job title': 'title', Employer: 'university' },
      unmapped: ['Notes', 'Titel', 'Budget code'],
    });
  });
});

describe('effectiveMapping', () => {
  it("lets the source's saved mapping win: a field assigned by hand, a column ignored", () => {
    const headers = ['Title', 'Project name', 'Notes', 'Link'];
    expect(effectiveMapping(headers, { 'Project name': 'title', Link: 'ignore', Notes: 'description' })).toEqual({
      'Project name': 'title',
      Notes: 'description',
      Link: 'ignore',
    });
  });

  it('drops saved entries for headers the file no longer has', () => {
    expect(effectiveMapping(['Title'], { Gone: 'description' })).toEqual({ Title: 'title' });
  });
});

describe('applyMapping', () => {
  it('reads values by field, trimmed; blank cells and ignored columns are absent; the first filled column wins', () => {
    const item = {
      row: 2,
      fields: { Title: '  PhD in Physics ', Alt: 'Other title', Link: 'https://x.example/1', Notes: '', City: null },
    };
    const mapping = { Title: 'title', Alt: 'title', Link: 'ignore', Notes: 'description', City: 'city' } as const;
    expect(applyMapping(item, mapping)).toEqual({ title: 'PhD in Physics' });
    expect(applyMapping({ row: 3, fields: { Title: ' ', Alt: 'Other title' } }, mapping)).toEqual({
      title: 'Other title',
    });
  });
});
