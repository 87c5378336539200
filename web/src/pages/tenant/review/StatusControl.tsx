// The applicant's stage: one button per stage, each showing its keyboard shortcut (the legend), the
// current one pressed. The shortcuts and the legend are for keyboards: not shown on phones.
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { FOCUS_RING } from '../../../components/ui/styles.ts';
import { KEYBOARD_HINT, KEYBOARD_HINT_INLINE, stageKey } from './review-keys.ts';

export function StatusControl({
  status,
  stageNames,
  busy,
  onChoose,
}: {
  status: ApplicantStatus;
  stageNames: Record<ApplicantStatus, string>;
  busy: boolean;
  onChoose: (stage: ApplicantStatus) => void;
}) {
  return (
    <section aria-labelledby="review-status-heading">
      <h3 id="review-status-heading" className="font-semibold text-slate-900">
        Status
      </h3>
      <div role="group" aria-label="Change status" className="mt-2 flex flex-wrap gap-2">
        {APPLICANT_STATUSES.map((stage) => {
          const current = stage === status;
          return (
            <button
              key={stage}
              type="button"
              aria-pressed={current}
              aria-keyshortcuts={stageKey(stage)}
              disabled={busy}
              onClick={() => !current && onChoose(stage)}
              className={`inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm disabled:opacity-60 ${FOCUS_RING} ${
                current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'
              }`}
            >
              <kbd
                className={`${KEYBOARD_HINT_INLINE} rounded px-1 font-mono text-xs ${current ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
              >
                {stageKey(stage)}
              </kbd>
              {stageNames[stage]}
            </button>
          );
        })}
      </div>
      <p data-testid="review-keys" className={`${KEYBOARD_HINT} mt-2 text-xs text-slate-600`}>
        Keys: <kbd className="font-mono">j</kbd> or <kbd className="font-mono">↓</kbd> next applicant,{' '}
        <kbd className="font-mono">k</kbd> or <kbd className="font-mono">↑</kbd> previous,{' '}
        <kbd className="font-mono">1</kbd>–<kbd className="font-mono">7</kbd> set the status (not while typing).
      </p>
    </section>
  );
}
