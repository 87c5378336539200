// A code block with a Copy button that says "Copied" for a moment once the code is on the clipboard.
import { useEffect, useState } from 'react';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';

export function CopyableCode({ label, code }: { label: string; code: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-4">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <button type="button" onClick={() => void copy()} className={`${SECONDARY_BUTTON} px-3 py-1 text-sm`}>
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy by hand' : 'Copy'}
        </button>
      </div>
      <pre className="rounded-lg bg-slate-900 p-4 text-sm break-all whitespace-pre-wrap text-slate-100">
        <code aria-label={label}>{code}</code>
      </pre>
    </div>
  );
}
