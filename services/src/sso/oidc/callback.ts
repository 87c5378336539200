// The provider's answer at the site's callback, checked in full before anyone is believed: the state
// against this browser's flow, the `iss` parameter against this site's provider, then openid-client
// redeems the code (with the PKCE verifier and this site's client secret) and checks the ID token
// (issuer, audience, nonce, times, and its signature against the provider's published keys).
import { timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import type { SsoAssertion } from '../assertion.ts';
import { SsoRefusal } from '../refusal.ts';
import { claimsToAttributes, type Claims } from './claims.ts';
import { oidcDiscover } from './discovery.ts';
import { refusalFor } from './errors.ts';
import type { OidcFlow } from './login.ts';
import type { OidcOptions, OidcSite } from './site.ts';

const MAX_SUBJECT = 255;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function usableFlow(flow: OidcFlow): boolean {
  return [flow?.state, flow?.nonce, flow?.verifier].every((v) => typeof v === 'string' && v.length > 0);
}

/** Claims the userinfo endpoint adds; none when the provider has no such endpoint or will not answer it. */
async function userInfo(configuration: client.Configuration, accessToken: string, sub: string): Promise<Claims> {
  if (!configuration.serverMetadata().userinfo_endpoint) return {};
  try {
    return await client.fetchUserInfo(configuration, accessToken, sub);
  } catch (error) {
    // Some providers' userinfo wants another audience for the token (Entra ID) and answers 401: the
    // signed ID token is enough. A different subject, a broken answer or no answer is refused below.
    if (error instanceof client.WWWAuthenticateChallengeError || error instanceof client.ResponseBodyError) {
      return {};
    }
    throw error;
  }
}

/** The person the provider vouches for, or SsoRefusal. */
export async function oidcReadCallback(
  site: OidcSite,
  opts: OidcOptions,
  callbackUrl: URL,
  flow: OidcFlow,
): Promise<SsoAssertion> {
  if (!usableFlow(flow)) throw new SsoRefusal('unsolicited', 'no sign-in flow to compare the answer with');
  const params = callbackUrl.searchParams;
  const state = params.get('state');
  if (state === null || !sameSecret(state, flow.state)) {
    throw new SsoRefusal('unsolicited', state === null ? 'the answer has no state' : 'the state does not match');
  }
  try {
    const configuration = await oidcDiscover(site, opts);
    const issuer = configuration.serverMetadata().issuer;
    const iss = params.get('iss');
    // RFC 9207: the provider names itself in its answer; an answer from another provider stops here,
    // before its code is sent anywhere.
    if (iss !== null && iss !== issuer) {
      throw new SsoRefusal('wrong_issuer', `the answer names ${iss.slice(0, 200)}, not ${issuer}`);
    }
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      pkceCodeVerifier: flow.verifier,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoRefusal('invalid_response', 'no ID token');
    const sub = idClaims.sub;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_SUBJECT) {
      throw new SsoRefusal('invalid_response', 'the ID token has no usable sub');
    }
    // The signed ID token wins where both say something.
    const claims: Claims = { ...(await userInfo(configuration, tokens.access_token, sub)), ...idClaims };
    return { protocol: 'oidc', nameId: sub, attributes: claimsToAttributes(claims) };
  } catch (error) {
    throw refusalFor(error);
  }
}
