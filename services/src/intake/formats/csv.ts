// CSV uploads and links (issue 31, docs/imports.md "Formats"): csv-parse as a stream, so a 10 MB file
// is never one string. The header row names the fields; each later row is one item, numbered as a
// spreadsheet numbers it (header = row 1, a quoted multi-line cell still one row).
import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IntakeError, type SourceItem } from '../types.ts';
import { capped } from './caps.ts';
import { peek } from './peek.ts';

const DELIMITERS = [',', ';', '\t'] as const;
const NEWLINE = 0x0a;
const QUOTE = 0x22;
/** A first line longer than this is not a header: the delimiter is chosen from what is held. */
const FIRST_LINE_MAX = 64 * 1024;

/**
 * The delimiter the first line uses most, outside quotes: Excel writes ';' where the decimal mark is a
 * comma (most of Europe), and tab-separated files come from copy-paste. Comma when the line has none.
 */
export function detectDelimiter(firstLine: Uint8Array): string {
  const counts = new Map<number, number>(DELIMITERS.map((d) => [d.charCodeAt(0), 0]));
  let quoted = false;
  for (const byte of firstLine) {
    if (byte === QUOTE) quoted = !quoted;
    else if (!quoted && counts.has(byte)) counts.set(byte, counts.get(byte)! + 1);
  }
  let best: string = ',';
  let most = 0;
  for (const [code, count] of counts) {
    if (count > most) [best, most] = [String.fromCharCode(code), count];
  }
  return best;
}

/** The header's names, trimmed; blank columns are left out (index -> name). */
function headerOf(record: string[]): Map<number, string> {
  const names = new Map<number, string>();
  const seen = new Map<string, string>();
  record.forEach((cell, index) => {
    const name = cell.trim();
    if (name === '') return;
    const same = seen.get(name.toLowerCase());
    if (same !== undefined) {
      throw new IntakeError(
        `The header row names "${same}" twice: give each column its own name so its values cannot be confused`,
        'malformed',
      );
    }
    seen.set(name.toLowerCase(), name);
    names.set(index, name);
  });
  if (names.size === 0) {
    throw new IntakeError(
      'The first row has no column names: put a header row (Title, University, Closing date, …) above the positions',
      'malformed',
    );
  }
  return names;
}

async function* csvItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const { head, body } = await peek(chunks, (held) => held.includes(NEWLINE) || held.length >= FIRST_LINE_MAX);
  const parser = parse({
    bom: true,
    delimiter: detectDelimiter(head),
    // A short or long row is still a row: missing cells are empty, extra ones are ignored.
    relax_column_count: true,
    // Empty lines are kept (and skipped below) so each record's index is its spreadsheet row.
    skip_empty_lines: false,
  });
  // pipeline passes a source error (the byte cap) on to the parser, which the loop below then throws.
  pipeline(Readable.from(body), parser, () => {});
  let header: Map<number, string> | null = null;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (header === null) {
        header = headerOf(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const fields: Record<string, string | null> = {};
      for (const [index, name] of header) {
        const value = record[index]?.trim() ?? '';
        fields[name] = value === '' ? null : value;
      }
      yield { row, fields };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      // The parser runs ahead of this loop: its own count of records says which row broke.
      const records = (error as CsvError & { records?: number }).records ?? row;
      throw new IntakeError(`The CSV cannot be read at row ${records + 1}: ${error.message}`, 'malformed');
    }
    throw error;
  } finally {
    parser.destroy();
  }
  if (header === null) {
    throw new IntakeError('The file is empty: put a header row and one position per row', 'malformed');
  }
}

/** A CSV's data rows as items, keyed by the header's names as written. */
export const readCsv = capped(csvItems);
