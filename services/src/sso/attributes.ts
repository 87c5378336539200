// Who a checked assertion names, read the same way for SAML and OpenID Connect: the site's mapping
// first, then the names identity providers usually send (the eduPerson and inetOrgPerson attributes by
// OID and by friendly name, and OpenID Connect's standard claims). Role rules read the same attributes.
import type { TenantRole } from '../db/client.ts';
import type { SsoAssertion } from './assertion.ts';

export interface AttributeMap {
  subject?: string | null;
  email?: string | null;
  name?: string | null;
}

export interface RoleRule {
  attribute: string;
  value: string;
  role: TenantRole;
}

/** The usual names of each fact, most specific first. */
const USUAL = {
  // eduPersonPrincipalName is stable across NameID formats (a transient NameID changes every time).
  subject: ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName', 'sub'],
  email: ['urn:oid:0.9.2342.19200300.100.1.3', 'mail', 'email', 'emailAddress'],
  name: ['urn:oid:2.16.840.1.113730.3.1.241', 'displayName', 'name', 'cn', 'urn:oid:2.5.4.3'],
} as const;

const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const EMAIL_SHAPE = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,63}$/;

export interface SsoPerson {
  subject: string;
  email: string | null;
  name: string | null;
}

function first(assertion: SsoAssertion, names: readonly string[]): string | null {
  for (const name of names) {
    const value = assertion.attributes[name]?.find((v) => v.trim() !== '');
    if (value !== undefined) return value.trim();
  }
  return null;
}

/** The person an assertion names; the subject falls back to a persistent NameID, never a transient one. */
export function readPerson(assertion: SsoAssertion, map: AttributeMap): SsoPerson {
  const pick = (fact: keyof typeof USUAL) => first(assertion, map[fact] ? [map[fact]] : USUAL[fact]);
  const email = pick('email')?.toLowerCase() ?? null;
  const persistentNameId = assertion.nameIdFormat === TRANSIENT ? null : assertion.nameId;
  const subject = pick('subject') ?? persistentNameId ?? email ?? assertion.nameId;
  return {
    // Long values are cut rather than refused: they are identifiers and names, not free text.
    subject: subject.slice(0, 500),
    email: email && EMAIL_SHAPE.test(email) && email.length <= 254 ? email : null,
    name: pick('name')?.slice(0, 120) ?? null,
  };
}

/** The role the first matching rule gives (values compared without case), or null when none matches. */
export function roleFromRules(assertion: SsoAssertion, rules: readonly RoleRule[]): TenantRole | null {
  for (const rule of rules) {
    const values = assertion.attributes[rule.attribute] ?? [];
    if (values.some((v) => v.trim().toLowerCase() === rule.value.trim().toLowerCase())) return rule.role;
  }
  return null;
}

/** The domain of an address, lower-case. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
