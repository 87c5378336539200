// @vitest-environment happy-dom
// A university site shows no wrong state while it loads (issue 28): no product brand before the
// university's, no "Staff sign-in" before "No university site here", and right after signing in the
// header names the staff member at once (not "Sign In" until the next poll of the stored token).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../src/components/header/Header.tsx';
import { TenantGate } from '../src/layout/TenantGate.tsx';
import { TenantLoginPage } from '../src/pages/tenant/TenantPages.tsx';
import { fakeApi, renderPage } from './dom.tsx';
import { signedInStaff } from './signed-in-staff.tsx';

const SANNE = signedInStaff({ id: 'u1', name: 'Sanne de Vries' }, 'admin');
const TENANT = SANNE.tenant;
const TOKEN = `5d0f2a52-0a4e-4c41-9a55-3a7c6f7f2b10.${'a'.repeat(43)}`;

function site(path: string) {
  return renderPage(
    <>
      <Header />
      <Routes>
        <Route path="/saas" element={<TenantGate />}>
          <Route path="login" element={<TenantLoginPage />} />
          <Route path="dashboard" element={<p>Dashboard page</p>} />
        </Route>
      </Routes>
    </>,
    { path },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('tenant', TENANT.slug);
});

describe('a university site while it loads', () => {
  it('shows neither the product brand nor Sign In before the university is known', async () => {
    fakeApi({ 'GET /api/tenant': () => TENANT });
    site('/saas/login');
    const header = screen.getByRole('banner');
    expect(within(header).queryByText('PhD Finder')).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).toBeNull();
    expect(await within(header).findByText('Demo University')).toBeTruthy();
    expect(within(header).getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(within(header).queryByText('PhD Finder')).toBeNull();
  });

  it('says there is no such site without showing its sign-in first', async () => {
    fakeApi({
      'GET /api/tenant': () => ({
        status: 404,
        body: { error: 'tenant_not_found', message: 'There is no university site called "nowhere".' },
      }),
    });
    site('/saas/login');
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No university site here' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).toBeNull();
  });
});

describe('signing in to a university site', () => {
  it('names the staff member in the header as soon as the next page shows', async () => {
    fakeApi({
      'GET /api/tenant': () => TENANT,
      'POST /api/login': () => ({ token: TOKEN, user: SANNE.user, tenant: TENANT }),
    });
    const user = userEvent.setup();
    site('/saas/login');
    // Pasted, and quick: well within the second between two reads of the stored token.
    await user.click(await screen.findByLabelText('Email'));
    await user.paste(SANNE.user.email);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Dashboard page');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sanne de Vries')).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(TOKEN));
  });
});
