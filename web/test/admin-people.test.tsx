// @vitest-environment happy-dom
// The admin console's Recruiters and University sites sections (issue 15): the recruiters filtered by
// status, suspended only after a confirmation; a site provisioned from the form, whose refusals appear
// under the fields they are about; a site suspended after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../src/pages/admin/AdminPage.tsx';
import type { AdminRecruiterJson, AdminTenantJson } from '../src/api/admin-people.ts';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const ADMIN = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'admin@example.org', role: 'admin' };
const RECRUITER: AdminRecruiterJson = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'rosalind@ed.ac.uk',
  first_name: 'Rosalind',
  last_name: 'Franklin',
  university: 'University of Edinburgh',
  status: 'active',
  email_verified: true,
  email_verified_at: '2026-11-20T10:00:00.000Z',
  domain: 'trusted',
  created_at: '2026-11-19T10:00:00.000Z',
  last_login_at: null,
  postings: { open: 2, total: 3 },
};
const SITE: AdminTenantJson = {
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'tu-delft',
  name: 'TU Delft',
  university: 'Delft University of Technology',
  university_id: null,
  site_url: 'https://tu-delft.phd.example/',
  staff_count: 0,
  owners: [],
  pending_owner_invitations: [{ email: 'ada@tudelft.nl', expires_at: '2026-12-01T10:00:00.000Z' }],
  listings: { open: 0, total: 0 },
  suspended_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
};

function adminApi(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => ADMIN,
    'GET /api/admin/recruiters': () => ({ data: [RECRUITER], pagination: { total: 1 } }),
    'GET /api/admin/tenants': () => ({ data: [SITE], pagination: { total: 1 } }),
    'GET /api/admin/universities/countries': () => ({
      data: [{ country: 'Netherlands', universities: [{ id: 'u1', name: 'Delft University of Technology' }] }],
    }),
    ...routes,
  });
}

describe('recruiters', () => {
  it('shows each account, filters by status and suspends only after confirming', async () => {
    const { calls } = adminApi({
      [`POST /api/admin/recruiters/${RECRUITER.id}/suspend`]: () => ({
        message: 'Rosalind Franklin is suspended: signed out everywhere, and their positions left PhD Finder.',
        data: { ...RECRUITER, status: 'suspended' },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=recruiters' });
    const list = await screen.findByRole('list', { name: 'Recruiters' });
    expect(within(list).getByText('Domain in our universities')).toBeTruthy();
    expect(within(list).getByText('2 open of 3')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Verify by hand' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/admin/recruiters')
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('suspended'),
    );

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(/Rosalind Franklin is suspended/)).toBeTruthy();
    expect(confirm.mock.calls[0]![0]).toMatch(/^Suspend Rosalind Franklin \(rosalind@ed\.ac\.uk\)\?/);
  });
});

describe('university sites', () => {
  it('lists sites with their address and invitation, and puts the API’s refusals under the fields', async () => {
    const { calls } = adminApi({
      'POST /api/admin/tenants': () => ({
        status: 409,
        body: { error: 'conflict', message: 'That address is taken by another university site. Choose another one.' },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=tenants' });
    const sites = await screen.findByRole('list', { name: 'University sites' });
    expect(within(sites).getByRole('link', { name: 'https://tu-delft.phd.example/' })).toBeTruthy();
    expect(within(sites).getByText('invited: ada@tudelft.nl')).toBeTruthy();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Provision a university site' });
    await user.type(within(form).getByLabelText('Address'), 'tu-delft');
    await user.type(within(form).getByLabelText('Site name'), 'TU Delft');
    await user.type(within(form).getByLabelText('University'), 'Delft University of Technology');
    await user.type(within(form).getByLabelText("Owner's e-mail"), 'ada@tudelft.nl');
    await user.click(within(form).getByRole('button', { name: 'Provision site' }));
    expect(await within(form).findByText(/That address is taken/)).toBeTruthy();
    expect(within(form).getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: {
        slug: 'tu-delft',
        name: 'TU Delft',
        university: 'Delft University of Technology',
        owner_email: 'ada@tudelft.nl',
      },
    });
  });

  it('suspends a site only after confirming', async () => {
    const { calls } = adminApi({
      [`POST /api/admin/tenants/${SITE.id}/suspend`]: () => ({
        message: 'TU Delft is suspended: its staff are signed out, and its site and listings are closed.',
        data: { ...SITE, suspended_at: '2026-11-25T10:00:00.000Z' },
      }),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderPage(<AdminPage />, { path: '/admin?section=tenants' });
    const sites = await screen.findByRole('list', { name: 'University sites' });
    const user = userEvent.setup();
    await user.click(within(sites).getByRole('button', { name: 'Suspend' }));
    expect(calls.some((c) => c.url.pathname.endsWith('/suspend'))).toBe(false);
    await user.click(within(sites).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(/TU Delft is suspended/)).toBeTruthy();
  });
});
