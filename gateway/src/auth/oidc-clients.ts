// The relying party side of sign-in (openid-client): one connection per button, to Google or LinkedIn
// when their keys are configured, else (outside production) to the local development provider.
// Discovery runs on first use and is kept; a failed discovery is forgotten so the next sign-in retries.
import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '@phd/services/config';
import type { IdentityProviderName, VerifiedIdentity } from '@phd/services/accounts/sign-in';
import type { SignInFlow } from './flow-cookie.ts';

export type SignInProvider = 'google' | 'linkedin';
export const PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

export interface Connection {
  provider: SignInProvider;
  /** Recorded on the person's identity: the development provider's subjects are its own. */
  identityProvider: IdentityProviderName;
  scope: string;
  pkce: boolean;
  nonce: boolean;
  /** The callback URL for a request that came in on `origin`. */
  redirectUri(origin: string | undefined): string;
  configuration(): Promise<client.Configuration>;
}

/** What the app knows about its development provider (dev-idp/provider.ts). */
export interface DevIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  origins: string[];
  fetch: client.CustomFetch;
}

export interface SignInClientsOptions {
  config: Pick<Config, 'publicUrl' | 'signIn'>;
  dev?: DevIssuer;
  /** For the real providers; tests replace it ("mocked Google"). Default: global fetch. */
  fetch?: client.CustomFetch;
}

const REAL = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile', pkce: true, nonce: true },
  // LinkedIn's OpenID Connect refuses a code_verifier from web apps (invalid_client) and never echoes a
  // nonce in its ID tokens, so its flow relies on state alone; it also wants the secret in the body.
  linkedin: { issuer: 'https://www.linkedin.com/oauth', scope: 'openid profile email', pkce: false, nonce: false },
} as const;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function createSignInClients({ config, dev, fetch }: SignInClientsOptions) {
  const callback = (origin: string, provider: SignInProvider) => `${origin}/api/auth/callback/${provider}`;
  const publicOrigin = new URL(config.publicUrl).origin;

  function connect(provider: SignInProvider): Connection | undefined {
    const keys = config.signIn[provider];
    if (keys) {
      const real = REAL[provider];
      return {
        provider,
        identityProvider: provider,
        scope: real.scope,
        pkce: real.pkce,
        nonce: real.nonce,
        // Registered with the provider: always the public address.
        redirectUri: () => callback(publicOrigin, provider),
        configuration: cached(() =>
          client.discovery(
            new URL(real.issuer),
            keys.clientId,
            { client_secret: keys.clientSecret },
            client.ClientSecretPost(keys.clientSecret),
            { timeout: 10, ...(fetch ? { [client.customFetch]: fetch } : {}) },
          ),
        ),
      };
    }
    if (!dev) return undefined;
    const insecure = new URL(dev.issuer).protocol === 'http:';
    return {
      provider,
      identityProvider: 'dev',
      scope: 'openid profile email',
      pkce: true,
      nonce: true,
      redirectUri: (origin) => callback(origin && dev.origins.includes(origin) ? origin : publicOrigin, provider),
      configuration: cached(() =>
        client.discovery(
          new URL(dev.issuer),
          dev.clientId,
          { client_secret: dev.clientSecret },
          client.ClientSecretPost(dev.clientSecret),
          { [client.customFetch]: dev.fetch, execute: insecure ? [client.allowInsecureRequests] : [] },
        ),
      ),
    };
  }

  const connections = { google: connect('google'), linkedin: connect('linkedin') };
  // Both buttons may lead to the development provider: one discovery for both.
  if (connections.google?.identityProvider === 'dev' && connections.linkedin?.identityProvider === 'dev') {
    connections.linkedin.configuration = connections.google.configuration;
  }
  return {
    /** The connection behind a button, or undefined when that provider is not available. */
    connection: (provider: SignInProvider): Connection | undefined => connections[provider],
  };
}

export type SignInClients = ReturnType<typeof createSignInClients>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s || undefined)
    .optional()
    .catch(undefined);

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(320).pipe(z.email()).optional().catch(undefined),
  // Some providers send the flag as text.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined),
  name: text(200),
  given_name: text(100),
  family_name: text(100),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .optional()
    .catch(undefined),
});

export type CallbackResult = { ok: true; identity: VerifiedIdentity } | { ok: false; reason: 'unverified' };

/** Exchanges the code (checking state, nonce, PKCE, issuer and the ID token) and reads who signed in. */
export async function finishSignIn(
  connection: Connection,
  callbackUrl: URL,
  flow: SignInFlow,
): Promise<CallbackResult> {
  const config = await connection.configuration();
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    pkceCodeVerifier: flow.verifier,
    idTokenExpected: true,
  });
  let claims: Record<string, unknown> = { ...tokens.claims() };
  if (claims.email === undefined) {
    // Providers that keep the address out of the ID token answer it at userinfo.
    const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    claims = { ...info, ...claims };
  }
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) throw new Error(`Unusable ID token claims: ${parsed.error.message}`);
  const c = parsed.data;
  if (!c.email || c.email_verified !== true) return { ok: false, reason: 'unverified' };
  return {
    ok: true,
    identity: {
      provider: connection.identityProvider,
      subject: c.sub,
      email: c.email,
      name: c.name ?? ([c.given_name, c.family_name].filter(Boolean).join(' ') || undefined),
      firstName: c.given_name,
      lastName: c.family_name,
      picture: c.picture,
    },
  };
}
