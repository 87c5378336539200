// @vitest-environment happy-dom
// The admin console's Opportunities (issue 15), its first section: the catalogue's table with its
// badges and links, filters sent to the API, the featured switch, delete after a confirmation, and the
// create form showing the API's refusal of the university at that field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../src/pages/admin/AdminPage.tsx';
import { deleteQuestion } from '../src/pages/admin/OpportunitiesSection.tsx';
import type { AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const ADMIN = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'admin@example.org', role: 'admin' };
const ROW: AdminOpportunityJson = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'PhD in Glacier Dynamics',
  university: 'University of Edinburgh',
  university_id: null,
  country: 'United Kingdom',
  city: 'Edinburgh',
  category: 'standard',
  status: 'open',
  source: 'recruiter',
  moderation_state: 'pending',
  owner_suspended: true,
  tenant_id: null,
  closing_date: 0,
  views: 3,
  link: 'phd-vacancies-university-of-edinburgh-united-kingdom-phd-in-glacier-dynamics-33333333-3333-4333-8333-333333333333',
  created_at: 1_764_000_000,
  updated_at: 1_764_000_000,
  deleted_at: null,
  duplicate_of: null,
  duplicates: 0,
};
const DELETED = {
  ...ROW,
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Old position',
  deleted_at: 1_764_100_000,
};

function api(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => ADMIN,
    'GET /api/admin/opportunities': () => ({ data: [ROW, DELETED], pagination: { total: 2 } }),
    'GET /api/admin/universities/countries': () => ({
      data: [{ country: 'United Kingdom', universities: [{ id: 'u1', name: 'University of Edinburgh' }] }],
    }),
    'GET /api/countries/dial-codes': () => ({ data: [] }),
    'GET /api/disciplines': () => [],
    ...routes,
  });
}

describe('admin opportunities', () => {
  it('opens /admin on the catalogue: links, badges, and no actions on a deleted listing', async () => {
    api();
    renderPage(<AdminPage />, { path: '/admin' });
    const table = await screen.findByRole('region', { name: 'Opportunity listings' });
    expect(within(table).getByRole('link', { name: ROW.title }).getAttribute('href')).toBe(
      `/opportunities/${ROW.link}`,
    );
    expect(within(table).getAllByText('Held for review')).toHaveLength(2);
    expect(within(table).getAllByText('Owner suspended').length).toBeGreaterThan(0);
    expect(within(table).getByText('Deleted')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect((within(table).getByRole('switch', { name: 'Featured: Old position' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('2 found')).toBeTruthy();
  });

  it('sends the search and filters, switches featured on, and deletes after confirming', async () => {
    const { calls } = api({
      [`PUT /api/admin/opportunities/${ROW.id}`]: () => ({ message: 'Opportunity updated', data: { id: ROW.id } }),
      [`DELETE /api/admin/opportunities/${ROW.id}`]: () => ({ message: 'Opportunity deleted' }),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const table = await screen.findByRole('region', { name: 'Opportunity listings' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title or university'), 'glacier');
    await user.selectOptions(screen.getByLabelText('Status'), 'deleted');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/admin/opportunities').at(-1)!.url.searchParams;
      expect([last.get('q'), last.get('status'), last.get('country'), last.get('offset')]).toEqual([
        'glacier',
        'deleted',
        'United Kingdom',
        '0',
      ]);
    });

    await user.click(within(table).getByRole('switch', { name: `Featured: ${ROW.title}` }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ category: 'featured' }));

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const remove = within(table).getByRole('button', { name: `Delete ${ROW.title}` });
    await user.click(remove);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(remove);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(confirm).toHaveBeenCalledWith(deleteQuestion(ROW));
    expect(await screen.findByText('Opportunity deleted')).toBeTruthy();
  });

  it('offers "Not a duplicate" on a grouped listing only, and shows the answer', async () => {
    const duplicate = { ...ROW, id: '55555555-5555-4555-8555-555555555555', title: 'Re-posted', duplicate_of: ROW.id };
    const { calls } = api({
      'GET /api/admin/opportunities': () => ({
        data: [{ ...ROW, duplicates: 1 }, duplicate],
        pagination: { total: 2 },
      }),
      [`POST /api/admin/opportunities/${duplicate.id}/split-duplicate`]: () => ({ message: 'Split done' }),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const table = await screen.findByRole('region', { name: 'Opportunity listings' });
    expect(within(table).getByText('Duplicate')).toBeTruthy();
    expect(within(table).getByText('1 duplicate')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Not a duplicate/ })).toHaveLength(2);
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Not a duplicate Re-posted' }));
    expect(await screen.findByText('Split done')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/admin/opportunities/${duplicate.id}/split-duplicate`,
    ]);
  });

  it("creates with the form, showing the API's refusal of the university at its field", async () => {
    const refusal = 'Please check university: is too long.';
    const { calls } = api({
      'POST /api/admin/opportunities': () => ({
        status: 400,
        body: { error: 'invalid', message: refusal, details: { university: 'is too long' } },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New opportunity' }));
    await user.type(screen.getByLabelText(/^Title/), 'PhD in Ice');
    await user.type(screen.getByLabelText(/^Country/), 'United Kingdom');
    await user.type(screen.getByLabelText('University'), 'University of Edinburgh');
    await user.click(screen.getByRole('switch', { name: /Featured/ }));
    await user.click(screen.getByRole('button', { name: 'Create Opportunity' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      title: 'PhD in Ice',
      country: 'United Kingdom',
      university: 'University of Edinburgh',
      category: 'featured',
      collect_resumes: true,
    });
    expect(await screen.findByText('is too long')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(refusal);
  });
});
