// The shared frame of the legal pages: a title, the date of the last revision and numbered sections.
import type { ReactNode } from 'react';
import { POSTAL_ADDRESS } from '../../components/support/contact-details.ts';

export const LEGAL_LAST_UPDATED = '1 December 2026';

export function LegalDocument({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="mt-6 space-y-3 leading-relaxed text-slate-700">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** The controller's postal address on one line (without the company name, which the text gives). */
export const CONTROLLER_ADDRESS = POSTAL_ADDRESS.slice(1).join(', ');
