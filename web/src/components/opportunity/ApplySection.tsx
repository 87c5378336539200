// How to apply (spec section 2): on the site when the opportunity collects resumes (guests are sent to
// sign in first), otherwise the university's own page. A candidate who has already applied is told
// when, and where the application stands, instead of being offered the form again; a closed position
// offers no way to apply (its page says it is closed), and neither does one past its deadline: a passed
// deadline closes applications (shared/application-window), which the page says here.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { trackEvent } from '../../analytics/track.ts';
import { applicationFor } from '../../api/applications.ts';
import type { Opportunity } from '../../api/types.ts';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { deadlinePassed } from '@phd/contracts/application-window';
import { lettersAsked } from '@phd/contracts/input/references';
import { ApplicationForm } from '../apply/ApplicationForm.tsx';
import { AppliedNote } from './AppliedNote.tsx';
import { useNow } from './use-now.ts';

const PRIMARY =
  'inline-block rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/** How many reference letters the position asks for (a university site's detail answer says; issue 34). */
const lettersOf = (o: Opportunity) => ('references_required' in o ? Number(o.references_required) || 0 : 0);

export const APPLICATIONS_CLOSED = 'Applications for this position closed on its deadline.';

export function ApplySection({ opportunity: o }: { opportunity: Opportunity }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const now = useNow();
  const application = useQuery({ ...applicationFor(o.id), enabled: Boolean(user) });
  // Applied from this page just now: the form keeps its confirmation rather than turning into the note.
  const [appliedHere, setAppliedHere] = useState(false);
  const earlier = user && !appliedHere ? application.data : null;

  if (earlier) return <AppliedNote application={earlier} />;
  if (o.status === 'closed') return null;
  if (deadlinePassed(o.closing_date, now)) {
    return (
      <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
        {APPLICATIONS_CLOSED}
      </p>
    );
  }
  if (o.collect_resumes) {
    return (
      <section aria-labelledby="apply-title" className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="apply-title" className="text-xl font-semibold text-slate-900">
          Apply for this Position
        </h2>
        {lettersOf(o) > 0 && <p className="text-slate-700">{lettersAsked(lettersOf(o))}</p>}
        {!user ? (
          <Link to="/login" state={{ from: pathname }} className={PRIMARY}>
            Login to apply
          </Link>
        ) : application.isPending && !appliedHere ? (
          // Not the form yet: it would be the wrong thing to fill in if they have applied already.
          <p role="status" className="text-slate-700">
            Checking your applications...
          </p>
        ) : (
          <ApplicationForm
            opportunityId={o.id}
            user={user}
            onSubmitted={() => setAppliedHere(true)}
            referencesRequired={lettersOf(o)}
          />
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
