// The OIDC module's small parts on their own: claims as attributes, and the fetch that connects only
// to checked addresses (through its DNS lookup, which the issuer check cannot see: discovery may name
// any host for the token and key endpoints).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsToAttributes } from '../src/sso/oidc/claims.ts';
import { guardedFetch, RefusedAddress } from '../src/sso/oidc/guarded-fetch.ts';

describe('claims as SSO attributes', () => {
  it('keeps lists, writes scalars as text, and leaves out nested objects and nulls', () => {
    expect(
      claimsToAttributes({
        sub: 'u-1',
        email: 'a@uni.example',
        email_verified: true,
        groups: ['staff', 7, true, { id: 'x' }, null],
        empty: [],
        updated_at: 1_700_000_000,
        address: { country: 'NL' },
        nickname: null,
      }),
    ).toEqual({
      sub: ['u-1'],
      email: ['a@uni.example'],
      email_verified: ['true'],
      groups: ['staff', '7', 'true'],
      empty: [],
      updated_at: ['1700000000'],
    });
  });

  it('drops the e-mail when the provider says it is not verified, as a boolean or as text', () => {
    expect(claimsToAttributes({ sub: 'u', email: 'a@uni.example', email_verified: false }).email).toBeUndefined();
    expect(claimsToAttributes({ sub: 'u', email: 'a@uni.example', email_verified: 'false' }).email).toBeUndefined();
    // A provider that says nothing about verification (Entra ID) keeps its address.
    expect(claimsToAttributes({ sub: 'u', email: 'a@uni.example' }).email).toEqual(['a@uni.example']);
  });
});

describe('the guarded fetch', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });

  const get = (fetch: ReturnType<typeof guardedFetch>, url: string) =>
    fetch(url, { method: 'GET', headers: {}, body: undefined, redirect: 'manual', signal: AbortSignal.timeout(5_000) });

  it('refuses a name that resolves to this machine unless loopback is allowed', async () => {
    const refused = await get(guardedFetch(false), `http://localhost:${port}/`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TypeError);
    const causes: unknown[] = [];
    for (let c: unknown = refused; c instanceof Error; c = c.cause) causes.push(c);
    expect(causes.some((c) => c instanceof RefusedAddress)).toBe(true);

    const allowed = await get(guardedFetch(true), `http://localhost:${port}/`);
    expect(await allowed.json()).toEqual({ ok: true });
  });

  it('refuses a literal private or loopback address without connecting', async () => {
    for (const url of [`http://127.0.0.1:${port}/`, 'https://10.0.0.8/', 'https://[::ffff:192.168.0.1]/']) {
      const refused = await get(guardedFetch(false), url).catch((e: unknown) => e);
      expect((refused as Error).cause).toBeInstanceOf(RefusedAddress);
    }
  });
});
