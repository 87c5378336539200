// /account/applications (issue 32, "Every application tracked"; docs/candidates-tracking.md): one list
// of the candidate's applications, on the site (main site and university sites alike, with the status
// their reviewers set) and elsewhere (added by hand or marked from a saved position; status changed in
// place), with All / On the site / Elsewhere tabs (in the address, ?tab=); then the calendar of their
// deadlines and the private feed for calendar apps.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentUser, isSignedIn } from '../../api/user.ts';
import { deadlines, externalApplications } from '../../api/tracking.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyPanel } from '../../components/ui/EmptyPanel.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { SAVED_PAGE_MAX } from '@phd/contracts/candidate-input';
import { applicationsList } from '../account/account-queries.ts';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';
import { SiteApplicationRow } from '../smart-picks/ApplicationsSection.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { DeadlineCalendar } from './DeadlineCalendar.tsx';
import { ExternalApplicationForm } from './ExternalApplicationForm.tsx';
import { ExternalApplicationRow } from './ExternalApplicationRow.tsx';
import { TABS, tabOf, trackedRows, type TabId } from './tracking-rules.ts';

export function TrackingPage() {
  const profile = useQuery(currentUser());
  return (
    <>
      <PageHead meta={pageMeta('/account/applications')} />
      {profile.isPending ? (
        <p role="status" className="py-16 text-center text-slate-700">
          Loading your applications...
        </p>
      ) : isSignedIn(profile.data) ? (
        <Tracking />
      ) : (
        <SignedOutPrompt what="your applications" />
      )}
    </>
  );
}

const EMPTY: Record<TabId, { title: string; text: string }> = {
  all: {
    title: 'No applications yet',
    text: 'Apply to a position on the site, or add one you applied to elsewhere, to follow it here.',
  },
  site: { title: 'No applications on the site yet', text: 'Apply on a position’s page to follow its progress here.' },
  elsewhere: {
    title: 'Nothing tracked from elsewhere yet',
    text: 'Add a position you applied to on another site, with its deadline and status.',
  },
};

function Tracking() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [adding, setAdding] = useState(false);
  // The newest on the site: more than anyone makes; beyond them, Smart Picks' section pages through all.
  const site = useQuery(applicationsList({ limit: SAVED_PAGE_MAX, offset: 0 }));
  const external = useQuery(externalApplications());
  const calendar = useQuery(deadlines());
  const pending = site.isPending || external.isPending;
  const failed = site.error ?? external.error;
  const rows = trackedRows(site.data?.data ?? [], external.data ?? [], tab);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">My applications</h1>
        {!adding && <Button onClick={() => setAdding(true)}>Add an application made elsewhere</Button>}
      </div>
      {adding && <ExternalApplicationForm onDone={() => setAdding(false)} />}

      <section aria-label="Applications" className="space-y-4">
        <div
          role="tablist"
          aria-label="Which applications"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={t.id === tab}
              onClick={() => setParams(t.id === 'all' ? {} : { tab: t.id })}
              className={`shrink-0 border-b-2 px-4 py-2 font-medium ${FOCUS_RING} ${
                t.id === tab
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {pending ? (
            <p role="status" className="text-slate-700">
              Loading...
            </p>
          ) : failed ? (
            <Notice tone="error">We could not load your applications: {failed.message}</Notice>
          ) : rows.length === 0 ? (
            <EmptyPanel
              title={EMPTY[tab].title}
              action={
                tab !== 'site' &&
                !adding && <Button onClick={() => setAdding(true)}>Add an application made elsewhere</Button>
              }
            >
              {EMPTY[tab].text}
            </EmptyPanel>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
              {rows.map((r) => (
                <li key={`${r.kind}-${r.application.id}`}>
                  {r.kind === 'site' ? (
                    <SiteApplicationRow application={r.application} />
                  ) : (
                    <ExternalApplicationRow application={r.application} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="calendar-heading" className="space-y-4">
        <h2 id="calendar-heading" className="text-xl font-semibold text-slate-900">
          Deadlines
        </h2>
        <p className="text-slate-700">
          Saved positions, open positions you applied to on the site, and applications you track with a deadline.
        </p>
        {calendar.isPending ? (
          <p role="status" className="text-slate-700">
            Loading the calendar...
          </p>
        ) : calendar.error ? (
          <Notice tone="error">We could not load your deadlines: {calendar.error.message}</Notice>
        ) : (
          <>
            <DeadlineCalendar deadlines={calendar.data.data} />
            <CalendarFeedPanel active={calendar.data.feed.active} />
          </>
        )}
      </section>
    </div>
  );
}
