// Single sign-on by SAML for one site: the signed AuthnRequest that sends the browser to the IdP, and
// the checks on the answer the IdP posts back (signature, issuer, audience, time window, the request it
// answers, replay) before anyone is signed in.
import type { Db } from '../../db/client.ts';
import type { SsoAssertion } from '../assertion.ts';
import { SsoRefusal } from '../refusal.ts';
import { readAssertion } from './assertion-reader.ts';
import { refusalFor } from './refusals.ts';
import { claimAssertion } from './replay-store.ts';
import { CLOCK_SKEW_MS, type SamlSite } from './site.ts';
import { spClient } from './sp-client.ts';
import { childElements, descendants, NS, parseXml } from './xml.ts';

/** A real answer is a few kB, tens with many attributes; a megabyte is an attack on the parser. */
export const MAX_RESPONSE_CHARS = 512 * 1024;
/** When an assertion has no NotOnOrAfter (allowed, if odd), its ID is remembered this long. */
const KEEP_UNDATED_MS = 24 * 60 * 60_000;

export interface SamlPostForm {
  SAMLResponse?: string;
  RelayState?: string;
}

/** The IdP's sign-in address with a signed AuthnRequest; its ID is remembered for the answer. */
export async function loginRedirectUrl(db: Db, site: SamlSite, relayState: string): Promise<string> {
  return spClient(db, site).getAuthorizeUrlAsync(relayState, undefined, {});
}

/** The person the IdP vouches for, or an SsoRefusal saying why the answer cannot be trusted. */
export async function readLoginResponse(db: Db, site: SamlSite, form: SamlPostForm, now?: Date): Promise<SsoAssertion> {
  const encoded = wellFormedBase64(form.SAMLResponse);
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  const doc = parseXml(xml);
  const root = doc?.documentElement as unknown as Element | undefined;
  if (!root || root.namespaceURI !== NS.samlp || root.localName !== 'Response') {
    throw new SsoRefusal('invalid_response', 'SAMLResponse is not a samlp:Response document');
  }
  refuseUnsigned(root);
  let profile;
  try {
    ({ profile } = await spClient(db, site, now).validatePostResponseAsync({ SAMLResponse: encoded }));
  } catch (error) {
    throw refusalFor(error);
  }
  if (!profile?.getAssertionXml) throw new SsoRefusal('invalid_response', 'the answer holds no assertion');
  const assertion = readAssertion(profile.getAssertionXml());
  // node-saml compares the issuer on logout messages only; the signed assertion's issuer must be the site's IdP.
  const responseIssuer = childElements(root, NS.saml, 'Issuer')[0]?.textContent?.trim();
  if (assertion.issuer !== site.idp.entityId || (responseIssuer && responseIssuer !== site.idp.entityId)) {
    throw new SsoRefusal('wrong_issuer', `issuer ${assertion.issuer ?? 'none'}, expected ${site.idp.entityId}`);
  }
  const inResponseTo = assertion.inResponseTo ?? root.getAttribute('InResponseTo');
  if (!inResponseTo) throw new SsoRefusal('unsolicited', 'the answer names no request');
  const keepUntil = new Date(
    (assertion.notOnOrAfter?.getTime() ?? (now ?? new Date()).getTime() + KEEP_UNDATED_MS) + CLOCK_SKEW_MS,
  );
  await claimAssertion(db, site.tenantId, { assertionId: assertion.id, inResponseTo, keepUntil });
  return {
    protocol: 'saml',
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat,
    sessionIndex: profile.sessionIndex,
    attributes: assertion.attributes,
  };
}

function wellFormedBase64(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new SsoRefusal('invalid_response', 'no SAMLResponse in the form');
  }
  if (value.length > MAX_RESPONSE_CHARS) {
    throw new SsoRefusal('invalid_response', `SAMLResponse of ${value.length} characters`);
  }
  // IdPs may wrap the base64 in lines; anything else in it means it is not base64 at all.
  const compact = value.replace(/[\r\n\t ]+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0) {
    throw new SsoRefusal('invalid_response', 'SAMLResponse is not base64');
  }
  return compact;
}

/**
 * node-saml says "invalid signature" for a missing one as for a wrong one; a person (and the log) are
 * better told that the answer was not signed at all. Signed assertions are required, so a response
 * whose only assertion carries no signature of its own is unsigned, even if the response is signed.
 */
function refuseUnsigned(root: Element): void {
  const assertions = descendants(root, NS.saml, 'Assertion');
  if (descendants(root, NS.ds, 'Signature').length === 0) {
    throw new SsoRefusal('unsigned', 'no signature anywhere in the response');
  }
  if (assertions.length === 1 && childElements(assertions[0]!, NS.ds, 'Signature').length === 0) {
    throw new SsoRefusal('unsigned', 'the assertion carries no signature of its own');
  }
}
