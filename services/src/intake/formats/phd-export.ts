// The product's own JSON (issue 31, docs/imports.md "Formats"): GET /api/opportunities' items
// (contracts' opportunitySchema), as `{ "data": [...] }` or a bare array, so one university site can
// feed another or the main site. Parsed whole: it is JSON, within the 10 MB cap.
import { IntakeError, type ItemField, type SourceItem } from '../types.ts';
import { capped, jsonBody, presentFields, textOf } from './caps.ts';

type Json = Record<string, unknown>;

/** Unix seconds as ISO (the export's closing_date); 0, like a missing one, is "no deadline". */
function unixSecondsToIso(value: unknown): string | null {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000).toISOString();
}

function exportFields(opportunity: Json): Record<string, string | null> {
  const fields: Partial<Record<ItemField, string | null>> = {
    id: textOf(opportunity.id),
    title: textOf(opportunity.title),
    university: textOf(opportunity.university),
    department: textOf(opportunity.department),
    discipline: textOf(opportunity.ai_department),
    supervisor: textOf(opportunity.supervisor),
    country: textOf(opportunity.country),
    city: textOf(opportunity.city),
    // The list's items carry only the summary; a detail (or a later export) carries the description.
    description: textOf(opportunity.description) ?? textOf(opportunity.ai_summary),
    closing_date: unixSecondsToIso(opportunity.closing_date),
    url: textOf(opportunity.opportunity_url),
    funding: textOf(opportunity.funding),
    funding_type: textOf(opportunity.funding_type),
    open_to: textOf(opportunity.open_to),
  };
  return presentFields(fields);
}

async function* exportItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceItem> {
  const document = await jsonBody(chunks, 'The export');
  const list = Array.isArray(document) ? document : (document as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) {
    throw new IntakeError(
      'This JSON is not an export of positions: expected a list, or { "data": [...] } as GET /api/opportunities answers',
      'malformed',
    );
  }
  for (const [index, opportunity] of list.entries()) {
    if (typeof opportunity === 'object' && opportunity !== null) {
      yield { row: index + 1, fields: exportFields(opportunity as Json) };
    }
  }
}

/** The export's positions, with fields named by ItemField. */
export const readPhdExport = capped(exportItems);
