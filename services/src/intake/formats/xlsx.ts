// XLSX uploads (issue 31, docs/imports.md "Formats"): the first worksheet through exceljs's streaming
// WorkbookReader, after checkZip has made sure the zip is no bomb. A zip's directory sits at its end,
// so the (capped, 10 MB) file is held whole; what unpacks from it is read row by row.
import { Readable } from 'node:stream';
import ExcelJS, { type CellValue, type Row } from 'exceljs';
import { IntakeError, type SourceItem } from '../types.ts';
import { capped, wholeBody } from './caps.ts';
import { checkZip } from './zip-check.ts';

const NOT_XLSX =
  'This is not an .xlsx file: save it from Excel, LibreOffice or Google Sheets as "Excel Workbook (.xlsx)", or as CSV';

/** A date cell as ISO: the day alone at midnight, else the local time (a sheet's times name no zone). */
function isoOf(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** What a cell shows, as text: rich text joined, a formula's result, a link's text. */
export function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoOf(value);
  if (typeof value !== 'object') return String(value).trim() || null;
  if ('richText' in value)
    return (
      value.richText
        .map((run) => run.text)
        .join('')
        .trim() || null
    );
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  // An error cell (#N/A, #REF!) holds no value.
  return null;
}

function cellsOf(row: Row): Map<number, string | null> {
  const cells = new Map<number, string | null>();
  row.eachCell({ includeEmpty: false }, (cell, column) => cells.set(column, cellText(cell.value)));
  return cells;
}

function headerOf(row: Row): Map<number, string> {
  const names = new Map<number, string>();
  const seen = new Set<string>();
  for (const [column, text] of cellsOf(row)) {
    if (!text) continue;
    if (seen.has(text.toLowerCase())) {
      throw new IntakeError(
        `The header row (row ${row.number}) names "${text}" twice: give each column its own name`,
        'malformed',
      );
    }
    seen.add(text.toLowerCase());
    names.set(column, text);
  }
  if (names.size === 0) {
    throw new IntakeError(`Row ${row.number} has no column names: put a header row above the positions`, 'malformed');
  }
  return names;
}

async function* xlsxItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const buffer = await wholeBody(chunks);
  const entries = await checkZip(buffer, NOT_XLSX);
  if (!entries.includes('xl/workbook.xml')) throw new IntakeError(NOT_XLSX, 'malformed');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    styles: 'cache', // without the styles a date is only a number
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let header: Map<number, string> | null = null;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (header === null) {
          header = headerOf(row);
          continue;
        }
        const cells = cellsOf(row);
        if ([...cells.values()].every((text) => !text)) continue;
        const fields: Record<string, string | null> = {};
        for (const [column, name] of header) fields[name] = cells.get(column) ?? null;
        yield { row: row.number, fields };
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw new IntakeError(`The spreadsheet cannot be read: ${(error as Error).message}`, 'malformed');
  }
  if (header === null) {
    throw new IntakeError('The first worksheet is empty: put a header row and one position per row', 'malformed');
  }
}

/** The first worksheet's data rows as items, keyed by the header's names as written. */
export const readXlsx = capped(xlsxItems);
