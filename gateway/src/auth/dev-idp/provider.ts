// The local development identity provider: a real OpenID Connect provider (oidc-provider) that the
// sign-in buttons use when no Google or LinkedIn keys are configured, so the whole code flow (PKCE,
// state, nonce, signed ID tokens) runs on a developer's machine. Never mounted in production.
//
// It keeps everything in memory and makes its signing key at start-up: restarting the gateway only
// cancels sign-ins in progress. It remembers nobody between sign-ins (its own session cookie is never
// handed out), so every sign-in shows the person picker and switching people needs no sign-out there.
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import { errorPage } from './interaction-page.ts';
import { DEV_IDP_PATH, devOrigins } from './origins.ts';
import { claimsFor } from './people.ts';

export const DEV_CLIENT_ID = 'phd-finder-development';
const SCOPE = 'openid profile email';
const SESSION_COOKIE = 'dev_idp_session';

export interface DevIdentityProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Origins the browser may come back to (see origins.ts). */
  origins: string[];
}

export interface DevIdentityProviderOptions {
  publicUrl: string;
  appSecret: string;
  log: FastifyBaseLogger;
}

let signingKey: Record<string, unknown> | undefined;

/** One RSA key per process (RS256 is every client's default), made on first use. */
function devSigningKey(): Record<string, unknown> {
  if (!signingKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    signingKey = { ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
  }
  return signingKey;
}

export async function createDevIdentityProvider({
  publicUrl,
  appSecret,
  log,
}: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  // Loaded only here, so production never loads the provider at all.
  const { Provider } = await import('oidc-provider');
  const issuer = `${publicUrl}${DEV_IDP_PATH}`;
  const origins = devOrigins(publicUrl);
  const clientSecret = randomBytes(32).toString('base64url');
  const cookieKey = createHmac('sha256', appSecret).update('dev-idp-cookies').digest('base64url');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: origins.flatMap((o) => [`${o}/api/auth/callback/google`, `${o}/api/auth/callback/linkedin`]),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [devSigningKey()] },
    cookies: {
      keys: [cookieKey],
      names: { session: SESSION_COOKIE, interaction: 'dev_idp_interaction', resume: 'dev_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: DEV_IDP_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'profile', 'email'],
    // Profile and e-mail in the ID token itself, as Google and LinkedIn send them.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
    },
    // As strict as the real providers should be: no code without a PKCE challenge.
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsFor(sub) }),
    // The only client is this site: consent is implied, as for a first-party app.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const accountId = oidc.session.accountId;
      const clientId = oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        'Development sign-in failed',
        `${out.error_description ?? out.error ?? 'The sign-in request was not valid.'} Please start again from the site.`,
      );
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  });
  // Behind a TLS-terminating proxy in development, URLs in its answers must say https.
  provider.proxy = true;
  provider.use(forgetSessions);
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'development identity provider failed'));
  return { provider, issuer, clientId: DEV_CLIENT_ID, clientSecret, origins };
}

/** Drops the provider's own sign-in cookie from its answers (see the top of this file). */
async function forgetSessions(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  const cookies = ctx.response.get('set-cookie');
  if (!Array.isArray(cookies)) return;
  const kept = cookies.filter((c) => !c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}.sig=`));
  if (kept.length === 0) ctx.remove('set-cookie');
  else ctx.set('set-cookie', kept);
}
