// The address that sends a person to their university's provider, and the three secrets the caller
// keeps (sealed in a cookie) until the provider sends them back: state ties the answer to this
// browser's request, the nonce ties the ID token to it, the PKCE verifier ties the code to it. All
// three are random: nothing in them names the site, so nothing another site could reuse.
import * as client from 'openid-client';
import { refusalFor } from './errors.ts';
import { oidcDiscover } from './discovery.ts';
import { SCOPE, type OidcOptions, type OidcSite } from './site.ts';

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** Throws SsoRefusal (provider_unavailable, not_configured…) when the provider cannot be used. */
export async function oidcLoginUrl(
  site: OidcSite,
  opts: OidcOptions,
  { redirectUri }: { redirectUri: string },
): Promise<{ url: string; flow: OidcFlow }> {
  const configuration = await oidcDiscover(site, opts).catch((error: unknown) => {
    throw refusalFor(error);
  });
  const flow: OidcFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: flow.state,
    nonce: flow.nonce,
    // Sent whether or not the provider advertises PKCE: those without it ignore the parameters.
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow };
}
