// @vitest-environment happy-dom
// "Positions I can apply to" (issue 32 part 4): off by default; on, the listing asks with the codes of
// the profile's nationality and residence (eligible=DE,GB) and keeps them in the address, following
// the profile when it changes; signed out or without a nationality it says how to get there; each card
// and the position's page say why a position is or is not open to the candidate.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../src/api/profile.ts';
import { profileCodes } from '../src/api/eligibility.ts';
import type { OpportunityDetail } from '../src/api/types.ts';
import { eligibleCorrection, eligibleToSend, readEligible } from '../src/components/listing/eligible-filter.ts';
import { ListingPage } from '../src/pages/listing/ListingPage.tsx';
import { OpportunityPage } from '../src/pages/opportunity/OpportunityPage.tsx';
import { fakeApi, renderPage, stubMediaQueries, type FakeRequest } from './dom.tsx';
import { opportunityCard } from './opportunity-fixture.ts';
import { profile, USER } from './profile-fixture.ts';

const card = (n: number, title: string) =>
  opportunityCard({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    university: 'University of Leeds',
    title,
    city: 'Leeds',
    link: `phd-vacancies-leeds-${n}-00000000-0000-4000-8000-00000000000${n}`,
  });

const UK_ONLY = card(1, 'PhD in Coastal Erosion');
const UNSTATED = card(2, 'PhD in Tidal Energy');
const OPEN_WHY = 'Open to you: UK applicants only, and you live in the United Kingdom.';
const UNKNOWN_WHY = 'The posting does not say who may apply; check before applying.';
const NOT_OPEN_WHY = 'Not open to you: US citizens or permanent residents only.';

const COUNTRIES = [
  { code: 'FR', name: 'France', dial_code: '+33' },
  { code: 'DE', name: 'Germany', dial_code: '+49' },
  { code: 'GB', name: 'United Kingdom', dial_code: '+44' },
];

/** Wide enough for the sidebar: the panel is on the page. */
const onDesktop = () => stubMediaQueries(true);

/** The address the page is at, as the router has it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
const address = () => screen.getByTestId('address').textContent;

/**
 * The API of the listing: `who` signs a candidate in with this profile (null: signed out). With
 * eligible= the server keeps the UK-only position and the unstated one, each with its why.
 */
function listingApi(who: { profile: Profile } | null) {
  const asked: URL[] = [];
  fakeApi({
    'GET /api/user': () => (who ? USER : { error: true }),
    'GET /api/user/profile': () => (who ? { profile: who.profile } : { status: 401, body: { error: 'unauthorized' } }),
    'GET /api/countries/dial-codes': () => ({ data: COUNTRIES }),
    'GET /api/opportunities': ({ url }: FakeRequest) => {
      asked.push(url);
      const data = url.searchParams.has('eligible')
        ? [
            { ...UK_ONLY, eligibility: { open: true, why: OPEN_WHY } },
            { ...UNSTATED, eligibility: { open: null, why: UNKNOWN_WHY } },
          ]
        : [UK_ONLY, UNSTATED];
      return { data, pagination: { total: data.length } };
    },
    'GET /api/countries': () => [],
    'GET /api/disciplines': () => [],
  });
  return asked;
}

function renderListing(path = '/phd-vacancies/standard') {
  return renderPage(
    <>
      <ListingPage />
      <Address />
    </>,
    { path },
  );
}

const toggle = () => screen.getByRole('checkbox', { name: 'Positions I can apply to' });
const eligibleAsked = (asked: URL[]) => asked.at(-1)!.searchParams.get('eligible');
const GERMAN_IN_UK = { profile: profile({ nationality: 'Germany', country_of_residence: 'United Kingdom' }) };

describe('the toggle on the listing', () => {
  beforeEach(onDesktop);

  it('is off by default: the listing asks without eligible and the cards say nothing of eligibility', async () => {
    const asked = listingApi(GERMAN_IN_UK);
    renderListing();
    await screen.findByText('2 PhD Positions');
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    expect(toggle()).toHaveProperty('checked', false);
    expect(asked.every((url) => !url.searchParams.has('eligible'))).toBe(true);
    expect(screen.queryAllByTestId('eligibility')).toHaveLength(0);
  });

  it('on, puts the profile codes in the address, asks with them, shows a chip and each card its why', async () => {
    const asked = listingApi(GERMAN_IN_UK);
    const user = userEvent.setup();
    renderListing();
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    await user.click(toggle());

    await waitFor(() => expect(address()).toBe('/phd-vacancies/standard?eligible=DE,GB'));
    await waitFor(() => expect(eligibleAsked(asked)).toBe('DE,GB'));
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByText('Positions I can apply to')).toBeTruthy();

    const lines = await screen.findAllByTestId('eligibility');
    expect(lines.map((line) => line.textContent)).toEqual([OPEN_WHY, UNKNOWN_WHY]);
    // Colour is not the only sign: each line has its icon and the sentence says which case it is.
    expect(lines[0]!.className).toContain('emerald');
    expect(lines[1]!.className).toContain('slate');
    expect(lines.every((line) => line.querySelector('svg[aria-hidden="true"]'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Positions I can apply to' }));
    await waitFor(() => expect(address()).toBe('/phd-vacancies/standard'));
    await waitFor(() => expect(eligibleAsked(asked)).toBeNull());
    await waitFor(() => expect(screen.queryAllByTestId('eligibility')).toHaveLength(0));
  });

  it('follows the profile: codes in the address that are not the profile’s are replaced by its own', async () => {
    const asked = listingApi(GERMAN_IN_UK);
    renderListing('/phd-vacancies/standard?eligible=us,fr&page=2');
    await waitFor(() => expect(address()).toBe('/phd-vacancies/standard?eligible=DE,GB'));
    await waitFor(() => expect(eligibleAsked(asked)).toBe('DE,GB'));
    expect(toggle()).toHaveProperty('checked', true);
  });

  it('changes the listing when the nationality and residence change while it is on', async () => {
    const asked = listingApi(GERMAN_IN_UK);
    const { client } = renderListing('/phd-vacancies/standard?eligible=DE,GB');
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    expect(eligibleAsked(asked)).toBe('DE,GB');
    // What the profile page does once a new nationality and residence are saved; the codes go sorted,
    // as the server keys them, so one set of codes is one address.
    client.setQueryData(['profile'], {
      profile: profile({ nationality: 'United Kingdom', country_of_residence: 'France' }),
    });
    await waitFor(() => expect(address()).toBe('/phd-vacancies/standard?eligible=FR,GB'));
    await waitFor(() => expect(eligibleAsked(asked)).toBe('FR,GB'));
  });

  it('signed out: shown unavailable with a link to sign in, and a shared address with eligible is not applied', async () => {
    const asked = listingApi(null);
    renderListing('/phd-vacancies/standard?eligible=DE');
    const link = await screen.findByRole('link', { name: 'Sign in to see positions you can apply to' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(toggle()).toHaveProperty('disabled', true);
    await waitFor(() => expect(address()).toBe('/phd-vacancies/standard'));
    await screen.findByText('2 PhD Positions');
    expect(eligibleAsked(asked)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('signed in without nationality or residence: a link to add the nationality to the profile', async () => {
    listingApi({ profile: profile({ nationality: null, country_of_residence: null }) });
    renderListing();
    const link = await screen.findByRole('link', { name: 'Add your nationality to your profile' });
    expect(link.getAttribute('href')).toBe('/account/profile');
    expect(toggle()).toHaveProperty('disabled', true);
  });

  it('uses the residence alone when the profile has no nationality', async () => {
    const asked = listingApi({ profile: profile({ nationality: null, country_of_residence: 'Germany' }) });
    const user = userEvent.setup();
    renderListing();
    await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    await user.click(toggle());
    await waitFor(() => expect(eligibleAsked(asked)).toBe('DE'));
  });
});

describe('the position’s page', () => {
  const DETAIL: OpportunityDetail = {
    ...card(3, 'PhD in Space Law'),
    country: 'United States',
    description: '<p>About the position.</p>',
    closed_at: null,
    expired_at: null,
    facts: null,
    language: null,
    inferred: [],
  };

  function detailApi(signedIn: boolean) {
    const asked: URL[] = [];
    fakeApi({
      'GET /api/user': () => (signedIn ? USER : { error: true }),
      'GET /api/user/profile': () => ({ profile: GERMAN_IN_UK.profile }),
      'GET /api/countries/dial-codes': () => ({ data: COUNTRIES }),
      [`GET /api/opportunities/${DETAIL.id}`]: ({ url }: FakeRequest) => {
        asked.push(url);
        return url.searchParams.has('eligible')
          ? { ...DETAIL, eligibility: { open: false, why: NOT_OPEN_WHY } }
          : DETAIL;
      },
    });
    renderPage(
      <Routes>
        <Route path="/opportunities/:title" element={<OpportunityPage />} />
      </Routes>,
      { path: `/opportunities/${DETAIL.link}` },
    );
    return asked;
  }

  it('tells a signed-in candidate the position is not open to them, in an amber panel', async () => {
    const asked = detailApi(true);
    const panel = await screen.findByRole('region', { name: 'Can you apply?' });
    expect(within(panel).getByTestId('eligibility').textContent).toBe(NOT_OPEN_WHY);
    expect(panel.className).toContain('amber');
    expect(asked.map((url) => url.searchParams.get('eligible'))).toContain('DE,GB');
  });

  it('shows nothing extra to a visitor who is signed out, and asks nothing more', async () => {
    const asked = detailApi(false);
    await screen.findByRole('heading', { name: 'PhD in Space Law' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Can you apply?' })).toBeNull();
    expect(asked.every((url) => !url.searchParams.has('eligible'))).toBe(true);
  });
});

describe('the codes', () => {
  it('reads one or two codes from the address in any case; anything else is on without codes', () => {
    const read = (query: string) => readEligible(new URLSearchParams(query));
    expect(read('')).toBeUndefined();
    expect(read('eligible=de,gb')).toEqual(['DE', 'GB']);
    expect(read('eligible=GB,GB')).toEqual(['GB']);
    for (const bad of ['eligible=', 'eligible=DEU', 'eligible=DE,GB,FR', 'eligible=D%00'])
      expect(read(bad)).toEqual([]);
  });

  it('maps the profile’s country names to codes in any case, leaving out names the list does not have', () => {
    expect(profileCodes({ nationality: 'united kingdom', country_of_residence: 'Atlantis' }, COUNTRIES)).toEqual([
      'GB',
    ]);
    expect(profileCodes({ nationality: 'Germany', country_of_residence: 'Germany' }, COUNTRIES)).toEqual(['DE']);
  });

  it('asks with the address’s codes only while the profile is being read or cannot be', () => {
    expect(eligibleToSend(['US'], { state: 'loading' })).toEqual(['US']);
    expect(eligibleToSend(['US'], { state: 'unavailable' })).toEqual(['US']);
    expect(eligibleToSend(['US'], { state: 'ready', codes: ['DE'] })).toEqual(['DE']);
    expect(eligibleToSend(['US'], { state: 'signed-out' })).toEqual([]);
    expect(eligibleToSend(undefined, { state: 'ready', codes: ['DE'] })).toEqual([]);
    expect(eligibleCorrection(['GB', 'DE'], { state: 'ready', codes: ['DE', 'GB'] })).toBeUndefined();
    expect(eligibleCorrection([], { state: 'ready', codes: ['DE'] })).toEqual({ kind: 'eligible', value: ['DE'] });
    expect(eligibleCorrection(['DE'], { state: 'no-profile' })).toEqual({ kind: 'eligible' });
    expect(eligibleCorrection(['DE'], { state: 'loading' })).toBeUndefined();
  });
});
