// @vitest-environment happy-dom
// The tenant session rules of spec sections 4 and 7 (issue 13), in the browser's terms: a university
// site's calls carry its staff token and X-Tenant; a call refused for its sign-in (401, 403, or an error
// text saying the token expired, is invalid or not authenticated) clears token, user and tenant, goes
// to the site's login and returns an empty object; a sign-in attempt's own failure is shown instead;
// the stored token is re-read every second.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../src/api/client.ts';
import { staffApi } from '../src/api/staff.ts';
import { browser } from '../src/layout/staff-session.ts';
import { TOKEN_POLL_MS, useStaffToken } from '../src/layout/useStaff.ts';
import { fakeApi } from './dom.tsx';

const TOKEN = `5d0f2a52-0a4e-4c41-9a55-3a7c6f7f2b10.${'a'.repeat(43)}`;

let went: string[];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Sanne' }));
  localStorage.setItem('tenant', 'demo-university');
  window.history.pushState({}, '', '/saas/staff?tab=1');
  went = [];
  vi.spyOn(browser, 'go').mockImplementation((url) => void went.push(url));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const stored = () => ['token', 'user', 'tenant'].map((key) => localStorage.getItem(key));

describe('a university site’s calls', () => {
  it('carry the staff token and the site in X-Tenant', async () => {
    const { calls } = fakeApi({ 'GET /api/user/me': () => ({ user: { id: 'u1' } }) });
    await api('/api/user/me');
    const headers = (vi.mocked(fetch).mock.calls[0]![1]!.headers ?? {}) as Record<string, string>;
    expect(calls).toHaveLength(1);
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers['x-tenant']).toBe('demo-university');
  });

  it.each([
    [401, { error: 'unauthorized', message: 'Please sign in' }],
    [403, { error: 'wrong_tenant', message: 'This sign-in belongs to another university site.' }],
    [400, { error: 'invalid', message: 'Invalid token given' }],
    [500, { error: 'oops', message: 'Token expired at midnight' }],
  ])('end the sign-in on %i %j: cleared, sent to /saas/login, an empty object returned', async (status, body) => {
    fakeApi({ 'GET /api/saas/staff': () => ({ status, body }) });
    await expect(api('/api/saas/staff')).resolves.toEqual({});
    expect(stored()).toEqual([null, null, null]);
    expect(went).toEqual(['/saas/login?next=%2Fsaas%2Fstaff%3Ftab%3D1']);
  });

  it('keep the sign-in on other failures', async () => {
    fakeApi({
      'PUT /api/customer/me': () => ({ status: 400, body: { error: 'invalid', message: 'Site name is required' } }),
    });
    await expect(api('/api/customer/me', { method: 'PUT', body: {} })).rejects.toThrow('Site name is required');
    expect(stored()[0]).toBe(TOKEN);
    expect(went).toEqual([]);
  });

  it('show a failed sign-in instead of leaving: it carries no token', async () => {
    window.history.pushState({}, '', '/saas/login');
    fakeApi({
      'POST /api/login': () => ({ status: 401, body: { error: 'unauthorized', message: 'Invalid email or password' } }),
    });
    const attempt = staffApi.signIn('owner@demo-university.test', 'wrong', 'demo-university');
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    const headers = (vi.mocked(fetch).mock.calls.at(-1)![1]!.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(stored()[0]).toBe(TOKEN);
    expect(went).toEqual([]);
  });
});

describe('the staff sign-in (the login contract)', () => {
  const signedIn = {
    token: TOKEN,
    user: { id: 'u1', email: 'owner@demo-university.test', name: 'Sanne', role: 'owner' },
    tenant: { id: 't1', slug: 'demo-university', name: 'Demo University', university: 'Demo University' },
  };

  it('posts the e-mail and password to the typed site, without a bearer token, and answers the staff token', async () => {
    window.history.pushState({}, '', '/saas/login');
    const { calls } = fakeApi({ 'POST /api/login': () => signedIn });
    await expect(staffApi.signIn('owner@demo-university.test', 'secret', 'demo-university')).resolves.toEqual(signedIn);
    const login = calls.find((c) => c.url.pathname === '/api/login')!;
    expect(login.method).toBe('POST');
    expect(login.url.search).toBe('');
    expect(login.body).toEqual({ email: 'owner@demo-university.test', password: 'secret' });
    const headers = (vi.mocked(fetch).mock.calls.at(-1)![1]!.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-tenant']).toBe('demo-university');
  });

  it('counts an answer without a staff token (not a university site) as a failed sign-in', async () => {
    window.history.pushState({}, '', '/saas/login');
    fakeApi({ 'POST /api/login': () => ({ status: 200, body: null }) });
    const attempt = staffApi.signIn('owner@demo-university.test', 'secret', 'demo-university');
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(went).toEqual([]);
  });
});

describe('the stored token', () => {
  it('is re-read every second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useStaffToken());
    expect(result.current).toBe(TOKEN);
    localStorage.removeItem('token');
    act(() => vi.advanceTimersByTime(TOKEN_POLL_MS - 1));
    expect(result.current).toBe(TOKEN);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });
});
