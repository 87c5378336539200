// Claims as SsoAssertion attributes: each a list of strings, the way SAML attributes come, so one
// attribute mapping (../attributes.ts) reads both protocols. Nested objects (address, custom
// structures) have no single text value and are left out.
export type Claims = Record<string, unknown>;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function claimsToAttributes(claims: Claims): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (Array.isArray(value)) {
      attributes[name] = value.map(asText).filter((v): v is string => v !== undefined);
      continue;
    }
    const text = asText(value);
    if (text !== undefined) attributes[name] = [text];
  }
  // An address the provider says it has not verified proves nothing about who signed in: the sign-in
  // treats the person as having shared no address (and refuses with no_email).
  const verified = claims.email_verified;
  if (verified === false || verified === 'false') delete attributes.email;
  return attributes;
}
