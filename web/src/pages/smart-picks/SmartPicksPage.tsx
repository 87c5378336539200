// /smart-picks (spec section 2, "Smart Picks"): a side menu of sections (saved, recommended,
// preferences, and our "My Applications"), a drawer for it on phones, the signed-out welcome panel and
// the signed-in sidebar. The section is in the address (?section=), so the dashboard can link to one.
// After a preference save, Recommended Jobs says it is updating until the worker's list arrives
// (recommendations-refresh.ts).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentUser, isSignedIn, type CurrentUser } from '../../api/user.ts';
import { FilterDrawer } from '../../components/listing/FilterDrawer.tsx';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FOCUS_RING, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { useLogout } from '../../layout/useCurrentUser.ts';
import { pageMeta } from '@phd/contracts/seo';
import { pageSlice, recommendationsList, savedList } from '../account/account-queries.ts';
import { AppliedExternallyButton } from '../tracking/AppliedExternallyButton.tsx';
import { AlertsSection } from './AlertsSection.tsx';
import { ApplicationsSection } from './ApplicationsSection.tsx';
import { OpportunityGrid } from './OpportunityGrid.tsx';
import { PersonalisationSetting } from './PersonalisationSetting.tsx';
import { PickWhy } from './PickWhy.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import {
  REFRESH_POLL_MS,
  REFRESH_TIMEOUT_MS,
  stillBefore,
  UPDATING_TEXT,
  type PendingRefresh,
} from './recommendations-refresh.ts';
import { initials, sectionOf, SECTIONS, sidebarName, type SectionId } from './smart-picks-rules.ts';
import { WelcomePanel } from './WelcomePanel.tsx';

export function SmartPicksPage() {
  const profile = useQuery(currentUser());
  const user = isSignedIn(profile.data) ? profile.data : null;
  return (
    <>
      <PageHead meta={pageMeta('/smart-picks')} />
      {profile.isPending ? (
        <p className="py-16 text-center text-slate-700" role="status">
          Loading Smart Picks...
        </p>
      ) : user ? (
        <SignedIn user={user} />
      ) : (
        <WelcomePanel />
      )}
    </>
  );
}

function SignedIn({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const [pages, setPages] = useState<Record<SectionId, number>>({
    'saved-jobs': 1,
    'recommended-jobs': 1,
    'user-preferences': 1,
    'my-applications': 1,
    alerts: 1,
  });
  const [drawer, setDrawer] = useState(false);
  const logout = useLogout();
  const name = sidebarName(user);
  const go = (id: SectionId) => {
    setParams(id === 'saved-jobs' ? {} : { section: id });
    setDrawer(false);
  };
  const setPage = (id: SectionId) => (page: number) => {
    setPages((current) => ({ ...current, [id]: page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const saved = useQuery({ ...savedList(user.id, pageSlice(pages['saved-jobs'])), enabled: section === 'saved-jobs' });
  const [refresh, setRefresh] = useState<PendingRefresh | null>(null);
  const recommended = useQuery({
    ...recommendationsList(user.id, pageSlice(pages['recommended-jobs'])),
    enabled: section === 'recommended-jobs',
    refetchInterval: (query) => (stillBefore(refresh, query.state.data) ? REFRESH_POLL_MS : false),
  });
  const updating = stillBefore(refresh, recommended.data);
  useEffect(() => {
    if (!refresh) return;
    const timer = window.setTimeout(() => setRefresh(null), REFRESH_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [refresh]);
  const preferencesSaved = (baseline: string | null) => {
    setRefresh({ baseline });
    setPages((current) => ({ ...current, 'recommended-jobs': 1 }));
  };

  const menu = (
    <nav aria-label="Smart Picks sections">
      <ul className="space-y-1">
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              aria-current={s.id === section ? 'page' : undefined}
              onClick={() => go(s.id)}
              className={`w-full rounded-lg px-3 py-2 text-left font-medium ${FOCUS_RING} ${
                s.id === section ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'
              }`}
            >
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="gap-8 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <aside aria-label="Your account" className="mb-6 space-y-5 self-start rounded-xl bg-white p-5 shadow-sm md:mb-0">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
          >
            {initials(name)}
          </span>
          <div className="min-w-0">
            {/* Whole, however long: wrapped, at any character if need be (an e-mail has no spaces). */}
            <p className="font-semibold wrap-anywhere text-slate-900">{name}</p>
            <p className="text-sm wrap-anywhere text-slate-600">{user.email}</p>
          </div>
        </div>
        <Button type="button" disabled={logout.isPending} onClick={() => logout.mutate()} className="w-full">
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
        <div className="hidden md:block">{menu}</div>
        {/* "Menu" on screen (spec); named for what it opens, apart from the header's own Menu button. */}
        <button
          type="button"
          aria-label="Smart Picks sections menu"
          aria-haspopup="dialog"
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
          className={`${SECONDARY_BUTTON} w-full md:hidden`}
        >
          Menu
        </button>
      </aside>
      {drawer && (
        <FilterDrawer title="Menu" onClose={() => setDrawer(false)}>
          {menu}
        </FilterDrawer>
      )}
      <div className="min-w-0">
        {section === 'saved-jobs' && (
          <OpportunityGrid
            title="Saved Opportunities"
            query={saved}
            page={pages['saved-jobs']}
            onPage={setPage('saved-jobs')}
            action={(o) => <AppliedExternallyButton opportunityId={o.id} title={o.title} />}
            empty={() => (
              <>
                <p className="font-medium">No PhD opportunities saved by you</p>
                <p className="mt-1">Save opportunities to view them here</p>
              </>
            )}
          />
        )}
        {section === 'recommended-jobs' && (
          <div className="space-y-4">
            <PersonalisationSetting />
            <OpportunityGrid
              title="Recommended Jobs"
              query={recommended}
              page={pages['recommended-jobs']}
              onPage={setPage('recommended-jobs')}
              updating={updating ? UPDATING_TEXT : null}
              action={(o) => {
                const why = recommended.data?.data.find((r) => r.id === o.id)?.why;
                return <PickWhy opportunityId={o.id} why={why} />;
              }}
              empty={(answer) =>
                answer?.message ? (
                  <>
                    <p className="font-medium">{answer.message}</p>
                    <Button type="button" className="mt-4" onClick={() => go('user-preferences')}>
                      Set Preferences
                    </Button>
                  </>
                ) : (
                  <>
                    <p className="font-medium">No recommendations found</p>
                    <p className="mt-1">Try adjusting your preferences</p>
                  </>
                )
              }
            />
          </div>
        )}
        {section === 'user-preferences' && <PreferencesSection user={user} onSaved={preferencesSaved} />}
        {section === 'alerts' && <AlertsSection />}
        {section === 'my-applications' && (
          <ApplicationsSection page={pages['my-applications']} onPage={setPage('my-applications')} />
        )}
      </div>
    </div>
  );
}
