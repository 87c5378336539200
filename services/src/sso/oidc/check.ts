// The owner's "Check connection" in the site's sign-in settings: discovers the provider afresh and asks
// its token endpoint to authenticate the client (with a code that cannot exist), so a wrong issuer,
// client ID or secret shows up before anyone tries to sign in. Providers authenticate the client before
// they look at the code: `invalid_client` means the credentials are wrong, any other refusal means
// they were accepted.
import * as client from 'openid-client';
import { discoverUncached } from './discovery.ts';
import { describeProblem, problemOf } from './errors.ts';
import type { OidcOptions } from './site.ts';

export type OidcCheck = { ok: true } | { ok: false; message: string };

const CONTROL = /\p{Cc}/u;

function credentialProblem(clientId: string, clientSecret: string): string | undefined {
  if (typeof clientId !== 'string' || clientId.trim() === '' || clientId.length > 500 || CONTROL.test(clientId)) {
    return 'The client ID must be the single line of text the identity provider gave this site (at most 500 characters).';
  }
  if (
    typeof clientSecret !== 'string' ||
    clientSecret === '' ||
    clientSecret.length > 2_000 ||
    CONTROL.test(clientSecret)
  ) {
    return 'The client secret must be the single line of text the identity provider gave this site (at most 2,000 characters).';
  }
  return undefined;
}

/** The OAuth error a token endpoint answered with, in its body or (401) its WWW-Authenticate header. */
function oauthErrorOf(error: unknown): { error: string | undefined; status: number } | undefined {
  if (error instanceof client.ResponseBodyError) return { error: error.error, status: error.status };
  if (error instanceof client.WWWAuthenticateChallengeError) {
    const named = error.cause.map((c) => c.parameters.error).find((e) => typeof e === 'string');
    return { error: named ?? (error.status === 401 ? 'invalid_client' : undefined), status: error.status };
  }
  return undefined;
}

export async function checkOidcIssuer(
  issuer: string,
  clientId: string,
  clientSecret: string,
  opts: OidcOptions,
): Promise<OidcCheck> {
  const wrong = credentialProblem(clientId, clientSecret);
  if (wrong) return { ok: false, message: wrong };
  let configuration: client.Configuration;
  try {
    configuration = await discoverUncached({ tenantId: 'check', issuer, clientId, clientSecret }, opts);
  } catch (error) {
    return { ok: false, message: describeProblem(problemOf(error), issuer) };
  }
  const metadata = configuration.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
    return {
      ok: false,
      message: `The identity provider at ${issuer} does not publish the sign-in, token and key addresses OpenID Connect needs.`,
    };
  }
  try {
    await client.genericGrantRequest(configuration, 'authorization_code', {
      code: 'phd-finder-connection-check',
      redirect_uri: 'https://invalid.invalid/connection-check',
    });
  } catch (error) {
    const refused = oauthErrorOf(error);
    if (refused) {
      if (refused.error === 'invalid_client' || refused.error === 'unauthorized_client') {
        return {
          ok: false,
          message:
            refused.error === 'invalid_client'
              ? 'The identity provider did not accept this client ID and secret. Copy them again from its app registration.'
              : 'The identity provider does not let this client sign people in with the authorization code flow. Enable it in its app registration.',
        };
      }
      if (refused.status < 500) return { ok: true };
    }
    return { ok: false, message: describeProblem(problemOf(error), issuer) };
  }
  // A provider that redeemed a made-up code is not one to trust.
  return { ok: false, message: `The identity provider at ${issuer} accepted a sign-in code it never issued.` };
}
