// On a position's page, for a signed-in candidate whose profile has a nationality or a residence:
// whether the posting lets them apply (issue 32 part 4), asked of the detail with their codes. Nothing
// for anyone else, and nothing while it loads or if it fails: the page is complete without it.
import { useQuery } from '@tanstack/react-query';
import { opportunityEligibility, useEligibleCodes } from '../../api/eligibility.ts';
import { EligibilityNote } from './EligibilityNote.tsx';

export function EligibilityPanel({ opportunityId }: { opportunityId: string }) {
  const codes = useEligibleCodes();
  const ready = codes.state === 'ready' ? codes.codes : [];
  const eligibility = useQuery({ ...opportunityEligibility(opportunityId, ready), enabled: ready.length > 0 }).data;
  if (ready.length === 0 || !eligibility) return null;
  const tone =
    eligibility.open === true
      ? 'border-emerald-200 bg-emerald-50'
      : eligibility.open === false
        ? 'border-amber-200 bg-amber-50'
        : 'border-slate-200 bg-white';
  return (
    <section aria-labelledby="eligibility-title" className={`space-y-2 rounded-xl border p-4 shadow-sm md:p-6 ${tone}`}>
      <h2 id="eligibility-title" className="text-base font-semibold text-slate-900">
        Can you apply?
      </h2>
      <EligibilityNote eligibility={eligibility} />
    </section>
  );
}
