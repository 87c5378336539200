// XLSX reading: a workbook written by exceljs itself (dates, numbers, rich text, formulas, links), and
// the zips that must never be unpacked: a bomb, a directory that lies, too many parts, not a zip at all.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/intake/formats/xlsx.ts';
import { zip } from '../../src/seed/zip-writer.ts';
import { collect, intakeErrorOf } from './formats-support.ts';

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Positions'));
  book.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One deflated entry (the seed's zip writer), its directory saying `declaredSize` when given: a lie. */
function zipOf(name: string, data: Buffer, declaredSize?: number): Buffer {
  const file = zip([{ name, data, deflate: true }]);
  if (declaredSize !== undefined) {
    file.writeUInt32LE(declaredSize, 22); // the local header's uncompressed size
    file.writeUInt32LE(declaredSize, file.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 24); // the directory's
  }
  return file;
}

describe('readXlsx', () => {
  it("reads the first worksheet's rows as text: dates as ISO, numbers, rich text, formula results, links", async () => {
    const file = await workbook((sheet) => {
      sheet.addRow(['Title', 'Closing date', 'Places', 'University', 'Link', 'Total']);
      sheet.addRow([
        { richText: [{ text: 'PhD in ' }, { font: { bold: true }, text: 'Glaciology' }] },
        new Date(Date.UTC(2027, 2, 31)),
        2,
        'University of Bergen',
        { text: 'Apply here', hyperlink: 'https://uib.no/apply' },
        { formula: 'C2*2', result: 4 },
      ]);
      sheet.addRow([]);
      sheet.addRow(['PhD in Fjords', new Date(Date.UTC(2027, 3, 1, 12, 30)), 1.5]);
      sheet.getColumn(2).numFmt = 'yyyy-mm-dd';
    });
    const items = await collect(readXlsx(Readable.from([file])));
    expect(items).toEqual([
      {
        row: 2,
        fields: {
          Title: 'PhD in Glaciology',
          'Closing date': '2027-03-31',
          Places: '2',
          University: 'University of Bergen',
          Link: 'Apply here',
          Total: '4',
        },
      },
      {
        row: 4,
        fields: {
          Title: 'PhD in Fjords',
          'Closing date': '2027-04-01T12:30:00',
          Places: '1.5',
          University: null,
          Link: null,
          Total: null,
        },
      },
    ]);
  });

  it('refuses duplicate header names', async () => {
    const file = await workbook((sheet) => {
      sheet.addRow(['Title', 'title']);
      sheet.addRow(['a', 'b']);
    });
    const error = await intakeErrorOf(readXlsx(Readable.from([file])));
    expect(error).toMatchObject({ code: 'malformed', message: expect.stringContaining('"title" twice') });
  });

  it('refuses a zip bomb (200 MB of zeros in ~200 KB) before unpacking it', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(300 * 1024);
    const error = await intakeErrorOf(readXlsx(Readable.from([bomb])));
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('50 MB');
  });

  it('refuses one entry packed over 100:1 above 1 MB', async () => {
    const dense = zipOf('xl/sharedStrings.xml', Buffer.alloc(20 * 1024 * 1024));
    const error = await intakeErrorOf(readXlsx(Readable.from([dense])));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/\d+ times its packed size in "xl\/sharedStrings.xml"/);
  });

  it('catches a directory that understates what an entry unpacks to', async () => {
    const liar = zipOf('xl/workbook.xml', Buffer.alloc(4 * 1024 * 1024, 'a'), 1024);
    const error = await intakeErrorOf(readXlsx(Readable.from([liar])));
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('more than its directory says ("xl/workbook.xml")');
  });

  it('refuses a zip of more than 1,000 parts', async () => {
    const parts = zip(Array.from({ length: 1_001 }, (_, i) => ({ name: `part${i}.xml`, data: Buffer.from('<a/>') })));
    const error = await intakeErrorOf(readXlsx(Readable.from([parts])));
    expect(error).toMatchObject({ code: 'too_large', message: expect.stringContaining('more than 1000 parts') });
  });

  it('refuses a file that is not a zip, and a zip that is not a workbook, as malformed', async () => {
    const text = await intakeErrorOf(readXlsx(Readable.from([Buffer.from('Title,City\nPhD,Oslo\n')])));
    expect(text.code).toBe('malformed');
    expect(text.message).toMatch(/^This is not an \.xlsx file/);
    const other = await intakeErrorOf(readXlsx(Readable.from([zip([{ name: 'a.txt', data: Buffer.from('hi') }])])));
    expect(other.code).toBe('malformed');
  });
});
