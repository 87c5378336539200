// /dashboard: the signed-in candidate's overview (the spec lists the route without content): saved
// opportunities, applications with their status, top recommendations and preferences at a glance,
// each leading to its Smart Picks section.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../api/user.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { displayName, useCurrentUser } from '../../layout/useCurrentUser.ts';
import { opportunityPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { appliedOn, applicationsList, preferencesOf, recommendationsList, savedList } from './account-queries.ts';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

const smartPicks = (section: string) => `/smart-picks?section=${section}`;

export function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHead meta={pageMeta('/dashboard')} />
      {user ? <Overview user={user} /> : <SignedOutPrompt what="your dashboard" />}
    </>
  );
}

function Overview({ user }: { user: CurrentUser }) {
  const saved = useQuery(savedList(user.id, { limit: 3, offset: 0 }));
  const applications = useQuery(applicationsList({ limit: 5, offset: 0 }));
  const recommended = useQuery(recommendationsList(user.id, { limit: 3, offset: 0 }));
  const preferences = useQuery(preferencesOf(user.id));
  const prefs = preferences.data;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-brand-900">Welcome, {displayName(user)}</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel
          title="Saved opportunities"
          query={saved}
          link={smartPicks('saved-jobs')}
          count={saved.data?.pagination.total}
        >
          {saved.data?.data.length ? (
            <TitleList
              items={saved.data.data.map((o) => ({
                key: o.id,
                href: opportunityPath(o.link),
                title: o.title,
                note: o.university,
              }))}
            />
          ) : (
            <p>No PhD opportunities saved by you</p>
          )}
        </Panel>
        <Panel
          title="My applications"
          query={applications}
          link={smartPicks('my-applications')}
          count={applications.data?.pagination.total}
        >
          {applications.data?.data.length ? (
            <TitleList
              items={applications.data.data.map((a) => ({
                key: a.id,
                href: a.opportunity ? opportunityPath(a.opportunity.link) : undefined,
                title: a.opportunity?.title ?? 'Opportunity no longer listed',
                note: `Applied ${appliedOn(a.created_at)} · ${a.status}`,
              }))}
            />
          ) : (
            <p>You have not applied to any opportunities yet</p>
          )}
        </Panel>
        <Panel title="Recommended for you" query={recommended} link={smartPicks('recommended-jobs')}>
          {recommended.data?.data.length ? (
            <TitleList
              items={recommended.data.data.map((o) => ({
                key: o.id,
                href: opportunityPath(o.link),
                title: o.title,
                note: o.university,
              }))}
            />
          ) : (
            <p>{recommended.data?.message ?? 'No recommendations found'}</p>
          )}
        </Panel>
        <Panel title="Your preferences" query={preferences} link={smartPicks('user-preferences')}>
          <dl className="space-y-2">
            <Glance label="Countries" values={prefs?.countries} />
            <Glance label="Universities" values={prefs?.universities} />
            <Glance label="Disciplines" values={prefs?.departments} />
          </dl>
        </Panel>
      </div>
    </div>
  );
}

function Panel(props: { title: string; query: UseQueryResult; link: string; count?: number; children: ReactNode }) {
  const { title, query, link, count, children } = props;
  return (
    <section aria-label={title} className="rounded-xl bg-white p-6 shadow-sm">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {title}
          {count !== undefined && <span className="ml-2 text-base font-normal text-slate-600">({count})</span>}
        </h2>
        <Link to={link} className={TEXT_LINK}>
          View all<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <div className="text-slate-700">
        {query.isPending ? (
          <p>Loading...</p>
        ) : query.isError ? (
          <p>This could not be loaded. Please try again later.</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

function TitleList({ items }: { items: { key: string; href?: string; title: string; note: string }[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.key}>
          {item.href ? (
            <Link to={item.href} className="font-medium text-brand-700 hover:underline">
              {item.title}
            </Link>
          ) : (
            <span className="font-medium">{item.title}</span>
          )}
          <span className="block text-sm text-slate-600">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}

function Glance({ label, values }: { label: string; values?: string[] }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd>{values?.length ? values.join(', ') : 'Not set'}</dd>
    </div>
  );
}
