// @vitest-environment happy-dom
// The admin console (issue 15) as people reach it: a visitor is asked to sign in, a candidate is told
// it is for admins, and an admin reads the waiting contact messages, marks one handled, deletes one
// after confirming (a failure shows "Error Occurred"), and reads the audit log with its filters (a
// record's history among them, linked from each row with the record's admin page).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../src/pages/admin/AdminPage.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';

const ADMIN = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'admin@example.org', role: 'admin' };
const MESSAGE = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Grace Hopper',
  email: 'grace@example.org',
  message: 'Is the deadline in April?',
  created_at: '2026-11-20T10:00:00.000Z',
  handled_at: null,
};
const EVENT = {
  id: '22222222-2222-4222-8222-222222222222',
  actor: { kind: 'admin', id: ADMIN.id, email: ADMIN.email },
  action: 'contact_message.deleted',
  record_type: 'contact_message',
  record_id: MESSAGE.id,
  before: { name: 'Grace Hopper' },
  after: null,
  ip: '10.0.0.1',
  created_at: '2026-11-21T10:00:00.000Z',
};

function adminApi(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => ADMIN,
    'GET /api/admin/contact': () => ({ data: [MESSAGE], pagination: { total: 1 }, open: 1 }),
    'GET /api/admin/audit': () => ({ data: [EVENT], pagination: { total: 1 } }),
    ...routes,
  });
}

describe('who sees the console', () => {
  it('asks a visitor to sign in', async () => {
    fakeApi({ 'GET /api/user': () => ({ error: true }) });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });

  it('tells a signed-in candidate it is for admins, and asks the API nothing', async () => {
    const { calls } = fakeApi({ 'GET /api/user': () => ({ ...ADMIN, role: undefined }) });
    renderPage(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/admin'))).toBe(false);
  });
});

describe('contact messages', () => {
  it('shows the waiting messages, marks one handled and deletes one after confirming', async () => {
    const { calls } = adminApi({
      'PUT /api/admin/contact/11111111-1111-4111-8111-111111111111': () => ({
        data: { ...MESSAGE, handled_at: '2026-11-25T10:00:00.000Z' },
      }),
      'DELETE /api/admin/contact': () => ({ message: 'Message deleted.' }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=contact' });
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(list).getByText('Is the deadline in April?')).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:grace%40example\.org\?subject=/,
    );
    expect(calls.find((c) => c.url.pathname === '/api/admin/contact')!.url.searchParams.get('state')).toBe('open');

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { handled: true } }));

    // happy-dom has no dialogs: the confirmation is the browser's, answered here.
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')!.url.searchParams.get('id')).toBe(MESSAGE.id));
    expect(confirm).toHaveBeenCalledWith('Delete the message from Grace Hopper? This cannot be undone.');
  });

  it('shows "Error Occurred" with the server’s message when a delete fails', async () => {
    adminApi({
      'DELETE /api/admin/contact': () => ({ status: 404, body: { error: 'not_found', message: 'Message not found.' } }),
    });
    vi.stubGlobal('confirm', () => true);
    renderPage(<AdminPage />, { path: '/admin?section=contact' });
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByText('Message not found.')).toBeTruthy();
  });

  it('says when nothing is waiting', async () => {
    adminApi({ 'GET /api/admin/contact': () => ({ data: [], pagination: { total: 0 }, open: 0 }) });
    renderPage(<AdminPage />, { path: '/admin?section=contact' });
    expect(await screen.findByText('No messages waiting.')).toBeTruthy();
  });
});

describe('audit log', () => {
  it('lists who did what and filters by action and actor', async () => {
    const { calls } = adminApi();
    renderPage(<AdminPage />, { path: '/admin?section=audit' });
    const table = await screen.findByRole('region', { name: 'Audit log entries' });
    expect(within(table).getByText('contact_message.deleted')).toBeTruthy();
    expect(within(table).getByText('admin@example.org')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Action'), 'contact_message.handled');
    await user.type(screen.getByLabelText('By (e-mail contains)'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/admin/audit').at(-1)!;
      expect(last.url.searchParams.get('action')).toBe('contact_message.handled');
      expect(last.url.searchParams.get('actor')).toBe('admin@');
    });
  });

  it('links each record to its history and its admin page, and filters by record', async () => {
    const POST = '33333333-3333-4333-8333-333333333333';
    const { calls } = adminApi({
      'GET /api/admin/audit': () => ({
        data: [EVENT, { ...EVENT, id: 'e2', action: 'blog_post.published', record_type: 'blog_post', record_id: POST }],
        pagination: { total: 2 },
      }),
    });
    renderPage(<AdminPage />, { path: '/admin?section=audit' });
    const table = await screen.findByRole('region', { name: 'Audit log entries' });
    const history = within(table).getByRole('link', { name: /^blog_post 33333333… \(history of this record\)$/ });
    expect(history.getAttribute('href')).toBe(`/admin?section=audit&record_type=blog_post&record_id=${POST}`);
    expect(within(table).getByRole('link', { name: 'Edit the post' }).getAttribute('href')).toBe(`/edit-blog/${POST}`);
    expect(within(table).getByRole('link', { name: 'Contact messages' }).getAttribute('href')).toBe(
      '/admin?section=contact',
    );
    // No raw UUIDs on screen: the link carries the id.
    expect(table.textContent).not.toContain(POST);

    const user = userEvent.setup();
    await user.click(history);
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/admin/audit').at(-1)!;
      expect(last.url.searchParams.get('record_type')).toBe('blog_post');
      expect(last.url.searchParams.get('record_id')).toBe(POST);
    });
    expect((screen.getByLabelText('Record id') as HTMLInputElement).value).toBe(POST);

    await user.clear(screen.getByLabelText('Record type'));
    await user.clear(screen.getByLabelText('Record id'));
    await user.click(screen.getByLabelText('Record id'));
    await user.paste(MESSAGE.id);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/admin/audit').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({ record_id: MESSAGE.id });
      expect(last.url.searchParams.has('record_type')).toBe(false);
    });
  });
});
