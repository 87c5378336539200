// The owner's "Check connection" for a site's OpenID provider: a real provider (oidc-provider on
// loopback) for the working and wrong-credentials cases, small loopback servers for the ways an address
// can fail to be an OpenID provider, and addresses refused before any connection.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdp, type TestIdp } from '../../tests/support/oidc-idp.ts';
import { checkOidcIssuer, type OidcOptions } from '../src/sso/oidc/index.ts';

const dev: OidcOptions = { allowInsecure: true };
const production: OidcOptions = { allowInsecure: false };

let idp: TestIdp;
const servers: Server[] = [];

beforeAll(async () => {
  idp = await startTestIdp({
    clients: [{ clientId: 'uni-a', clientSecret: 'secret-a', redirectUris: ['https://a.phd-finder.test/cb'] }],
  });
});
afterAll(async () => {
  await idp?.close();
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});

async function serve(handler: RequestListener, tls?: { key: Buffer; cert: Buffer }): Promise<string> {
  const server = tls ? createHttpsServer(tls, handler) : createHttpServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json =
  (body: (origin: string) => unknown): RequestListener =>
  (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body(`http://${req.headers.host}`)));
  };

async function failure(issuer: string, opts: OidcOptions, clientId = 'uni-a', secret = 'secret-a') {
  const result = await checkOidcIssuer(issuer, clientId, secret, opts);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

describe('checking a site’s OpenID provider settings', () => {
  it('passes a working provider with the right client ID and secret', async () => {
    expect(await checkOidcIssuer(idp.issuer, 'uni-a', 'secret-a', dev)).toEqual({ ok: true });
  });

  it('says when the provider does not accept the client ID or secret', async () => {
    expect(await failure(idp.issuer, dev, 'uni-a', 'wrong')).toMatch(/did not accept this client ID and secret/);
    expect(await failure(idp.issuer, dev, 'no-such-client', 'secret-a')).toMatch(
      /did not accept this client ID and secret/,
    );
  });

  it('refuses plain http, this machine and private networks in production, before connecting', async () => {
    expect(await failure('http://login.uni.example/', production)).toBe('The issuer address must start with https://.');
    expect(await failure(idp.issuer, production)).toMatch(/this server itself/);
    expect(await failure('https://127.0.0.1:8443/realms/uni', production)).toMatch(/this server itself/);
    expect(await failure('https://localhost/', production)).toMatch(/this server itself/);
    expect(await failure('https://10.1.2.3/realms/uni', production)).toMatch(/private network address/);
    expect(await failure('https://[fd00::1]/', production)).toMatch(/private network address/);
    expect(await failure('https://169.254.169.254/', dev)).toMatch(/private network address/);
    // Plain http is for this machine only, even in development.
    expect(await failure('http://login.uni.example/', dev)).toBe('The issuer address must start with https://.');
  });

  it('answers a sentence for input that is not an address or not one line, and never throws', async () => {
    expect(await failure('login.uni.example', production)).toMatch(/must be a web address/);
    expect(await failure('https://login.uni.example/\u0000', production)).toMatch(/must be a web address/);
    expect(await failure(`https://login.uni.example/${'a'.repeat(3_000)}`, production)).toMatch(
      /must be a web address/,
    );
    expect(await failure('https://login.uni.example/?tenant=1', production)).toMatch(/query/);
    expect(await failure('https://user:pw@login.uni.example/', production)).toMatch(/user name or password/);
    expect(await failure(idp.issuer, dev, 'uni-a\nx', 'secret-a')).toMatch(/client ID must be/);
    expect(await failure(idp.issuer, dev, '', 'secret-a')).toMatch(/client ID must be/);
    expect(await failure(idp.issuer, dev, 'uni-a', '')).toMatch(/client secret must be/);
  });

  it('says when nothing answers at the address', async () => {
    const port = await serve(() => undefined).then((origin) => {
      const server = servers.pop()!;
      server.close();
      return new URL(origin).port;
    });
    expect(await failure(`http://127.0.0.1:${port}`, dev)).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it('says when a host name does not exist', async () => {
    expect(await failure('https://no-such-provider.invalid/', dev)).toMatch(
      /host name no-such-provider\.invalid could not be found/,
    );
  });

  it('says when the address is a web server but not an OpenID provider', async () => {
    const missing = await serve((_req, res) => {
      res.statusCode = 404;
      res.end('Not found');
    });
    expect(await failure(missing, dev)).toMatch(/No OpenID Connect configuration was found .* 404/);
    const html = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>University</title>');
    });
    expect(await failure(html, dev)).toMatch(/answered, but not with an OpenID Connect configuration/);
    const broken = await serve((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    expect(await failure(broken, dev)).toMatch(/answered 503/);
  });

  it('names the issuer the provider gives itself when the address differs from it', async () => {
    const origin = await serve(
      json((o) => ({
        issuer: `${o}/realms/uni`,
        authorization_endpoint: `${o}/auth`,
        token_endpoint: `${o}/token`,
        jwks_uri: `${o}/jwks`,
        response_types_supported: ['code'],
      })),
    );
    expect(await failure(origin, dev)).toBe(
      `The identity provider calls itself ${origin}/realms/uni, not ${origin}. Use exactly ${origin}/realms/uni as the issuer.`,
    );
  });

  it('says when the provider publishes no token endpoint or keys', async () => {
    const origin = await serve(json((o) => ({ issuer: o, authorization_endpoint: `${o}/auth` })));
    expect(await failure(origin, dev)).toMatch(/does not publish the sign-in, token and key addresses/);
  });

  it('stops reading an answer far larger than any provider’s', async () => {
    const origin = await serve(json((o) => ({ issuer: o, padding: 'x'.repeat(2 * 1024 * 1024) })));
    expect(await failure(origin, dev)).toMatch(/far more data/);
  });

  it('says when the HTTPS certificate cannot be trusted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oidc-tls-'));
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ]),
        { stdio: 'ignore' },
      );
      const origin = await serve(
        json(() => ({})),
        {
          key: readFileSync(join(dir, 'key.pem')),
          cert: readFileSync(join(dir, 'cert.pem')),
        },
      );
      expect(await failure(origin, dev)).toMatch(
        /HTTPS certificate could not be trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
