// The bulk actions of the review list: select all shown, change the status of the selection (the
// confirm step asks about the e-mail) and export the selection as CSV.
import { useId, useState } from 'react';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { Button } from '../../../components/ui/Button.tsx';
import { FOCUS_RING } from '../../../components/ui/styles.ts';

export function BulkBar({
  shown,
  selected,
  stageNames,
  onSelectAll,
  onClear,
  onStatus,
  onExport,
  exporting,
}: {
  shown: number;
  selected: number;
  stageNames: Record<ApplicantStatus, string>;
  onSelectAll: (on: boolean) => void;
  onClear: () => void;
  onStatus: (stage: ApplicantStatus) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const stageId = useId();
  const [stage, setStage] = useState<ApplicantStatus>('shortlisted');
  const allShown = shown > 0 && selected >= shown;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={allShown}
          disabled={shown === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="h-4 w-4"
        />
        Select all shown
      </label>
      {selected > 0 && (
        <>
          <span aria-live="polite">{selected} selected</span>
          <span className="flex items-center gap-2">
            <label htmlFor={stageId} className="sr-only">
              New status for the selection
            </label>
            <select
              id={stageId}
              value={stage}
              onChange={(event) => setStage(event.target.value as ApplicantStatus)}
              className={`rounded-md border border-slate-300 bg-white px-2 py-1 ${FOCUS_RING}`}
            >
              {APPLICANT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {stageNames[s]}
                </option>
              ))}
            </select>
            <Button variant="secondary" className="!px-3 !py-1" onClick={() => onStatus(stage)}>
              Change status
            </Button>
          </span>
          <Button variant="secondary" className="!px-3 !py-1" onClick={onExport} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <button type="button" onClick={onClear} className={`text-brand-600 underline ${FOCUS_RING}`}>
            Clear selection
          </button>
        </>
      )}
    </div>
  );
}
