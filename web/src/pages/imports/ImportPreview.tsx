// The dry run's answer (issue 31, "preview of the first rows as they will be published with per-row
// errors"): the totals, each column's field (changing one runs the preview again), the required fields
// nothing fills, the first rows as they will be published or why they will be refused, and every
// refusal when the first rows do not show them all.
import { IMPORT_FIELDS } from '@phd/contracts/endpoints/imports';
import type { ImportMapping, ImportPreview as Preview } from '../../api/imports.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';
import { RefusedRows } from './RefusedRows.tsx';
import { FIELD_LABELS, IGNORE_LABEL, fundingLabel, plural } from './import-labels.ts';

const HEAD = 'py-2 pr-4 font-medium';
const CELL = 'py-2 pr-4 align-top';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

export function ImportPreview({
  preview,
  onMapping,
  busy,
}: {
  preview: Preview;
  /** A column given another field (or "ignore"); the form runs the preview again with it. */
  onMapping: (header: string, target: ImportMapping[string]) => void;
  busy: boolean;
}) {
  const shownRefusals = preview.rows.filter((r) => r.reason !== null).length;
  return (
    <section aria-labelledby="import-preview-title" className="space-y-4" aria-busy={busy}>
      <h3 id="import-preview-title" className="text-lg font-semibold text-brand-900">
        Preview
      </h3>
      <p className="font-medium text-slate-900" data-testid="import-totals">
        {plural(preview.total, 'row')} read · {preview.publishable} will be published · {preview.refused} refused
      </p>
      {preview.missing_fields.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          No column fills {preview.missing_fields.map((f) => FIELD_LABELS[f]).join(', ')}, so every row will be refused.
          Choose the column that holds it below, or give a default.
        </div>
      )}
      {preview.headers.length > 0 && <MappingTable preview={preview} onMapping={onMapping} busy={busy} />}
      <RowsTable preview={preview} />
      {preview.refused > shownRefusals && <RefusalList preview={preview} />}
    </section>
  );
}

function MappingTable({ preview, onMapping, busy }: Parameters<typeof ImportPreview>[0]) {
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">Columns</h4>
      <p className="text-sm text-slate-700">
        Each column of your file and the field it fills. Change one and the preview follows.
      </p>
      <ScrollRegion label="Columns and their fields">
        <table className="w-full min-w-[24rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th className={HEAD}>Column in your file</th>
              <th className={HEAD}>Fills</th>
            </tr>
          </thead>
          <tbody>
            {preview.headers.map((header) => (
              <tr key={header} className="border-b border-slate-100">
                <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                  {header}
                </th>
                <td className={CELL}>
                  <select
                    aria-label={`Field for the column “${header}”`}
                    className={`${INPUT_CLASS} mt-0 max-w-xs border-slate-300`}
                    value={preview.mapping[header] ?? 'ignore'}
                    disabled={busy}
                    onChange={(event) => onMapping(header, event.target.value as ImportMapping[string])}
                  >
                    {IMPORT_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {FIELD_LABELS[field]}
                      </option>
                    ))}
                    <option value="ignore">{IGNORE_LABEL}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function RowsTable({ preview }: { preview: Preview }) {
  if (preview.rows.length === 0) return <Notice tone="info">The source holds no positions to import.</Notice>;
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">
        {preview.rows.length < preview.total ? `The first ${preview.rows.length} rows` : 'Every row'}, as they will be
        published
      </h4>
      <ScrollRegion label="Rows as they will be published">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th className={HEAD}>Row</th>
              <th className={HEAD}>Title</th>
              <th className={HEAD}>University</th>
              <th className={HEAD}>Country</th>
              <th className={HEAD}>Closing date</th>
              <th className={HEAD}>Funding</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) =>
              row.position ? (
                <tr key={row.row} className="border-b border-slate-100">
                  <td className={CELL}>{row.row}</td>
                  <td className={`${CELL} font-medium text-slate-900`}>{row.position.title}</td>
                  <td className={CELL}>{row.position.university}</td>
                  <td className={CELL}>{row.position.country}</td>
                  <td className={CELL}>{day(row.position.closing_date)}</td>
                  <td className={CELL}>{fundingLabel(row.position.funding_type)}</td>
                </tr>
              ) : (
                <tr key={row.row} className="import-refused border-b border-red-100" data-testid="refused-row">
                  <td className={CELL}>{row.row}</td>
                  <td className={`${CELL} text-red-800`} colSpan={5}>
                    {/* On a phone the table scrolls sideways: the reason wraps where it can be read. */}
                    <p className="sticky left-0 max-w-[calc(100vw-6rem)] sm:max-w-none">
                      <span className="font-semibold">Refused:</span> {row.reason}
                    </p>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function RefusalList({ preview }: { preview: Preview }) {
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">Every refused row ({preview.refused})</h4>
      <RefusedRows refusals={preview.refusals} total={preview.refused} />
    </div>
  );
}
