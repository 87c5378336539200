// Reading an identity provider's SAML metadata (an EntityDescriptor, or a federation-style
// EntitiesDescriptor holding one IdP) into what a site stores: entity ID, where to send sign-in and
// logout requests, and the certificates the IdP signs with. Every refusal is a sentence the site's owner
// can act on.
import { X509Certificate } from 'node:crypto';
import { childElements, descendants, NS, parseXml } from './xml.ts';

export const MAX_METADATA_BYTES = 1024 * 1024;

const BINDING = {
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** Null when the IdP offers no single logout by HTTP-Redirect, the binding this site sends it by. */
  sloUrl: string | null;
  /** PEM certificates, two during a key rollover. */
  certificates: string[];
}

export class SamlMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SamlMetadataError';
  }
}

export function parseIdpMetadata(xml: string): IdpMetadata {
  if (Buffer.byteLength(xml, 'utf8') > MAX_METADATA_BYTES) {
    throw new SamlMetadataError('The metadata is larger than 1 MB, which no single identity provider needs.');
  }
  const doc = parseXml(xml);
  if (!doc) {
    throw new SamlMetadataError(
      'The metadata is not well-formed XML (or it has a DOCTYPE, which SAML metadata never needs).',
    );
  }
  const entity = identityProviderEntity(doc.documentElement as unknown as Element);
  const entityId = (entity.getAttribute('entityID') ?? '').trim();
  if (!entityId || entityId.length > 1024 || [...entityId].some((c) => c.charCodeAt(0) < 0x20)) {
    throw new SamlMetadataError('The identity provider in the metadata has no usable entityID.');
  }
  const idp = childElements(entity, NS.md, 'IDPSSODescriptor')[0]!;
  const ssoUrl =
    endpoint(idp, 'SingleSignOnService', BINDING.redirect) ?? endpoint(idp, 'SingleSignOnService', BINDING.post);
  if (!ssoUrl) {
    throw new SamlMetadataError(
      'The identity provider offers no single sign-on address by HTTP-Redirect or HTTP-POST, so nobody could be sent to it.',
    );
  }
  const sloUrl = endpoint(idp, 'SingleLogoutService', BINDING.redirect);
  const certificates = signingCertificates(idp);
  if (certificates.length === 0) {
    throw new SamlMetadataError(
      'The identity provider’s metadata has no signing certificate, so its sign-in answers could not be checked.',
    );
  }
  return { entityId, ssoUrl, sloUrl, certificates };
}

function identityProviderEntity(root: Element): Element {
  if (root.namespaceURI === NS.md && root.localName === 'EntityDescriptor') {
    if (childElements(root, NS.md, 'IDPSSODescriptor').length !== 1) {
      throw new SamlMetadataError(
        'The metadata describes no identity provider (it has no IDPSSODescriptor): is it a service provider’s metadata?',
      );
    }
    return root;
  }
  if (root.namespaceURI === NS.md && root.localName === 'EntitiesDescriptor') {
    const idps = descendants(root, NS.md, 'EntityDescriptor').filter(
      (e) => childElements(e, NS.md, 'IDPSSODescriptor').length === 1,
    );
    if (idps.length === 1) return idps[0]!;
    throw new SamlMetadataError(
      idps.length === 0
        ? 'The metadata lists no identity provider.'
        : `The metadata lists ${idps.length} identity providers (a whole federation?); give the metadata of your university’s own identity provider.`,
    );
  }
  throw new SamlMetadataError('This is not SAML metadata: it should start with an EntityDescriptor element.');
}

function endpoint(idp: Element, name: string, binding: string): string | null {
  for (const service of childElements(idp, NS.md, name)) {
    if (service.getAttribute('Binding') !== binding) continue;
    const location = (service.getAttribute('Location') ?? '').trim();
    if (!location) continue;
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      throw new SamlMetadataError(`The identity provider’s ${name} address "${location.slice(0, 200)}" is not a URL.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new SamlMetadataError(`The identity provider’s ${name} address must be an https address.`);
    }
    return url.toString();
  }
  return null;
}

function signingCertificates(idp: Element): string[] {
  const found = new Set<string>();
  for (const key of childElements(idp, NS.md, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const cert of descendants(key, NS.ds, 'X509Certificate')) {
      const body = (cert.textContent ?? '').replace(/\s+/g, '');
      if (!body) continue;
      const pem = toPem(body);
      try {
        new X509Certificate(pem);
      } catch {
        throw new SamlMetadataError('A signing certificate in the metadata is not a valid X.509 certificate.');
      }
      found.add(pem);
    }
  }
  return [...found];
}

function toPem(base64: string): string {
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}
