// /university/applications/{opportunityId}: the applications to one of the recruiter's positions, newest
// first, with a filter per status, each candidate's details and comments, the resume (downloaded
// through a five-minute link) and the status, which the candidate sees in "My Applications" (withdrawn
// and closed ones, set from the candidate's side, show a badge instead of the dropdown). Picking
// shortlisted, rejected or offered first asks whether to e-mail the candidate (a misclicked rejection
// must never reach them): change and send the e-mail, change without it, or cancel. The recruiter's
// "New application" e-mail links here with ?application={id}, which is scrolled to and highlighted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  SETTABLE_APPLICATION_STATUSES,
  STATUS_LABELS,
  recruiterApplications,
  type ApplicationStatus,
  type SettableApplicationStatus,
  type RecruiterApplication,
} from '../../api/university.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { FOCUS_RING, TEXT_LINK } from '../../components/ui/styles.ts';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { APPLICATION_PARAM } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { isNotifiedStatus, statusMailSubject, type NotifiedStatus } from '@phd/contracts/status-mails';
import { RECRUITER_OPPORTUNITIES_KEY } from './OpportunityEditor.tsx';
import { RecruiterGate } from './RecruiterGate.tsx';
import { StatusBadge, STATUS_COLOURS } from './status-badges.tsx';

type ApplicationList = Awaited<ReturnType<typeof recruiterApplications.list>>;

const isSettable = (status: ApplicationStatus): status is SettableApplicationStatus =>
  (SETTABLE_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);

/**
 * Why a withdrawn or closed application has a badge where the others have the status dropdown: the
 * candidate's side set it (they withdrew; the position closed and they were told), and it is final.
 */
const ENDED_BY_CANDIDATE_SIDE: Record<Exclude<ApplicationStatus, SettableApplicationStatus>, string> = {
  withdrawn: 'The candidate withdrew this application.',
  closed: 'The position closed before a decision, and the candidate was told.',
};

const listKey = (opportunityId: string) => ['university', 'applications', opportunityId];

export function ApplicationsPage() {
  const { opportunityId = '' } = useParams();
  return (
    <>
      <PageHead
        meta={{ ...pageMeta(`/university/applications/${opportunityId}`), title: 'Applications | PhD Finder' }}
      />
      <RecruiterGate>{() => <Applications opportunityId={opportunityId} />}</RecruiterGate>
    </>
  );
}

function Applications({ opportunityId }: { opportunityId: string }) {
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('all');
  const list = useQuery({
    queryKey: listKey(opportunityId),
    queryFn: ({ signal }) => recruiterApplications.list(opportunityId, signal),
    retry: false,
  });
  const [search] = useSearchParams();
  const linked = search.get(APPLICATION_PARAM);
  // Opened from the "New application" e-mail: bring that application into view, once.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!linked || !list.data || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(`application-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linked, list.data]);

  const back = (
    <Link to="/university/dashboard" className={`${TEXT_LINK} text-sm`}>
      ← Back to dashboard
    </Link>
  );
  if (list.isPending) return <Spinner label="Loading applications..." />;
  if (list.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 py-8">
        {back}
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {serverMessage(list.error, 'The applications could not be loaded. Please refresh the page.')}
        </p>
      </div>
    );
  }

  const { opportunity, data, counts } = list.data;
  const shown = filter === 'all' ? data : data.filter((a) => a.status === filter);
  const filters: { value: ApplicationStatus | 'all'; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: counts.total },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts[s] })),
  ];

  return (
    <div className="mx-auto max-w-5xl space-y-6 py-6">
      <div>
        {back}
        <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">Applications</h1>
        <p className="mt-1 text-slate-700">
          {opportunity.title}
          {opportunity.status === 'closed' && <span className="ml-2 text-sm text-slate-600">(closed)</span>}
        </p>
      </div>

      <div role="group" aria-label="Show applications" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={`rounded-full px-3 py-1 text-sm font-medium ${FOCUS_RING} ${
              filter === f.value
                ? 'bg-brand-700 text-white'
                : f.value === 'all'
                  ? 'bg-white text-slate-800 ring-1 ring-slate-300'
                  : STATUS_COLOURS[f.value]
            }`}
          >
            {f.label} ({f.count})
          </button>
        ))}
      </div>

      {data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No applications yet</h2>
          <p className="mt-1 text-slate-700">Applications to this position will appear here as candidates apply.</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="text-slate-700">No applications with this status.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((a) => (
            <ApplicationRow
              key={a.id}
              application={a}
              opportunityId={opportunityId}
              opportunityTitle={opportunity.title}
              linked={a.id === linked}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the status dialog asks about; kept (closed) after it was answered so the dialog closes in place. */
interface StatusQuestion {
  next: NotifiedStatus;
  open: boolean;
}

function ApplicationRow({
  application: a,
  opportunityId,
  opportunityTitle,
  linked,
}: {
  application: RecruiterApplication;
  opportunityId: string;
  opportunityTitle: string;
  /** The application the recruiter's e-mail linked to. */
  linked: boolean;
}) {
  const client = useQueryClient();
  const errors = useErrorModal();
  const [notice, setNotice] = useState<string | null>(null);
  const [question, setQuestion] = useState<StatusQuestion | null>(null);
  const status = useMutation({
    mutationFn: ({ next, notify }: { next: SettableApplicationStatus; notify: boolean }) =>
      recruiterApplications.setStatus(a.id, next, notify),
    onSuccess: ({ data }, { next, notify }) => {
      setNotice(
        !isNotifiedStatus(next)
          ? 'Status updated.'
          : notify
            ? `Status updated. ${a.name} will be told by email.`
            : `Status updated. No email was sent to ${a.name}.`,
      );
      // The row shows the new status at once; the counts follow with the refetch.
      client.setQueryData<ApplicationList>(listKey(opportunityId), (list) =>
        list ? { ...list, data: list.data.map((row) => (row.id === data.id ? data : row)) } : list,
      );
      void client.invalidateQueries({ queryKey: listKey(opportunityId) });
      void client.invalidateQueries({ queryKey: RECRUITER_OPPORTUNITIES_KEY });
    },
    onError: (error) => errors.show(serverMessage(error, 'The status could not be changed. Please try again.')),
  });
  const pick = (next: SettableApplicationStatus) => {
    if (status.isPending) return;
    setNotice(null);
    if (isNotifiedStatus(next)) setQuestion({ next, open: true });
    else status.mutate({ next, notify: false });
  };
  const answer = (notify: boolean) => {
    if (!question) return;
    setQuestion({ ...question, open: false });
    status.mutate({ next: question.next, notify });
  };
  const cancel = () => setQuestion((q) => (q ? { ...q, open: false } : q));
  // The dropdown shows what is being asked about or saved, then the saved status.
  const shown = question?.open ? question.next : status.isPending ? status.variables.next : a.status;
  const download = useMutation({
    mutationFn: () => recruiterApplications.resumeLink(a.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => errors.show(serverMessage(error, 'The resume could not be downloaded. Please try again.')),
  });
  const applied = new Date(a.created_at * 1000).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <li
      id={`application-${a.id}`}
      aria-current={linked ? 'true' : undefined}
      className={`scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ${linked ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'}`}
      data-testid="application"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{a.name}</h2>
          <p className="text-sm text-slate-700">
            <a href={`mailto:${a.email}`} className={TEXT_LINK}>
              {a.email}
            </a>
            {a.contact_mobile && <> · {a.contact_mobile}</>}
            {a.country && <> · {a.country}</>}
          </p>
          <p className="mt-1 text-sm text-slate-600">Applied {applied}</p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      {a.comments && <p className="mt-3 whitespace-pre-line text-slate-800">{a.comments}</p>}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {a.resume ? (
          <Button
            variant="secondary"
            className="text-sm"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparing...' : `Download resume (${a.resume.filename})`}
          </Button>
        ) : (
          <span className="text-sm text-slate-600">No resume</span>
        )}
        {isSettable(a.status) ? (
          <label className="text-sm font-medium text-slate-800">
            Status
            {/* Not disabled while saving: the dialog gives the focus back to this dropdown when it closes. */}
            <select
              value={shown}
              aria-busy={status.isPending}
              onChange={(event) => pick(event.target.value as SettableApplicationStatus)}
              className={`${INPUT_CLASS} border-slate-300 py-1.5`}
            >
              {SETTABLE_APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          // The badge above says the status; this says why it has no dropdown.
          <p className="text-sm text-slate-700">{ENDED_BY_CANDIDATE_SIDE[a.status]}</p>
        )}
      </div>
      {notice && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {notice}
        </p>
      )}
      {question && (
        <Modal
          open={question.open}
          title={`Change status to ${STATUS_LABELS[question.next]}?`}
          onClose={cancel}
          actions={
            <>
              <Button variant="secondary" className="whitespace-nowrap" data-initial-focus onClick={cancel}>
                Cancel
              </Button>
              <Button variant="secondary" className="whitespace-nowrap" onClick={() => answer(false)}>
                Change without email
              </Button>
              <Button className="whitespace-nowrap" onClick={() => answer(true)}>
                Change and send email
              </Button>
            </>
          }
        >
          <p>
            {a.name}’s application will be marked {STATUS_LABELS[question.next]}. Do you also want to tell them by
            email?
          </p>
          <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm">
            <span className="block text-slate-600">Email to {a.email}</span>
            <span className="font-medium text-slate-900">{statusMailSubject(question.next, opportunityTitle)}</span>
          </p>
          <p className="mt-3 text-sm text-slate-600">An email cannot be taken back once it is sent.</p>
        </Modal>
      )}
    </li>
  );
}
