// What every part of an import shares (issue 31, docs/imports.md): a source's formats, one item as a
// source gives it, the fields an item is mapped to, and the problems a row or a whole source can have.
// The formats read bytes into SourceItems; map-item.ts turns a SourceItem into an opportunity's fields
// or a refusal; the run (run/run-import.ts) writes them, keyed by the source's own id or URL.

/**
 * The formats a source can be (an upload is csv or xlsx; a URL is any: feed = RSS 2.0, Atom or JSON Feed,
 * told apart by content; jobposting = schema.org JobPosting in a careers page, a sitemap of such pages or
 * a JSON list; phd_export = the product's own JSON export), and the fields an item can carry by their
 * canonical names (spreadsheet headers are mapped onto these; the feed and JobPosting readers fill them
 * directly). Both lists are the import API's, defined once in its contract.
 */
import type { IMPORT_FIELDS, IMPORT_FORMATS } from '@phd/contracts/endpoints/imports';

export { IMPORT_FORMATS as INTAKE_FORMATS, IMPORT_FIELDS as ITEM_FIELDS } from '@phd/contracts/endpoints/imports';
export type IntakeFormat = (typeof IMPORT_FORMATS)[number];
export type ItemField = (typeof IMPORT_FIELDS)[number];

/** One item as its source gives it, before mapping. */
export interface SourceItem {
  /** 1-based position in the source (a spreadsheet's data row number, counting the header as row 1). */
  row: number;
  /** Raw values by the source's own names (spreadsheets) or by ItemField (feeds, JobPosting, export). */
  fields: Record<string, string | null>;
}

/** Why one row was refused, for the preview and the run's report. */
export interface RowProblem {
  row: number;
  /** The source's own id or URL of the item, when it has one. */
  key: string | null;
  reason: string;
}

/** A whole source cannot be read (malformed file, too big, refused address): a readable reason, never a 500. */
export class IntakeError extends Error {
  constructor(
    message: string,
    /** Machine-readable kind, e.g. too_large, too_many_items, malformed, timeout, refused_address, robots, http_status, content_type. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'IntakeError';
  }
}

/** The caps every source read respects (the safety section). */
export const INTAKE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxItems: 5_000,
  timeoutMs: 30_000,
  maxRedirects: 3,
} as const;
