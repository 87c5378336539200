// Recruiters (issue 15): every account newest first, filtered by status and searched by name, e-mail
// or university, with its verification, how far its domain is trusted and its postings; verify by
// hand, resend the verification link, suspend (after a confirmation: the person is signed out and
// their positions leave PhD Finder) and reinstate. The server's sentence says what happened.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_KEY, ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { adminPeopleApi, type RecruiterAction, type RecruiterFilter } from '../../api/admin-people.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { AdminRecruiterJson, RecruiterDomainTrust } from '@phd/contracts/api-types';
import { Notice } from '../../components/ui/Notice.tsx';
import { formatWhen, LoadState, Pager } from './AdminStates.tsx';

const FILTERS: { id: RecruiterFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Waiting for verification' },
  { id: 'active', label: 'Active' },
  { id: 'suspended', label: 'Suspended' },
];

const DOMAIN: Record<RecruiterDomainTrust, { label: string; tone: string }> = {
  trusted: { label: 'Domain in our universities', tone: 'bg-green-100 text-green-800' },
  academic: { label: 'Academic domain (dataset only)', tone: 'bg-amber-100 text-amber-800' },
  unknown: { label: 'Domain not recognised', tone: 'bg-red-100 text-red-800' },
};

const STATUS_TONE: Record<AdminRecruiterJson['status'], string> = {
  pending: 'bg-slate-100 text-slate-700',
  active: 'bg-green-100 text-green-800',
  suspended: 'bg-red-100 text-red-800',
};

const Badge = ({ tone, children }: { tone: string; children: string }) => (
  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>
);

export function RecruitersSection() {
  const [status, setStatus] = useState<RecruiterFilter>('all');
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const [offset, setOffset] = useState(0);
  const [outcome, setOutcome] = useState<string | null>(null);
  const client = useQueryClient();
  const errors = useErrorModal();
  const filter = { status, q: q || undefined };
  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'recruiters', filter, offset],
    queryFn: () => adminPeopleApi.recruiters(filter, offset),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: RecruiterAction }) => adminPeopleApi.recruiterAction(id, action),
    onSuccess: (answer) => {
      setOutcome(answer.message);
      void client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'recruiters'] });
    },
    onError: (error) => errors.show(serverMessage(error, 'The account could not be changed.')),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setOffset(0);
  };
  const suspend = (r: AdminRecruiterJson) => {
    const who = `${r.first_name} ${r.last_name} (${r.email})`;
    if (window.confirm(`Suspend ${who}? They are signed out at once and their positions leave PhD Finder.`)) {
      act.mutate({ id: r.id, action: 'suspend' });
    }
  };

  return (
    <section aria-labelledby="recruiters-heading" className="space-y-4">
      <h2 id="recruiters-heading" className="text-xl font-bold text-brand-900">
        Recruiters
      </h2>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" aria-label="Find recruiters">
        <label className="flex flex-col text-sm">
          Name, e-mail or university
          <input
            type="search"
            className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <label className="flex flex-col text-sm">
          Status
          <select
            className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RecruiterFilter);
              setOffset(0);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <LoadState query={list} what="recruiters" />
      {list.data && list.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No recruiters{q || status !== 'all' ? ' match these filters' : ' yet'}.
        </p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <ul aria-label="Recruiters" className="space-y-3">
          {list.data.data.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {r.first_name} {r.last_name}{' '}
                  <span className="font-normal break-all text-slate-600">&lt;{r.email}&gt;</span>
                </p>
                <div className="flex flex-wrap gap-1.5">
                  <Badge tone={STATUS_TONE[r.status]}>{r.status}</Badge>
                  <Badge tone={DOMAIN[r.domain].tone}>{DOMAIN[r.domain].label}</Badge>
                </div>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                <div>
                  <dt className="inline text-slate-500">University: </dt>
                  <dd className="inline">{r.university}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">E-mail: </dt>
                  <dd className="inline">
                    {r.email_verified_at ? `verified ${formatWhen(r.email_verified_at)}` : 'not verified'}
                  </dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">Signed up: </dt>
                  <dd className="inline">{formatWhen(r.created_at)}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">Last sign-in: </dt>
                  <dd className="inline">{r.last_login_at ? formatWhen(r.last_login_at) : 'never'}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">Positions: </dt>
                  <dd className="inline">
                    {r.postings.open} open of {r.postings.total}
                  </dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {!r.email_verified || r.status === 'pending' ? (
                  <Button
                    variant="secondary"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ id: r.id, action: 'verify' })}
                  >
                    Verify by hand
                  </Button>
                ) : null}
                {!r.email_verified && r.status !== 'suspended' ? (
                  <Button
                    variant="secondary"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ id: r.id, action: 'resend-verification' })}
                  >
                    Resend verification
                  </Button>
                ) : null}
                {r.status === 'suspended' ? (
                  <Button
                    variant="secondary"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ id: r.id, action: 'reinstate' })}
                  >
                    Reinstate
                  </Button>
                ) : (
                  <Button variant="secondary" disabled={act.isPending} onClick={() => suspend(r)}>
                    Suspend
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} total={list.data.pagination.total} onChange={setOffset} />
      ) : null}
    </section>
  );
}
