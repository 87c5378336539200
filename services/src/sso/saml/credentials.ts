// A site's own SAML signing pair: the SP signs its AuthnRequests and logout messages with the key, and
// the IdP learns the certificate from the SP metadata. Node's crypto makes the key; node-forge makes the
// self-signed certificate, which Node cannot.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const VALID_YEARS = 10;
/** X.509's upper bound for a common name (RFC 5280 ub-common-name). */
const MAX_COMMON_NAME = 64;

export interface SpCredentials {
  /** PEM X.509 certificate. */
  certificate: string;
  /** PEM PKCS#8 RSA private key: seal it (purpose 'sso-key') before storing it. */
  privateKey: string;
}

export function createSpCredentials(commonName: string): SpCredentials {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial (leading 0x01) of 128 random bits, as RFC 5280 asks.
  cert.serialNumber = `01${randomBytes(16).toString('hex')}`;
  const now = Date.now();
  // A minute back, so an IdP whose clock is a little behind does not see a not-yet-valid certificate.
  cert.validity.notBefore = new Date(now - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(cert.validity.notAfter.getUTCFullYear() + VALID_YEARS);
  const name = [{ name: 'commonName', value: [...commonName.trim()].slice(0, MAX_COMMON_NAME).join('') || 'saml-sp' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(cert), privateKey };
}
