// /university/dashboard: the recruiter's home. Applications per status across all positions, the
// positions with their actions, publishing and editing (?edit=new or ?edit={id}, so the browser's back
// button leaves the form), the logo and the profile.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  recruiterOpportunities,
  type RecruiterUser,
} from '../../api/university.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { pageMeta } from '@phd/contracts/seo';
import { Notice } from '../../components/ui/Notice.tsx';
import { LogoCard } from './LogoCard.tsx';
import { EMPTY_DRAFT, draftFrom } from './opportunity-form.ts';
import { OpportunityEditor, RECRUITER_OPPORTUNITIES_KEY } from './OpportunityEditor.tsx';
import { PositionsList, positionsQuery } from './PositionsList.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { RecruiterGate } from './RecruiterGate.tsx';
import { STATUS_COLOURS } from './status-badges.tsx';

export function RecruiterDashboardPage() {
  return (
    <>
      <PageHead meta={pageMeta('/university/dashboard')} />
      <RecruiterGate>{(recruiter) => <Dashboard recruiter={recruiter} />}</RecruiterGate>
    </>
  );
}

function Dashboard({ recruiter }: { recruiter: RecruiterUser }) {
  const [params, setParams] = useSearchParams();
  const [flash, setFlash] = useState<string | null>(null);
  const editing = params.get('edit');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = (next: Record<string, string>) => {
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const done = (message: string) => {
    setFlash(message);
    go({});
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 py-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Welcome, {recruiter.first_name}</h1>
          <p className="mt-1 text-slate-700">
            Publish PhD positions at {recruiter.university} for free and review the applications.
          </p>
        </div>
        {!editing && (
          <div className="flex flex-wrap gap-3">
            <Link to="/university/imports" className={SECONDARY_BUTTON}>
              Import positions
            </Link>
            <Button
              onClick={() => {
                setFlash(null);
                go({ edit: 'new' });
              }}
            >
              Publish a Position
            </Button>
          </div>
        )}
      </div>

      {flash && <Notice tone="success">{flash}</Notice>}

      {editing ? (
        <EditorPanel id={editing === 'new' ? undefined : editing} onDone={done} onCancel={() => go({})} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-6">
            <ApplicationsSummary page={page} />
            <section aria-labelledby="positions-title" className="space-y-3">
              <h2 id="positions-title" className="text-xl font-semibold text-brand-900">
                Your positions
              </h2>
              <PositionsList
                page={page}
                onPage={(next) => go({ page: String(next) })}
                onEdit={(id) => {
                  setFlash(null);
                  go({ edit: id });
                }}
                onPublish={() => go({ edit: 'new' })}
                onMessage={setFlash}
              />
            </section>
          </div>
          <aside className="space-y-6">
            <LogoCard recruiter={recruiter} />
            <ProfileCard recruiter={recruiter} />
          </aside>
        </div>
      )}
    </div>
  );
}

/** Applications across every position, per status (the same request as the list's page). */
function ApplicationsSummary({ page }: { page: number }) {
  const { data } = useQuery(positionsQuery(page));
  if (!data) return null;
  const counts = data.applications;
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        Applications by status
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <span className="block text-2xl font-bold text-slate-900">{counts.total}</span>
          <span className="text-sm text-slate-600">Applications</span>
        </li>
        {APPLICATION_STATUSES.map((status) => (
          <li key={status} className={`rounded-xl p-4 ${STATUS_COLOURS[status]}`} data-testid={`count-${status}`}>
            <span className="block text-2xl font-bold">{counts[status]}</span>
            <span className="text-sm">{STATUS_LABELS[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EditorPanel({ id, onDone, onCancel }: { id?: string; onDone: (m: string) => void; onCancel: () => void }) {
  const existing = useQuery({
    queryKey: ['university', 'opportunity', id],
    queryFn: ({ signal }) => recruiterOpportunities.get(id!, signal),
    enabled: id !== undefined,
    gcTime: 0,
  });
  const editor = { listKey: RECRUITER_OPPORTUNITIES_KEY, onDone, onCancel };
  if (!id) return <OpportunityEditor initial={EMPTY_DRAFT} save={recruiterOpportunities.publish} {...editor} />;
  if (existing.isPending) return <Spinner label="Loading the position..." />;
  if (existing.isError)
    return <Notice tone="error">{serverMessage(existing.error, 'The position could not be loaded.')}</Notice>;
  return (
    <OpportunityEditor
      key={id}
      id={id}
      initial={draftFrom(existing.data.data)}
      save={(body) => recruiterOpportunities.update(id, body)}
      {...editor}
    />
  );
}
