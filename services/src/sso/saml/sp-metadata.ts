// The metadata a site's owner hands to the university's IdP: entity ID, where sign-in answers are
// posted, where logout messages arrive (by redirect and by post) and the certificate the site signs with.
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { NS } from './xml.ts';
import type { SamlSite } from './site.ts';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export function spMetadata(site: SamlSite): string {
  const xml = generateServiceProviderMetadata({
    issuer: site.sp.entityId,
    callbackUrl: site.sp.acsUrl,
    logoutCallbackUrl: site.sp.sloUrl,
    publicCerts: site.sp.certificate,
    privateKey: site.sp.privateKey,
    signatureAlgorithm: 'sha256',
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
  // node-saml lists single logout by HTTP-POST only; IdPs answer and start logout by redirect too.
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const post = doc.getElementsByTagNameNS(NS.md, 'SingleLogoutService')[0];
  if (post?.parentNode) {
    const redirect = doc.createElementNS(NS.md, 'SingleLogoutService');
    redirect.setAttribute('Binding', REDIRECT);
    redirect.setAttribute('Location', site.sp.sloUrl);
    post.parentNode.insertBefore(redirect, post);
  }
  return new XMLSerializer().serializeToString(doc);
}
