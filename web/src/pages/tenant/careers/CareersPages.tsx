// A university site's public careers page (issue 14), outside the staff gate: the site's open
// positions, one position with the application form (no account), and the page the e-mailed
// confirmation link opens. In the site's branding (the tenant layout); indexed, and the gateway adds a
// JobPosting for each open position to the HTML it sends (gateway/src/seo/careers-head.ts).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { careersList, careersOpportunity, confirmCareersApplication } from '../../../api/careers.ts';
import { PageHead } from '../../../components/seo/PageHead.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { OpportunityBadges } from '../../../components/opportunity/OpportunityBadges.tsx';
import { ImportedFrom } from '../../../components/opportunity/ImportedFrom.tsx';
import { OpportunityFacts } from '../../../components/opportunity/OpportunityFacts.tsx';
import { withoutEmptyElements } from '../../../components/opportunity/description.ts';
import { useNow } from '../../../components/opportunity/use-now.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { tenantBase } from '../../../layout/tenant.ts';
import { useTenant } from '../../../layout/useTenant.ts';
import { careersOpportunityPath, CAREERS_PATH } from '@phd/contracts/careers';
import { careersOpportunityMeta, tenantPageMeta } from '@phd/contracts/seo';
import { Notice } from '../../../components/ui/Notice.tsx';
import { lettersAsked } from '@phd/contracts/input/references';
import { CareersApplicationForm } from './CareersApplicationForm.tsx';

const careersHref = (id?: string) => `${tenantBase()}${id ? careersOpportunityPath(id) : CAREERS_PATH}`;

function CareersHead() {
  const { tenant } = useTenant();
  const { pathname } = useLocation();
  return tenant ? <PageHead meta={tenantPageMeta(tenant, pathname)} /> : null;
}

export function CareersListPage() {
  const { tenant } = useTenant();
  const list = useQuery(careersList());
  const now = useNow();
  return (
    <div className="mx-auto max-w-4xl space-y-6 py-6">
      <CareersHead />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">PhD positions{tenant ? ` at ${tenant.university}` : ''}</h1>
        <p className="mt-2 text-slate-700">Read an open position and apply with your resume: no account needed.</p>
      </header>
      {list.isLoading && <Spinner label="Loading positions..." />}
      {list.error && <Notice tone="error">{serverMessage(list.error, 'The positions could not be loaded.')}</Notice>}
      {list.data?.data.length === 0 && <p className="text-slate-700">There are no open positions right now.</p>}
      <ul className="space-y-4">
        {list.data?.data.map((o) => (
          <li key={o.id} className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-xl font-semibold">
              <Link to={careersHref(o.id)} className={TEXT_LINK}>
                {o.title}
              </Link>
            </h2>
            <div className="mt-2">
              <OpportunityFacts opportunity={o} now={now} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CareersOpportunityPage() {
  const { opportunityId = '' } = useParams();
  const { tenant } = useTenant();
  const { pathname } = useLocation();
  const position = useQuery(careersOpportunity(opportunityId));
  const site = useQuery(careersList());
  const now = useNow();
  const o = position.data;
  const description = useMemo(() => withoutEmptyElements(o?.description ?? ''), [o?.description]);
  if (position.isLoading) return <Spinner label="Loading the position..." />;
  if (!o)
    return (
      <div className="mx-auto max-w-2xl space-y-4 py-6">
        <CareersHead />
        <Notice tone="error">{serverMessage(position.error, 'This position is not open on this site.')}</Notice>
        <Link to={careersHref()} className={TEXT_LINK}>
          See the open positions
        </Link>
      </div>
    );
  return (
    <div className="mx-auto max-w-4xl space-y-6 py-6">
      {tenant && <PageHead meta={careersOpportunityMeta(tenant, o, pathname)} />}
      <Link to={careersHref()} className={TEXT_LINK}>
        All open positions
      </Link>
      <article aria-labelledby="opportunity-title" className="space-y-6">
        <header className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
          <h1 id="opportunity-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
            {o.title}
          </h1>
          <OpportunityBadges openTo={o.open_to} fullyFunded={o.fully_funded} />
          <OpportunityFacts opportunity={o} now={now} />
          <ImportedFrom importedFrom={o.imported_from} />
        </header>
        <section className="rounded-xl bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">Position Description</h2>
          {/* The server sanitised this HTML (services/src/content); here only empty elements go. */}
          <div className="rich-text mt-3 text-slate-800" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
        <section aria-labelledby="apply-title" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="apply-title" className="text-xl font-semibold text-slate-900">
            Apply for this position
          </h2>
          {(o.references_required ?? 0) > 0 && (
            <p className="mt-1 text-slate-700">{lettersAsked(o.references_required ?? 0)}</p>
          )}
          {site.data ? (
            <CareersApplicationForm
              opportunityId={o.id}
              consent={site.data.site.consent}
              referencesRequired={o.references_required ?? 0}
            />
          ) : (
            <Spinner label="Loading the form..." />
          )}
        </section>
      </article>
    </div>
  );
}

const INCOMPLETE = 'This link is incomplete. Please open the link from your e-mail again.';

export function CareersConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // Once per link (a second call would find it used): never refetched, shared by a double render.
  const confirmation = useQuery({
    queryKey: ['careers', 'confirm', token],
    queryFn: () => confirmCareersApplication(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const outcome = !token
    ? { tone: 'error' as const, text: INCOMPLETE }
    : confirmation.error
      ? { tone: 'error' as const, text: serverMessage(confirmation.error, 'Your application could not be confirmed.') }
      : confirmation.data
        ? { tone: 'success' as const, text: confirmation.data.message }
        : null;
  return (
    <div className="mx-auto my-8 w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-lg">
      <CareersHead />
      <h1 className="text-2xl font-bold text-slate-900">Confirm your application</h1>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : <Spinner label="Confirming..." />}
      <Link to={careersHref()} className={TEXT_LINK}>
        See the open positions
      </Link>
    </div>
  );
}
