// node-saml configured as one site's service provider: signed requests, signed assertions required,
// the site's IdP as the only issuer and signer, answers only to requests this site sent.
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Db } from '../../db/client.ts';
import { requestCache } from './replay-store.ts';
import { CLOCK_SKEW_MS, REQUEST_TTL_MS, type SamlSite } from './site.ts';

/** node-saml reads the clock itself; a test (or a caller replaying history) may fix "now" instead. */
class SiteSaml extends SAML {
  constructor(
    config: ConstructorParameters<typeof SAML>[0],
    private readonly now: (() => number) | undefined,
  ) {
    super(config);
  }

  protected override checkTimestampsValidityError(
    nowMs: number,
    notBefore: string,
    notOnOrAfter: string,
    maxTimeLimitMs?: number,
  ): Error | null {
    return super.checkTimestampsValidityError(this.now?.() ?? nowMs, notBefore, notOnOrAfter, maxTimeLimitMs);
  }
}

export const NAME_ID_UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

export function spClient(db: Db, site: SamlSite, now?: Date): SAML {
  return new SiteSaml(
    {
      issuer: site.sp.entityId,
      callbackUrl: site.sp.acsUrl,
      logoutCallbackUrl: site.sp.sloUrl,
      entryPoint: site.idp.ssoUrl,
      logoutUrl: site.idp.sloUrl ?? site.idp.ssoUrl,
      idpIssuer: site.idp.entityId,
      idpCert: site.idp.certificates,
      privateKey: site.sp.privateKey,
      publicCert: site.sp.certificate,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
      audience: site.sp.entityId,
      wantAssertionsSigned: true,
      // Many IdPs sign only the assertion; the assertion's signature is what is required.
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      validateInResponseTo: ValidateInResponseTo.always,
      cacheProvider: requestCache(db, site.tenantId),
      requestIdExpirationPeriodMs: REQUEST_TTL_MS,
      // Let the IdP choose its NameID format; attributes carry the person.
      identifierFormat: null,
      // Federations differ in the authentication context they offer; asking for one fails at some IdPs.
      disableRequestedAuthnContext: true,
    },
    now ? () => now.getTime() : undefined,
  );
}
