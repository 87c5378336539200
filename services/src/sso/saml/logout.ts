// Single logout by SAML: the site asks the IdP to end the person's session there (a signed
// LogoutRequest by redirect), accepts the IdP's answer to it, and answers the IdP's own LogoutRequest
// (another application signed the person out) with a signed LogoutResponse.
import type { Db } from '../../db/client.ts';
import { SsoRefusal } from '../refusal.ts';
import { refusalFor } from './refusals.ts';
import type { SamlSite } from './site.ts';
import { NAME_ID_UNSPECIFIED, spClient } from './sp-client.ts';

export interface SamlSession {
  nameId: string;
  nameIdFormat?: string;
  sessionIndex?: string;
}

/** A logout message as it arrived: the raw query string of a redirect (its signature covers the exact bytes), or a posted form. */
export type SamlLogoutMessage = { query: string } | { form: Record<string, string | undefined> };

export type SamlLogoutResult =
  | { kind: 'request'; respondUrl: string; nameId: string; sessionIndex: string | null }
  | { kind: 'response'; relayState: string | null };

const MAX_MESSAGE_CHARS = 256 * 1024;

/** Where to send the browser to end the session at the IdP too; null when the IdP has no single logout. */
export async function logoutRedirectUrl(
  db: Db,
  site: SamlSite,
  session: SamlSession,
  relayState: string,
): Promise<string | null> {
  if (!site.idp.sloUrl) return null;
  return spClient(db, site).getLogoutUrlAsync(
    {
      issuer: site.idp.entityId,
      nameID: session.nameId,
      nameIDFormat: session.nameIdFormat ?? NAME_ID_UNSPECIFIED,
      sessionIndex: session.sessionIndex,
    },
    relayState,
    {},
  );
}

export async function readLogout(db: Db, site: SamlSite, message: SamlLogoutMessage): Promise<SamlLogoutResult> {
  const saml = spClient(db, site);
  const fields = 'query' in message ? Object.fromEntries(new URLSearchParams(message.query)) : message.form;
  for (const value of Object.values(fields)) {
    if (typeof value === 'string' && value.length > MAX_MESSAGE_CHARS) {
      throw new SsoRefusal('invalid_response', 'logout message too large');
    }
  }
  if (!fields.SAMLRequest && !fields.SAMLResponse) {
    throw new SsoRefusal('invalid_response', 'neither SAMLRequest nor SAMLResponse');
  }
  // node-saml accepts a redirect without a Signature parameter; single logout must be signed.
  if ('query' in message && !fields.Signature) {
    throw new SsoRefusal('unsigned', 'logout message by redirect without a signature');
  }
  let outcome;
  try {
    if ('query' in message) {
      outcome = await saml.validateRedirectAsync(fields, message.query);
    } else if (fields.SAMLRequest) {
      outcome = await saml.validatePostRequestAsync({ SAMLRequest: fields.SAMLRequest });
    } else {
      outcome = await saml.validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse! });
    }
  } catch (error) {
    throw refusalFor(error);
  }
  if (fields.SAMLRequest) {
    const profile = outcome.profile;
    if (!profile?.nameID) throw new SsoRefusal('invalid_response', 'logout request names nobody');
    const respondUrl = await saml.getLogoutResponseUrlAsync(profile, fields.RelayState ?? '', {}, true);
    return { kind: 'request', respondUrl, nameId: profile.nameID, sessionIndex: profile.sessionIndex ?? null };
  }
  if (!outcome.loggedOut) throw new SsoRefusal('invalid_response', 'not a logout response');
  return { kind: 'response', relayState: fields.RelayState ?? null };
}
