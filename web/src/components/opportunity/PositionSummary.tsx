// The position at a glance, above its description: the summary (labelled as written from the
// description when it was) and the funding and eligibility facts read from the posting.
import type { OpportunityDetail } from '../../api/types.ts';
import { factRows } from './funding-facts.ts';

export function PositionSummary({ opportunity: o }: { opportunity: OpportunityDetail }) {
  const rows = factRows(o.funding_type, o.facts, o.language);
  if (!o.ai_summary && rows.length === 0) return null;
  const inferred = o.inferred.includes('ai_summary') || o.inferred.includes('facts');
  return (
    <section
      aria-labelledby="summary-title"
      data-testid="position-summary"
      className="space-y-3 rounded-xl bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="summary-title" className="text-xl font-semibold text-slate-900">
          Summary
        </h2>
        {inferred && <p className="text-sm text-slate-600">Summarised automatically from the position description</p>}
      </div>
      {o.ai_summary && <p className="text-slate-800">{o.ai_summary}</p>}
      {rows.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-slate-900">{row.label}</dt>
              <dd className="text-slate-700">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
