// A real OpenID provider (oidc-provider) on a loopback port, for testing a relying party end to end:
// static confidential clients, a few people with e-mail, name and group claims, a sign-in page that a
// test completes programmatically (GET /interaction/<uid>/login?account=<sub>, or /abort), and its
// signing key, so a test can forge an ID token the provider's keys really verify.
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Provider } from 'oidc-provider';

export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  {
    sub: 'ada',
    email: 'ada.lovelace@uni.example',
    email_verified: true,
    name: 'Ada Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
    groups: ['staff', 'phd-admissions'],
  },
  { sub: 'bob', email: 'bob@uni.example', email_verified: false, name: 'Bob Unverified', groups: ['student'] },
];

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestIdp {
  issuer: string;
  provider: Provider;
  /** The key the provider signs ID tokens with, and its kid. */
  privateKey: KeyObject;
  kid: string;
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';

export async function startTestIdp({
  clients,
  people = TEST_PEOPLE,
  port = 0,
  claimsAtUserinfoOnly = false,
}: {
  clients: TestClient[];
  people?: readonly TestPerson[];
  /** 0: any free port. */
  port?: number;
  /** As many providers do: the ID token names only the subject, userinfo has the rest. */
  claimsAtUserinfoOnly?: boolean;
}): Promise<TestIdp> {
  const { Provider } = await import('oidc-provider');
  const server: Server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    const page = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!page) return handle(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== page[1]) throw new Error('not this browser’s interaction');
    if (!page[2]) {
      res.setHeader('content-type', 'text/plain');
      res.end('Test sign-in: GET ./login?account=<sub> or ./abort');
      return;
    }
    const returnTo = await provider.interactionResult(
      req,
      res,
      page[2] === 'login'
        ? { login: { accountId: url.searchParams.get('account') ?? '' } }
        : { error: 'access_denied', error_description: 'The person cancelled.' },
      { mergeWithLastSubmission: false },
    );
    res.statusCode = 303;
    res.setHeader('location', returnTo);
    res.end();
  }

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const provider: Provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'groups'],
    },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: claimsAtUserinfoOnly,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = people.find((p) => p.sub === sub);
      return person ? { accountId: sub, claims: () => ({ ...person }) } : undefined;
    },
    // Consent is implied, as for a university's own applications.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  return {
    issuer,
    provider,
    privateKey,
    kid,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A compact RS256 JWT of these claims, signed with `key` and naming `kid`. */
export function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** The claims of a compact JWT, unverified (the test made or received it). */
export function jwtClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A browser for the provider's pages: follows its redirects with its cookies, signs in as `account`
 * (or cancels) on the sign-in page, and returns the address the provider sends it back to (the
 * relying party's callback, which is not requested).
 */
export async function browseSignIn(
  authorizationUrl: string,
  redirectUri: string,
  action: { account: string } | { abort: true },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(authorizationUrl);
  for (let hops = 0; hops < 10; hops++) {
    if (next.href.startsWith(`${redirectUri}?`)) return next;
    const page = /^\/interaction\/[^/]+$/.test(next.pathname);
    if (page) {
      next = new URL(
        'account' in action
          ? `${next.pathname}/login?account=${encodeURIComponent(action.account)}`
          : `${next.pathname}/abort`,
        next,
      );
    }
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = res.headers.get('location');
    await res.arrayBuffer();
    if (!location) throw new Error(`The provider answered ${res.status} at ${next.pathname} without a redirect`);
    next = new URL(location, next);
  }
  throw new Error('Too many redirects');
}
