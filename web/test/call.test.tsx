// @vitest-environment happy-dom
// The typed client (web/src/api/call.ts): a contract's method and path, its params put into the path
// (encoded), its query and body sent as `api` sends them, and the answer returned as the contract types it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSavedIds, saveOpportunity } from '@phd/contracts/endpoints/saved-opportunities';
import { contract } from '@phd/contracts/http/contract';
import { call, pathOf } from '../src/api/call.ts';
import { fakeApi } from './dom.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER = '5d0f2a52-0a4e-4c41-9a55-3a7c6f7f2b10';

describe('call(contract, input)', () => {
  it("sends a read's query and returns its answer", async () => {
    const { calls } = fakeApi({ 'GET /api/user/opportunity/save': () => ({ savedOpportunities: ['a', 'b'] }) });
    const answer = await call(listSavedIds, { query: { userId: USER } });
    expect(answer.savedOpportunities).toEqual(['a', 'b']);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      `GET /api/user/opportunity/save?userId=${USER}`,
    ]);
  });

  it("sends a write's body with the contract's method, after the CSRF token", async () => {
    const { calls } = fakeApi({
      'POST /api/user/opportunity/save': () => ({
        status: 201,
        body: { message: 'Opportunity saved', opportunity_id: 'o1' },
      }),
    });
    const answer = await call(saveOpportunity, { body: { user_id: USER, opportunity_id: 'o1' } });
    expect(answer).toEqual({ message: 'Opportunity saved', opportunity_id: 'o1' });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/csrf-token',
      'POST /api/user/opportunity/save',
    ]);
    expect(calls[1]!.body).toEqual({ user_id: USER, opportunity_id: 'o1' });
  });

  it('fails with the answer’s message, as api does', async () => {
    fakeApi({
      'GET /api/user/opportunity/save': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Please sign in.' },
      }),
    });
    await expect(call(listSavedIds, { query: { userId: USER } })).rejects.toThrow('Please sign in.');
  });
});

describe('pathOf', () => {
  const detail = contract({
    method: 'GET',
    path: '/api/tenant/:slug/opportunity/:id',
    audience: 'anyone',
    area: 'Public',
    summary: 'test',
    responses: {},
  });

  it('puts each param into the path, encoded', () => {
    expect(pathOf(detail.path, { slug: 'a b', id: 'x/y' })).toBe('/api/tenant/a%20b/opportunity/x%2Fy');
  });

  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => pathOf(detail.path, { slug: 'a' })).toThrow('the param id is missing');
  });
});
