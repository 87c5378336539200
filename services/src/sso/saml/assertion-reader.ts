// What is read from the assertion node-saml verified (its own XML, the node the signature covers, so
// nothing an attacker wrapped around it): its ID and lifetime for the replay memory, the request it
// answers, and every attribute by Name and by FriendlyName.
import { SsoRefusal } from '../refusal.ts';
import { childElements, descendants, NS, parseXml } from './xml.ts';

export interface ReadAssertion {
  id: string;
  issuer: string | null;
  notOnOrAfter: Date | null;
  inResponseTo: string | null;
  attributes: Record<string, string[]>;
}

const isPlausibleId = (id: string) => id.length > 0 && id.length <= 256 && /^[A-Za-z_][\w.-]*$/.test(id);

export function readAssertion(xml: string): ReadAssertion {
  const root = parseXml(xml)?.documentElement as unknown as Element | undefined;
  if (!root || root.namespaceURI !== NS.saml || root.localName !== 'Assertion') {
    throw new SsoRefusal('invalid_response', 'the verified node is not an assertion');
  }
  const id = root.getAttribute('ID') ?? '';
  if (!isPlausibleId(id)) throw new SsoRefusal('invalid_response', 'the assertion has no usable ID');
  const confirmations = descendants(root, NS.saml, 'SubjectConfirmationData');
  const times = [
    ...childElements(root, NS.saml, 'Conditions').map((c) => c.getAttribute('NotOnOrAfter')),
    ...confirmations.map((c) => c.getAttribute('NotOnOrAfter')),
  ]
    .filter((t): t is string => !!t)
    .map((t) => Date.parse(t))
    .filter((t) => Number.isFinite(t));
  const inResponseTo = confirmations.map((c) => c.getAttribute('InResponseTo')).find((v) => !!v) ?? null;
  return {
    id,
    issuer: childElements(root, NS.saml, 'Issuer')[0]?.textContent?.trim() ?? null,
    notOnOrAfter: times.length ? new Date(Math.max(...times)) : null,
    inResponseTo,
    attributes: attributesOf(root),
  };
}

function attributesOf(assertion: Element): Record<string, string[]> {
  // A Map, then own properties: an attribute named "__proto__" stays an attribute.
  const attributes = new Map<string, string[]>();
  for (const statement of childElements(assertion, NS.saml, 'AttributeStatement')) {
    for (const attribute of childElements(statement, NS.saml, 'Attribute')) {
      const values = childElements(attribute, NS.saml, 'AttributeValue').map((v) => (v.textContent ?? '').trim());
      for (const key of new Set([attribute.getAttribute('Name'), attribute.getAttribute('FriendlyName')])) {
        if (!key) continue;
        attributes.set(key, [...(attributes.get(key) ?? []), ...values]);
      }
    }
  }
  return Object.fromEntries(attributes);
}
