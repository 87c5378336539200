// A value the owner hands to another system (an IdP's administrators, an HR system: addresses, a secret,
// a key): shown whole, selectable, with a Copy button that says whether it worked (clipboards can be refused).
import { useEffect, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/TextField.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/styles.ts';

export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const writing = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'));
    writing.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className={`${INPUT_CLASS} min-w-0 flex-1 border-slate-300 font-mono text-sm`}
        />
        <button
          type="button"
          onClick={copy}
          aria-label={copyLabel ?? `Copy ${label}`}
          className={`${SECONDARY_BUTTON} mt-1 shrink-0 px-3 py-2 text-sm`}
        >
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
