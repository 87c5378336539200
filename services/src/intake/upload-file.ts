// An import's uploaded file, judged by its bytes and never its name (issue 31): a CSV is UTF-8 text with
// no NUL byte that file-type recognises as nothing else (a PDF renamed .csv is a PDF); an XLSX is what
// file-type calls one. The reader checks the rest (the zip's entries, the rows) when the run opens it.
import { fileTypeFromBuffer } from 'file-type';
import { invalid } from '../errors.ts';
import { INTAKE_LIMITS } from './types.ts';

export type UploadFormat = 'csv' | 'xlsx';

export const UPLOAD_MAX_BYTES = INTAKE_LIMITS.maxBytes;
export const UPLOAD_TOO_LARGE = 'The file must be smaller than 10 MB.';
export const NO_UPLOAD_FILE = 'Please choose a CSV or XLSX file to import.';
export const NOT_CSV = 'This file is not a CSV: please upload a spreadsheet saved as CSV (UTF-8 text).';
export const NOT_XLSX = 'This file is not an XLSX workbook: please upload an Excel (.xlsx) file or a CSV.';

export const UPLOAD_TYPES: Record<UploadFormat, { mime: string; extension: string }> = {
  csv: { mime: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
};

/** Whether the bytes are UTF-8 text a spreadsheet could have saved (a BOM is fine, a NUL is not). */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** 400 with a sentence unless `bytes` are a file of `format` by their content. */
export async function checkUploadedFile(bytes: Buffer, format: UploadFormat): Promise<void> {
  if (bytes.length === 0) throw invalid(NO_UPLOAD_FILE);
  if (bytes.length > UPLOAD_MAX_BYTES) throw invalid(UPLOAD_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  if (format === 'xlsx') {
    if (detected?.ext !== 'xlsx') throw invalid(NOT_XLSX);
    return;
  }
  // file-type recognises binary formats only; text it cannot name is what a CSV should be.
  if (detected || !isUtf8Text(bytes)) throw invalid(NOT_CSV);
}
