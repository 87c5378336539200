// Smart Picks' fourth section, "My Applications" (ours: the spec promises "track application
// progress"): each application with its opportunity, date and the status recruiters set (withdrawn and
// position closed included, with "Withdraw application" while it is in play), and the way
// to My applications (/account/applications), which adds those made elsewhere and the calendar.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../api/opportunities.ts';
import { Pagination } from '../../components/listing/Pagination.tsx';
import { opportunityPath } from '@phd/contracts/paths';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { STATUS_LABELS } from '@phd/contracts/input/application';
import { appliedOn, applicationsList, pageSlice, type ApplicationItem } from '../account/account-queries.ts';
import { WithdrawApplication } from '../tracking/WithdrawApplication.tsx';
import { ApplicationLetters } from '../tracking/ApplicationLetters.tsx';

/** My applications (issue 32): those on the site and those made elsewhere, with the calendar. */
export const TRACKING_PATH = '/account/applications';

/** Every status as candidates read it (contracts' STATUS_LABELS), with its colour. */
const STATUS_STYLE: Record<string, string> = {
  submitted: 'bg-slate-100 text-slate-800',
  'under review': 'bg-amber-100 text-amber-900',
  shortlisted: 'bg-blue-100 text-blue-900',
  offered: 'bg-green-100 text-green-900',
  'not selected': 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-200 text-slate-700',
  'position closed': 'bg-slate-200 text-slate-700',
} satisfies Record<(typeof STATUS_LABELS)[keyof typeof STATUS_LABELS], string>;

export function ApplicationsSection({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(applicationsList(pageSlice(page)));
  const rows = query.data?.data ?? [];
  return (
    <section aria-label="My Applications" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold text-slate-900">My Applications</h2>
        <Link to={TRACKING_PATH} className={TEXT_LINK}>
          All my applications, with those made elsewhere
        </Link>
      </div>
      {query.isPending ? (
        <p className="text-slate-700">Loading...</p>
      ) : rows.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">
          <p className="font-medium">You have not applied to any opportunities yet</p>
          <p className="mt-1">Apply on an opportunity&apos;s page to follow its progress here</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
            {rows.map((a) => (
              <li key={a.id}>
                <SiteApplicationRow application={a} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil((query.data?.pagination.total ?? 0) / PAGE_SIZE)}
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}

/**
 * One application on the site: its opportunity, when it was made, the status recruiters set (or
 * withdrawn, or position closed), and "Withdraw application" while it is still in play.
 */
export function SiteApplicationRow({ application: a }: { application: ApplicationItem }) {
  const position = a.opportunity?.title ?? 'this position';
  return (
    <div className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          {a.opportunity ? (
            <Link to={opportunityPath(a.opportunity.link)} className="font-medium text-brand-700 hover:underline">
              {a.opportunity.title}
            </Link>
          ) : (
            <span className="font-medium text-slate-800">Opportunity no longer listed</span>
          )}
          <p className="text-sm text-slate-600">
            {a.opportunity ? `${a.opportunity.university} · ` : ''}Applied {appliedOn(a.created_at)}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium capitalize ${STATUS_STYLE[a.status] ?? STATUS_STYLE.submitted}`}
        >
          {a.status}
        </span>
      </div>
      <ApplicationLetters letters={a.letters} />
      <WithdrawApplication id={a.id} position={position} status={a.status} />
    </div>
  );
}
