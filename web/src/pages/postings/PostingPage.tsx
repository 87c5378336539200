// One PhD posting (/phd-postings/{id}): the opportunity's detail page (the same position, its facts,
// description, how to apply, related), with who posted it, under the postings' breadcrumb. The
// canonical address stays the opportunity's own (/opportunities/{link}), so search engines see one page.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { opportunity } from '../../api/opportunities.ts';
import { DetailSkeleton } from '../../components/opportunity/DetailSkeleton.tsx';
import { opportunityIdFromParam } from '../../components/opportunity/opportunity-id.ts';
import { OpportunityDetails } from '../../components/opportunity/OpportunityDetails.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { POSTINGS_PATH } from '@phd/contracts/paths';
import { closedOpportunityMeta, opportunityMeta } from '@phd/contracts/seo';
import { expiredOf } from '../opportunity/expired.ts';
import { ExpiredOpportunity } from '../opportunity/ExpiredOpportunity.tsx';
import { RemovedOpportunity } from '../opportunity/RemovedOpportunity.tsx';

function Notice({ children, alert }: { children: string; alert?: boolean }) {
  return (
    <div className="py-10 text-center">
      <p
        role={alert ? 'alert' : undefined}
        className={`mx-auto max-w-xl rounded-xl border p-6 font-medium ${
          alert ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-white text-slate-700'
        }`}
      >
        {children}
      </p>
      <Link to={POSTINGS_PATH} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        Back to PhD Postings
      </Link>
    </div>
  );
}

export function PostingPage() {
  const { id = '' } = useParams();
  const query = useQuery(opportunity(opportunityIdFromParam(id)));
  const data = query.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (query.isPending) return <DetailSkeleton />;
  const expired = expiredOf(query.error);
  if (expired) return <ExpiredOpportunity opportunity={expired} />;
  if (query.error instanceof ApiError && query.error.status === 410) return <RemovedOpportunity />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <Notice>This posting was not found.</Notice>;
  if (query.isError) return <Notice alert>An error occurred while fetching the posting.</Notice>;
  if (!data || !data.id) return <Notice>No details available for this posting</Notice>;
  return (
    <>
      <PageHead meta={data.status === 'closed' ? closedOpportunityMeta(data) : opportunityMeta(data)} />
      <div className="pt-4">
        <Link to={POSTINGS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← All PhD Postings
        </Link>
      </div>
      <OpportunityDetails opportunity={data} />
    </>
  );
}
