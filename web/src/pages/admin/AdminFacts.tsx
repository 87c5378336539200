// A record's facts on an admin card (a recruiter's, a university site's): "Term: value" pairs, two
// columns from the small breakpoint up.
import type { ReactNode } from 'react';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">{children}</dl>;
}

/** `wrap` breaks a long unbroken value (an e-mail address) anywhere rather than widening the card. */
export function Fact({ term, wrap = false, children }: { term: string; wrap?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="inline text-slate-500">{`${term}: `}</dt>
      <dd className={wrap ? 'inline break-all' : 'inline'}>{children}</dd>
    </div>
  );
}
