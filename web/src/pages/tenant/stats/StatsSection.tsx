// One block of the statistics screen: a card with a heading that names it for screen readers too.
import { useId, type ReactNode } from 'react';

export function StatsSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Where there is no figure (nobody to count yet): a dash to the eye, words to a screen reader. */
export function NoFigure() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none yet</span>
    </>
  );
}

/** Shared by the statistics' tables, so they line up alike. */
export const TABLE = 'w-full border-collapse text-left text-sm';
export const HEAD_ROW = 'border-b border-slate-300 text-slate-900';
export const BODY_ROW = 'border-b border-slate-200 last:border-b-0';
export const CELL = 'py-2 pr-4';
export const NUMBER_CELL = `${CELL} text-right tabular-nums`;
