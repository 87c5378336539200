import type { ReactNode } from 'react';

/** The title block every static page opens with. */
export function StaticPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl py-8 text-center sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-4 text-lg text-slate-700">{children}</div>}
    </header>
  );
}
