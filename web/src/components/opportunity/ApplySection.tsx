// How to apply (spec section 2): on the site when the opportunity collects resumes (guests are sent to
// sign in first; the form arrives with candidate accounts), otherwise the university's own page.
import { Link } from 'react-router-dom';
import { trackEvent } from '../../analytics/track.ts';
import type { Opportunity } from '../../api/types.ts';
import { useSignedIn } from './signed-in.ts';

const PRIMARY =
  'inline-block rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export function ApplySection({ opportunity: o }: { opportunity: Opportunity }) {
  const signedIn = useSignedIn();
  if (o.collect_resumes) {
    return (
      <section aria-labelledby="apply-title" className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="apply-title" className="text-xl font-semibold text-slate-900">
          Apply for this Position
        </h2>
        {signedIn ? (
          <p className="text-slate-700">Applications on the site open with candidate accounts.</p>
        ) : (
          <Link to="/login" className={PRIMARY}>
            Login to apply
          </Link>
        )}
      </section>
    );
  }
  if (!o.opportunity_url) return null;
  return (
    <div>
      <a
        href={o.opportunity_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => trackEvent('Apply Click', 'Opportunity', o.id)}
        className={PRIMARY}
      >
        Apply Now<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
