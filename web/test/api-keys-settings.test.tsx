// @vitest-environment happy-dom
// "API keys" in a site's settings (issue 33, docs/api-keys.md), in the browser with the API faked (no
// gateway runs in web tests; the gateway's own suite tests the calls): the list, the form's rules from
// the contract, the key shown once with a copy button, and revoking only after the owner confirms.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_KEY_CREATED, API_KEY_REVOKED, type ApiKeyJson } from '@phd/contracts/endpoints/api-keys';
import { ApiKeysSettings } from '../src/pages/tenant/settings/ApiKeysSettings.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ID = '5b0c7a1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const KEY = `phd_3f1c2b7e-9a4d-4c1e-8b2a-0d9e8f7a6b5c_${'k'.repeat(43)}`;

const key = (fields: Partial<ApiKeyJson> = {}): ApiKeyJson => ({
  id: ID,
  name: 'HR system',
  scope: 'read',
  prefix: 'phd_…abcdefgh',
  created_by: { id: 'u1', name: 'Olive Owner', email: 'olive@example.org' },
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...fields,
});

describe('API keys settings (API faked)', () => {
  it('lists keys with their scope, maker and last use, and says when there are none', async () => {
    fakeApi({
      'GET /api/saas/api-keys': () => ({
        data: [key(), key({ id: 'b', name: 'Old sync', scope: 'write', revoked_at: '2026-11-21T10:00:00.000Z' })],
      }),
    });
    renderPage(<ApiKeysSettings />);
    const list = await screen.findByRole('list', { name: 'API keys' });
    const [live, old] = within(list).getAllByRole('listitem');
    expect(live?.textContent).toContain('HR system');
    expect(live?.textContent).toContain('phd_…abcdefgh');
    expect(live?.textContent).toContain('Olive Owner');
    expect(live?.textContent).toContain('Last used never');
    expect(within(live!).getByRole('button', { name: 'Revoke HR system' })).toBeDefined();
    expect(old?.textContent).toContain('Revoked');
    expect(within(old!).queryByRole('button')).toBeNull();
  });

  it('refuses a blank name with the contract’s sentence, then makes a write key and shows it once with Copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let listed: ApiKeyJson[] = [];
    const api = fakeApi({
      'GET /api/saas/api-keys': () => ({ data: listed }),
      'POST /api/saas/api-keys': () => {
        listed = [key({ name: 'HR write', scope: 'write' })];
        return { status: 201, body: { message: API_KEY_CREATED, key: KEY, data: listed[0] } };
      },
    });
    renderPage(<ApiKeysSettings />);
    expect(await screen.findByText('No API keys yet.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText('Name is required')).toBeDefined();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  HR write ' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Write/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    const panel = await screen.findByRole('region', { name: 'New API key' });
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'HR write', scope: 'write' },
    ]);
    expect(panel?.textContent).toContain('you will not see it again');
    expect(within(panel).getByDisplayValue(KEY)).toBeDefined();
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy the key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await within(panel).findByText('Copied')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Revoke HR write' })).toBeDefined();

    fireEvent.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  it('revokes only after the owner confirms; Keep revokes nothing', async () => {
    const api = fakeApi({
      'GET /api/saas/api-keys': () => ({ data: [key()] }),
      [`DELETE /api/saas/api-keys/${ID}`]: () => ({
        message: API_KEY_REVOKED,
        data: key({ revoked_at: '2026-11-22T10:00:00.000Z' }),
      }),
    });
    renderPage(<ApiKeysSettings />);
    const revokes = () => api.calls.filter((c) => c.method === 'DELETE');

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke HR system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(revokes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke HR system' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokes()).toHaveLength(1));
    expect(await screen.findByText(API_KEY_REVOKED)).toBeDefined();
  });

  it('shows the server’s sentence when a non-owner opens it', async () => {
    fakeApi({
      'GET /api/saas/api-keys': () => ({
        status: 403,
        body: { error: 'forbidden', message: 'Only the site’s owners can do this.' },
      }),
    });
    renderPage(<ApiKeysSettings />);
    expect(await screen.findByText('Only the site’s owners can do this.')).toBeDefined();
  });
});
