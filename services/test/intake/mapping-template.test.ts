// The downloadable CSV template (issue 31, docs/imports.md "Mapping"): read back with the CSV parser the
// import uses, every header maps itself by name and the example row is a position the import accepts.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { autoMapping } from '../../src/intake/mapping/headers.ts';
import { mapItem } from '../../src/intake/mapping/map-item.ts';
import { csvTemplate, TEMPLATE_COLUMNS } from '../../src/intake/mapping/template.ts';
import { UniversityMatcher } from '../../src/intake/mapping/universities.ts';
import { ITEM_FIELDS } from '../../src/intake/types.ts';

const [headers, example] = parse(csvTemplate()) as [string[], string[]];

describe('csvTemplate', () => {
  it('has one column per field, each header mapping itself to its field', () => {
    expect(TEMPLATE_COLUMNS.map((c) => c.field).sort()).toEqual([...ITEM_FIELDS].sort());
    const { mapping, unmapped } = autoMapping(headers);
    expect(unmapped).toEqual([]);
    expect(mapping).toEqual(Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c.header, c.field])));
  });

  it('reads back the example row as written (quoted commas included) and the import accepts it', () => {
    expect(example).toEqual(TEMPLATE_COLUMNS.map((c) => c.example));
    const item = { row: 2, fields: Object.fromEntries(headers.map((h, i) => [h, example[i] ?? null])) };
    const result = mapItem(item, {
      defaults: {},
      universities: new UniversityMatcher([]),
      now: new Date('2026-11-29'),
    });
    expect(result).toMatchObject({
      ok: true,
      key: 'PHD-2030-017',
      input: { country: 'Netherlands', fundingType: 'fully_funded' },
    });
  });

  it('describes every column in one line for the mapping screen', () => {
    for (const column of TEMPLATE_COLUMNS) expect(column.description).toMatch(/^[^\n]{10,160}$/);
  });
});
