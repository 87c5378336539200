// @vitest-environment happy-dom
// Staff sign-in with a university's single sign-on (issue 33), on /saas of the main host: the login page
// offers "Sign in with {University}" when the site has it (asking once a site is known), hides the
// password form when single sign-on is required but keeps the break-glass owner's way in, and says why
// a sign-on was refused; the page the identity provider sends the browser back to trades its one-time
// code once, keeps the staff sign-in and leaves for the next page. The API is faked at fetch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TenantGate } from '../src/layout/TenantGate.tsx';
import { SsoFinishPage } from '../src/pages/tenant/SsoFinishPage.tsx';
import { SSO_REFUSALS } from '@phd/contracts/sso-refusals';
import { TenantLoginPage } from '../src/pages/tenant/TenantPages.tsx';
import { fakeApi, renderPage, type FakeRequest } from './dom.tsx';
import { signedInStaff } from './signed-in-staff.tsx';

const SANNE = signedInStaff({ id: 'u1', name: 'Sanne de Vries' }, 'reviewer');
const TENANT = SANNE.tenant;
const TOKEN = `5d0f2a52-0a4e-4c41-9a55-3a7c6f7f2b10.${'a'.repeat(43)}`;
const START = '/api/sso/demo-university/start';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function site(path: string, { strict = false } = {}) {
  const routes = (
    <Routes>
      <Route path="/saas" element={<TenantGate />}>
        <Route path="login" element={<TenantLoginPage />} />
        <Route path="login/sso" element={<SsoFinishPage />} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>
  );
  return renderPage(strict ? <StrictMode>{routes}</StrictMode> : routes, { path });
}

const options = (password: boolean) => () => ({
  password,
  sso: { label: 'Sign in with Demo University', start_url: START },
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('tenant', TENANT.slug);
});

describe('the staff login page', () => {
  it('offers "Sign in with {University}" beside the password, to the IdP through the site, coming back to /saas', async () => {
    const { calls } = fakeApi({ 'GET /api/tenant': () => TENANT, 'GET /api/tenant/sign-in': options(true) });
    site('/saas/login?next=%2Fsaas%2Fstats');
    const button = await screen.findByRole('link', { name: 'Sign in with Demo University' });
    const href = new URL(button.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(START);
    expect(href.searchParams.get('returnTo')).toBe('/saas/stats');
    expect(href.searchParams.get('via')).toBe('saas');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    const asked = calls.find((call) => call.url.pathname === '/api/tenant/sign-in')!;
    expect(asked.method).toBe('GET');
  });

  it('asks the sign-in options of the site typed on /saas, not of a half-typed name', async () => {
    localStorage.clear();
    const { calls } = fakeApi({
      'GET /api/tenant': () => TENANT,
      'GET /api/tenant/sign-in': options(true),
    });
    const user = userEvent.setup();
    site('/saas/login');
    await user.type(await screen.findByLabelText('University site'), 'Demo-University');
    expect(await screen.findByRole('link', { name: 'Sign in with Demo University' })).toBeTruthy();
    const asked = calls.filter((call) => call.url.pathname === '/api/tenant/sign-in');
    expect(asked).toHaveLength(1);
    const headers = fetchHeaders(asked[0]!);
    expect(headers['x-tenant']).toBe('demo-university');
    expect(headers.authorization).toBeUndefined();
  });

  it('hides the password form and its reset link when single sign-on is required, but keeps the owner’s emergency sign-in', async () => {
    fakeApi({ 'GET /api/tenant': () => TENANT, 'GET /api/tenant/sign-in': options(false) });
    const user = userEvent.setup();
    site('/saas/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Demo University' })).toBeTruthy();
    expect(screen.queryByText('or with your password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    // A closed <details> hides its fields in a browser (happy-dom still lists them): they must be inside one.
    const emergency = screen.getByText('Owner’s emergency sign-in').closest('details')!;
    expect(emergency.open).toBe(false);
    for (const field of [screen.getByLabelText('Email'), screen.getByLabelText('Password')])
      expect(field.closest('details')).toBe(emergency);
    expect(screen.getByRole('button', { name: 'Sign In' }).closest('details')).toBe(emergency);
    expect(screen.getByLabelText('University site').closest('details')).toBeNull();
    await user.click(screen.getByText('Owner’s emergency sign-in'));
    expect(emergency.open).toBe(true);
  });

  it('keeps only the password form when the site has no single sign-on', async () => {
    const { calls } = fakeApi({
      'GET /api/tenant': () => TENANT,
      'GET /api/tenant/sign-in': () => ({ password: true, sso: null }),
    });
    site('/saas/login');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/tenant/sign-in')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('Owner’s emergency sign-in')).toBeNull();
  });

  it.each([
    ['domain_not_allowed', SSO_REFUSALS.domain_not_allowed],
    ['replayed', 'This sign-in answer has already been used. Please sign in again.'],
    ['something_new', 'Single sign-on did not finish. Please try again.'],
    ['__proto__', 'Single sign-on did not finish. Please try again.'],
  ])('says why a sign-on was refused (?sso_error=%s)', async (code, sentence) => {
    fakeApi({ 'GET /api/tenant': () => TENANT, 'GET /api/tenant/sign-in': options(true) });
    site(`/saas/login?sso_error=${encodeURIComponent(code)}`);
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
  });
});

describe('the staff login page after single logout', () => {
  it('says the person is signed out', async () => {
    fakeApi({ 'GET /api/tenant': () => TENANT, 'GET /api/tenant/sign-in': options(true) });
    site('/saas/login?signed_out=1&site=demo-university');
    const notice = await screen.findByText('You are signed out of this site and of your university’s sign-in.');
    expect(notice.getAttribute('role')).toBe('status');
  });
});

function fetchHeaders(request: FakeRequest): Record<string, string> {
  const calls = (fetch as unknown as { mock: { calls: [RequestInfo, RequestInit][] } }).mock.calls;
  const match = calls.find(([input]) => new URL(String(input), 'http://localhost').href === request.url.href);
  return (match?.[1].headers ?? {}) as Record<string, string>;
}

describe('the page a single sign-on lands on', () => {
  const signedIn = { token: TOKEN, user: SANNE.user, tenant: TENANT };

  it('trades the code once (StrictMode runs the effect twice), keeps the sign-in and replaces itself with the next page', async () => {
    localStorage.clear();
    const { calls } = fakeApi({ 'GET /api/tenant': () => TENANT, 'POST /api/sso/handoff': () => signedIn });
    site('/saas/login/sso?code=one-time-1&site=demo-university&next=%2Fsaas%2Fstats', { strict: true });
    expect((await screen.findByTestId('where')).textContent).toBe('/saas/stats');
    const trades = calls.filter((call) => call.url.pathname === '/api/sso/handoff');
    expect(trades).toHaveLength(1);
    expect(trades[0]!.method).toBe('POST');
    expect(trades[0]!.body).toEqual({ code: 'one-time-1' });
    const headers = fetchHeaders(trades[0]!);
    expect(headers['x-tenant']).toBe('demo-university');
    expect(headers.authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u1', role: 'reviewer' });
    expect(localStorage.getItem('tenant')).toBe('demo-university');
  });

  it('goes to the dashboard without a next page, never to another site’s page', async () => {
    fakeApi({ 'GET /api/tenant': () => TENANT, 'POST /api/sso/handoff': () => signedIn });
    site('/saas/login/sso?code=one-time-2&next=%2F%2Fevil.example%2F');
    expect((await screen.findByTestId('where')).textContent).toBe('/saas/dashboard');
  });

  it('shows why the code was refused, with the way back to the sign-in page, and keeps no sign-in', async () => {
    fakeApi({
      'GET /api/tenant': () => TENANT,
      'POST /api/sso/handoff': () => ({
        status: 400,
        body: { error: 'invalid', message: 'This sign-in link has expired. Please sign in again.' },
      }),
    });
    site('/saas/login/sso?code=one-time-3');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This sign-in link has expired. Please sign in again.');
    const back = screen.getByRole('link', { name: 'Back to the sign-in page' });
    expect(back.getAttribute('href')).toBe('/saas/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks nothing when the link has no code', async () => {
    const { calls } = fakeApi({ 'GET /api/tenant': () => TENANT });
    site('/saas/login/sso');
    expect(within(await screen.findByRole('alert')).getByText(/link is incomplete/)).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/sso/handoff')).toBe(false);
  });
});
