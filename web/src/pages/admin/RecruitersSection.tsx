// Recruiters (issue 15): every account newest first, filtered by status and searched by name, e-mail
// or university, with its verification, how far its domain is trusted and its postings; verify by
// hand, resend the verification link, suspend (after a confirmation: the person is signed out and
// their positions leave PhD Finder) and reinstate. The server's sentence says what happened.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_KEY } from '../../api/admin.ts';
import { adminPeopleApi, type RecruiterAction, type RecruiterFilter } from '../../api/admin-people.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { AdminRecruiterJson, RecruiterDomainTrust } from '../../api/admin-people.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { Fact, Facts } from './AdminFacts.tsx';
import { AdminList, FilterSelect, useFilteredPages } from './AdminList.tsx';
import { formatWhen } from './AdminStates.tsx';

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
  const {
    filter: applied,
    setFilter,
    page,
  } = useFilteredPages<{ status: RecruiterFilter; q: string }>({
    status: 'all',
    q: '',
  });
  const { status, q } = applied;
  const [draft, setDraft] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const client = useQueryClient();
  const errors = useErrorModal();
  const filter = { status, q: q || undefined };
  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'recruiters', filter, page.offset],
    queryFn: () => adminPeopleApi.recruiters(filter, page.offset),
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
    setFilter({ status, q: draft.trim() });
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
        <FilterSelect
          stacked
          label="Status"
          value={status}
          options={FILTERS}
          onChange={(next) => setFilter({ status: next, q })}
        />
      </form>
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <AdminList
        query={list}
        empty={`No recruiters${q || status !== 'all' ? ' match these filters' : ' yet'}.`}
        {...page}
        label="Recruiters"
        row={(r) => (
          <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
            <Facts>
              <Fact term="University">{r.university}</Fact>
              <Fact term="E-mail">
                {r.email_verified_at ? `verified ${formatWhen(r.email_verified_at)}` : 'not verified'}
              </Fact>
              <Fact term="Signed up">{formatWhen(r.created_at)}</Fact>
              <Fact term="Last sign-in">{r.last_login_at ? formatWhen(r.last_login_at) : 'never'}</Fact>
              <Fact term="Positions">
                {r.postings.open} open of {r.postings.total}
              </Fact>
            </Facts>
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
        )}
      />
    </section>
  );
}
