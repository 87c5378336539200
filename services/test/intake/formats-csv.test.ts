// CSV reading from real files: delimiter, BOM, quoted newlines and spreadsheet row numbers, the header's
// rules, and the byte and row caps (issue 31, docs/imports.md "Formats").
import { createReadStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../src/intake/formats/csv.ts';
import { IntakeError, INTAKE_LIMITS, type SourceItem } from '../../src/intake/types.ts';
import { collect, fixture, intakeErrorOf } from './formats-support.ts';

describe('readCsv', () => {
  it('reads a semicolon file with a BOM and quoted newlines, numbering rows as a spreadsheet does', async () => {
    const items = await collect(readCsv(createReadStream(fixture('positions-semicolon.csv'))));
    expect(items).toEqual<SourceItem[]>([
      {
        row: 2,
        fields: {
          Title: 'PhD in Soil Carbon',
          University: 'University of Leeds',
          'Closing date': '31/03/2027',
          Description: 'Three years, funded.\r\nStarts in October.',
        },
      },
      // Rows 3 (only delimiters) and 4 (empty) are skipped; the numbering still counts them.
      {
        row: 5,
        fields: {
          Title: 'Modelling "wet" peatlands',
          University: 'Universität Wien',
          'Closing date': '2027-04-30',
          Description: 'Ice; snow',
        },
      },
    ]);
  });

  it('reads tab-separated text given in small chunks, with missing cells as null', async () => {
    const text = 'Title\tCountry\tCity\nPhD A\tNorway\n';
    const chunks = [...Buffer.from(text)].map((byte) => Uint8Array.of(byte));
    const items = await collect(readCsv(toIterable(chunks)));
    expect(items).toEqual([{ row: 2, fields: { Title: 'PhD A', Country: 'Norway', City: null } }]);
  });

  it('refuses duplicate header names and an empty file as malformed', async () => {
    const duplicate = await intakeErrorOf(readCsv(createReadStream(fixture('duplicate-header.csv'))));
    expect(duplicate.code).toBe('malformed');
    expect(duplicate.message).toContain('"Title" twice');
    const empty = await intakeErrorOf(readCsv(toIterable([])));
    expect(empty.code).toBe('malformed');
    expect(empty.message).toContain('empty');
  });

  it('refuses a header row of blank names', async () => {
    const error = await intakeErrorOf(readCsv(toIterable([Buffer.from(',,\na,b,c\n')])));
    expect(error).toMatchObject({ code: 'malformed', message: expect.stringContaining('no column names') });
  });

  it('turns a broken quote into a malformed error naming the row', async () => {
    const error = await intakeErrorOf(readCsv(toIterable([Buffer.from('Title,City\n"PhD A" x,Oslo\n')])));
    expect(error).toBeInstanceOf(IntakeError);
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/at row 2: Invalid Closing Quote/);
  });

  it('stops at the 5,001st data row with too_many_items', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'intake-csv-'));
    const file = join(dir, 'many.csv');
    const rows = Array.from({ length: INTAKE_LIMITS.maxItems + 1 }, (_, i) => `PhD ${i},Oslo`);
    await writeFile(file, ['Title,City', ...rows].join('\n'));
    let read = 0;
    const error = await intakeErrorOf(
      (async function* () {
        for await (const item of readCsv(createReadStream(file))) {
          read += 1;
          yield item;
        }
      })(),
    );
    expect(error.code).toBe('too_many_items');
    expect(read).toBe(INTAKE_LIMITS.maxItems);
  });

  it('stops a body past 10 MB with too_large, without reading the rest', async () => {
    let given = 0;
    const endless = (async function* () {
      yield Buffer.from('Title,City\n');
      for (;;) {
        given += 1;
        yield Buffer.alloc(1024 * 1024, 'x');
      }
    })();
    const error = await intakeErrorOf(readCsv(endless));
    expect(error.code).toBe('too_large');
    expect(given).toBeLessThanOrEqual(12);
  });
});

async function* toIterable(chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}
