import type { ReactNode } from 'react';

const TONES = {
  error: 'bg-red-50 text-red-800',
  success: 'bg-green-50 text-green-900',
  info: 'bg-brand-50 text-slate-800',
} as const;

/** A message above or instead of a form: errors are announced at once, the rest politely. */
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 ${TONES[tone]}`}>
      {children}
    </div>
  );
}
