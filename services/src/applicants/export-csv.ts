// GET /api/applicants/export.csv: the selected (or filtered) applicants as a spreadsheet. Cells are
// quoted as RFC 4180 asks, and a cell a spreadsheet would run as a formula (=, +, -, @, or a tab or
// carriage return first: OWASP's "CSV injection") gets a leading apostrophe, because names and e-mail
// addresses come from applicants. The average rating follows the list's rule: blank until the caller
// has rated the applicant.
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { exportRows, type ListFilters } from './list-applicants.ts';
import { presentIdentity } from '../review/blind.ts';
import { siteStageNames, visibleRating } from './present-applicant.ts';

const HEADER = ['Name', 'Email', 'Phone', 'Country', 'Opportunity', 'Status', 'Stage', 'Average rating', 'Created'];

/** One cell, safe to open in a spreadsheet. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function applicantsCsv(tx: TenantTx, actor: StaffSession, filters: ListFilters): Promise<string> {
  const rows = await exportRows(tx, actor, filters);
  const names = await siteStageNames(tx, actor.tenantId);
  const lines = rows.map((r) => {
    // Blind review: the pseudonym and empty contact cells, as on the screen.
    const who = presentIdentity(r, r.opportunity);
    return csvLine([
      who.name,
      who.email,
      who.phone,
      who.country,
      r.opportunity?.title ?? null,
      r.status,
      names[r.status],
      visibleRating(r.ratings, actor.userId)?.average ?? null,
      r.createdAt.toISOString(),
    ]);
  });
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented names).
  return `\ufeff${csvLine(HEADER)}${lines.join('')}`;
}

/** A download name with nothing a header could trip on. */
export function csvFilename(slug: string, now = new Date()): string {
  return `applicants-${slug.replace(/[^a-z0-9-]/g, '')}-${now.toISOString().slice(0, 10)}.csv`;
}
