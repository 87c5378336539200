// The review screen of one opportunity (issue 14; /review/{id} on a tenant host, /saas/review/{id} on
// the main host): the applicants as a filtered list beside the selected one (on phones the list, then
// the applicant), the keyboard for stepping through them and setting their status, and the bulk
// actions. The selected applicant is in the address (?applicant=<id>) so e-mailed links open it.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { APPLICANTS_KEY, applicantsApi, type ApplicantSort } from '../../../api/applicants.ts';
import { ApiError } from '../../../api/client.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { isManagerRole } from '../../../api/staff.ts';
import { TENANT_OPPORTUNITIES_KEY, tenantOpportunities } from '../../../api/tenant-opportunities.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { tenantBase } from '../../../layout/tenant.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { useSignedInStaff } from '../StaffGate.tsx';
import { StaffScreen } from '../TenantShell.tsx';
import { useStageNames } from '../useStageNames.ts';
import { ApplicantFilters } from './ApplicantFilters.tsx';
import { ApplicantList, rowId } from './ApplicantList.tsx';
import { ApplicantPanel } from './ApplicantPanel.tsx';
import { BulkBar } from './BulkBar.tsx';
import { KEYBOARD_HINT_INLINE, reviewKeyAction } from './review-keys.ts';
import { needsConfirm, StatusConfirm, type StatusChangeRequest } from './StatusConfirm.tsx';
import { useReviewActions } from './useReviewActions.ts';

/** Applicants fetched at a time; "Show more" fetches the next ones. */
export const PAGE_SIZE = 50;

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** Not found stays so: asking again only delays the answer. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

function useApplicantList(
  opportunity: string,
  status: ApplicantStatus | undefined,
  q: string,
  sort: ApplicantSort = 'newest',
) {
  const list = useInfiniteQuery({
    queryKey: [...APPLICANTS_KEY, 'list', opportunity, status ?? 'all', q, sort],
    queryFn: ({ pageParam, signal }) =>
      applicantsApi.list({ opportunity, status, q: q || undefined, sort, limit: PAGE_SIZE, offset: pageParam }, signal),
    retry: retryUnlessNotFound,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return last.data.length > 0 && loaded < last.pagination.total ? loaded : undefined;
    },
    // A new filter keeps the old list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  const first = list.data?.pages[0];
  return {
    list,
    applicants: list.data?.pages.flatMap((page) => page.data) ?? [],
    total: first?.pagination.total ?? 0,
    counts: first?.counts,
  };
}

export function TenantReviewPage() {
  const { opportunityId = '' } = useParams();
  const { user } = useSignedInStaff();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('applicant');
  const [status, setStatus] = useState<ApplicantStatus | undefined>();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ApplicantSort>('newest');
  const [filtersKey, setFiltersKey] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<StatusChangeRequest | null>(null);
  const [live, setLive] = useState('');
  const [error, setError] = useState<string | null>(null);

  const stageNames = useStageNames();
  const opportunity = useQuery({
    queryKey: [...TENANT_OPPORTUNITIES_KEY, opportunityId],
    queryFn: ({ signal }) => tenantOpportunities.get(opportunityId, signal).then((answer) => answer.data),
    retry: retryUnlessNotFound,
  });
  const { list, applicants, total, counts } = useApplicantList(opportunityId, status, q, sort);
  const selection = applicants.filter((applicant) => checked.has(applicant.id)).map((applicant) => applicant.id);

  const announce = useCallback((text: string) => {
    setError(null);
    setLive(text);
  }, []);
  const actions = useReviewActions(selectedId, { announce, fail: setError });

  const select = useCallback(
    (id: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('applicant', id);
          else next.delete('applicant');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const applyStatus = (request: StatusChangeRequest, notify: boolean) => {
    setPending(null);
    actions.status.mutate({ ids: request.ids, stage: request.stage, notify, stageName: stageNames[request.stage] });
  };
  const requestStatus = (request: StatusChangeRequest) =>
    needsConfirm(request) ? setPending(request) : applyStatus(request, false);

  // The keyboard: the listener is bound once and always sees this render.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = reviewKeyAction(event);
    if (!action) return;
    const index = applicants.findIndex((applicant) => applicant.id === selectedId);
    if (action.kind === 'status') {
      const current = applicants[index];
      if (!selectedId) return;
      event.preventDefault();
      if (current?.status === action.stage) return;
      requestStatus({ ids: [selectedId], who: current?.name ?? 'this applicant', stage: action.stage });
      return;
    }
    const target = applicants[action.kind === 'next' ? index + 1 : index - 1];
    if (!target || (action.kind === 'previous' && index < 0)) return;
    event.preventDefault();
    select(target.id, true);
    announce(`Applicant ${applicants.indexOf(target) + 1} of ${total}: ${target.name}`);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The selected row stays in view as j/k move through a long list; back on the list (phones), the
  // focus returns to the applicant just read.
  const lastSelected = useRef<string | null>(null);
  useEffect(() => {
    const id = selectedId ?? lastSelected.current;
    const row = id ? document.getElementById(rowId(id)) : null;
    row?.scrollIntoView?.({ block: 'nearest' });
    if (!selectedId && row) row.querySelector<HTMLElement>('a')?.focus();
    lastSelected.current = selectedId;
  }, [selectedId]);

  const clearFilters = () => {
    setStatus(undefined);
    setQ('');
    setFiltersKey((key) => key + 1);
  };
  const filtered = Boolean(status || q);
  const title = opportunity.data?.title ?? applicants[0]?.opportunity_title;
  const backLink = (
    <Link to={`${tenantBase()}/dashboard`} className={TEXT_LINK}>
      Back to the dashboard
    </Link>
  );

  // Another site's, a deleted or an unknown opportunity: the API answers 404 for it and for its list.
  if (isNotFound(opportunity.error) || isNotFound(list.error)) {
    return (
      <StaffScreen title={OPPORTUNITY_NOT_FOUND} actions={backLink}>
        <Notice tone="info">
          There is no opportunity at this address on your site: it may have been deleted, or the link may be mistyped.
          Its applicants, if any, are reviewed from the opportunity on the dashboard.
        </Notice>
      </StaffScreen>
    );
  }

  return (
    <StaffScreen title="Review applicants" intro={title} actions={backLink}>
      <p role="status" aria-live="polite" className="sr-only">
        {live}
      </p>
      {opportunity.data?.status === 'closed' && (
        <div className="mb-4">
          <Notice tone="info">
            This opportunity is closed: it takes no new applications. Its applicants can still be reviewed.
          </Notice>
        </div>
      )}
      {error && (
        <div className="mb-4">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-label="Applicant list" className={`space-y-3 ${selectedId ? 'hidden lg:block' : ''}`}>
          <ApplicantFilters
            key={filtersKey}
            status={status}
            q={q}
            counts={counts}
            stageNames={stageNames}
            onStatus={setStatus}
            onQuery={setQ}
            sort={sort}
            onSort={setSort}
          />
          <BulkBar
            shown={applicants.length}
            selected={selection.length}
            stageNames={stageNames}
            onSelectAll={(on) => setChecked(new Set(on ? applicants.map((applicant) => applicant.id) : []))}
            onClear={() => setChecked(new Set())}
            onStatus={(stage) =>
              requestStatus({
                ids: selection,
                who: selection.length === 1 ? '1 applicant' : `${selection.length} applicants`,
                stage,
              })
            }
            onExport={() => actions.exportCsv.mutate(selection)}
            exporting={actions.exportCsv.isPending}
          />
          {list.isPending ? (
            <Spinner label="Loading the applicants..." />
          ) : list.isError ? (
            <div className="space-y-2">
              <Notice tone="error">{serverMessage(list.error, 'The applicants could not be loaded.')}</Notice>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : applicants.length === 0 ? (
            filtered ? (
              <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
                <p className="font-medium">No applicants match these filters.</p>
                <button type="button" onClick={clearFilters} className={`mt-2 ${TEXT_LINK}`}>
                  Clear the filters
                </button>
              </div>
            ) : (
              <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
                <p className="font-medium">No applicants yet.</p>
                <p className="mt-1 text-sm text-slate-600">
                  Applicants appear here once they apply on your careers page or on PhD Finder, or when staff add one.
                </p>
              </div>
            )
          ) : (
            <div aria-busy={list.isFetching || undefined} className="space-y-3">
              <p className="text-sm text-slate-600">
                {applicants.length} of {total} shown
              </p>
              <ApplicantList
                applicants={applicants}
                selectedId={selectedId}
                checked={checked}
                onCheck={(id, on) =>
                  setChecked((current) => {
                    const next = new Set(current);
                    if (on) next.add(id);
                    else next.delete(id);
                    return next;
                  })
                }
              />
              {list.hasNextPage && (
                <Button
                  variant="secondary"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading…' : 'Show more applicants'}
                </Button>
              )}
            </div>
          )}
        </section>
        {/* Beside a long list, the applicant stays in view (scrolling on its own) while the list scrolls. */}
        <section
          aria-label="Selected applicant"
          className={`lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto ${selectedId ? '' : 'hidden lg:block'}`}
        >
          {selectedId ? (
            <ApplicantPanel
              key={selectedId}
              applicantId={selectedId}
              stageNames={stageNames}
              userId={user.id}
              canDeleteAny={isManagerRole(user.role)}
              actions={actions}
              onStatus={(stage, name) => requestStatus({ ids: [selectedId], who: name, stage })}
              onBack={() => select(null)}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              Choose an applicant to read their details
              <span className={KEYBOARD_HINT_INLINE}>
                , or press <kbd className="font-mono">j</kbd> to start with the first
              </span>
              .
            </p>
          )}
        </section>
      </div>
      <StatusConfirm
        request={pending}
        stageName={pending ? stageNames[pending.stage] : ''}
        onChoose={(notify) => pending && applyStatus(pending, notify)}
        onCancel={() => setPending(null)}
      />
    </StaffScreen>
  );
}
