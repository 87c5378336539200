// The detail page at /opportunities/{title}: the parameter is the opportunity's link or its id. Once
// loaded, the address shows the opportunity's own link (spec section 2), without loading it again.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { trackEvent } from '../../analytics/track.ts';
import { ApiError } from '../../api/client.ts';
import { opportunity } from '../../api/opportunities.ts';
import { DetailSkeleton } from '../../components/opportunity/DetailSkeleton.tsx';
import { opportunityIdFromParam } from '../../components/opportunity/opportunity-id.ts';
import { OpportunityDetails } from '../../components/opportunity/OpportunityDetails.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { opportunityPath } from '@phd/contracts/paths';
import { closedOpportunityMeta, opportunityMeta } from '@phd/contracts/seo';
import { expiredOf } from './expired.ts';
import { ExpiredOpportunity } from './ExpiredOpportunity.tsx';
import { RemovedOpportunity } from './RemovedOpportunity.tsx';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function Notice({ children, alert }: { children: string; alert?: boolean }) {
  return (
    <div className="py-10">
      <p
        role={alert ? 'alert' : undefined}
        className={`mx-auto max-w-xl rounded-xl border p-6 text-center font-medium ${
          alert ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-white text-slate-700'
        }`}
      >
        {children}
      </p>
    </div>
  );
}

export function OpportunityPage() {
  const { title = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery(opportunity(opportunityIdFromParam(title)));
  const data = query.data;
  const link = data?.link;
  const loadedId = data?.id;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!link) return;
    const target = opportunityPath(link);
    if (decoded(pathname) !== target) navigate(`${target}${search}${hash}`, { replace: true });
  }, [link, pathname, search, hash, navigate]);

  useEffect(() => {
    if (loadedId) trackEvent('View Opportunity Details', 'Opportunity', loadedId);
  }, [loadedId]);

  if (query.isPending) return <DetailSkeleton />;
  const expired = expiredOf(query.error);
  if (expired) return <ExpiredOpportunity opportunity={expired} />;
  if (query.error instanceof ApiError && query.error.status === 410) return <RemovedOpportunity />;
  if (query.isError) return <Notice alert>An error occurred while fetching opportunity details.</Notice>;
  if (!data || !data.id) return <Notice>No details available for this opportunity</Notice>;
  return (
    <>
      <PageHead meta={data.status === 'closed' ? closedOpportunityMeta(data) : opportunityMeta(data)} />
      <OpportunityDetails opportunity={data} />
    </>
  );
}
