// The rows a preview or a run refused, each with its row number and reason, in a box that scrolls on
// its own (there may be 500). `total`: how many were refused in all, when the list holds only the first.
import type { ImportRun } from '../../api/imports.ts';

export function RefusedRows({ refusals, total }: { refusals: ImportRun['refusals']; total?: number }) {
  return (
    <ul className="import-refusals max-h-72 space-y-1 overflow-y-auto rounded-lg border border-red-100 bg-red-50 p-3 text-sm text-red-900">
      {refusals.map((r) => (
        <li key={r.row}>
          <span className="font-medium">Row {r.row}:</span> {r.reason}
        </li>
      ))}
      {total !== undefined && total > refusals.length && <li>…and {total - refusals.length} more.</li>}
    </ul>
  );
}
