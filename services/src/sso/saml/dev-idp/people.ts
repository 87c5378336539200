// The people the development SAML IdP vouches for: a newcomer who becomes a reviewer, a staff member
// whose affiliation and entitlement a role rule can make an admin, and someone from another domain
// (refused unless invited). Attributes go out under their standard OIDs with their friendly names.
export interface SamlPerson {
  /** The persistent NameID. */
  nameId: string;
  email: string;
  name: string;
  /** eduPersonAffiliation values: member, staff, faculty, student... */
  affiliation: string[];
  entitlement?: string[];
  /** eduPersonPrincipalName; the e-mail address when absent. */
  principalName?: string;
  /** What signing in as this person shows (beside the button). */
  note?: string;
}

export const SAML_ATTRIBUTES = {
  eduPersonPrincipalName: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.6',
  mail: 'urn:oid:0.9.2342.19200300.100.1.3',
  displayName: 'urn:oid:2.16.840.1.113730.3.1.241',
  eduPersonAffiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
  eduPersonEntitlement: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.7',
} as const;

/** The entitlement the demo admin-to-be carries, for a role rule such as { attribute: 'eduPersonEntitlement', value: ..., role: 'admin' }. */
export const DEMO_ADMIN_ENTITLEMENT = 'urn:mace:demo-university.edu:phd-finder:admin';

export const DEMO_SAML_PEOPLE: readonly SamlPerson[] = [
  {
    nameId: 'dev-saml-new-reviewer',
    email: 'new.reviewer@demo-university.edu',
    name: 'Nadia Reviewer',
    affiliation: ['member', 'faculty'],
    note: 'New reviewer: no account yet, the first sign-in creates one',
  },
  {
    nameId: 'dev-saml-staff-admin',
    email: 'it.admin@demo-university.edu',
    name: 'Ian Admin',
    affiliation: ['member', 'staff'],
    entitlement: [DEMO_ADMIN_ENTITLEMENT],
    note: 'Staff with the admin entitlement: an admin by a role rule',
  },
  {
    nameId: 'dev-saml-elsewhere',
    email: 'guest@elsewhere.example',
    name: 'Gus Elsewhere',
    affiliation: ['affiliate'],
    note: 'Another domain: refused unless invited',
  },
];

/** Each attribute of `person` as [Name, FriendlyName, values]; empty ones are left out. */
export function attributesOf(person: SamlPerson): [string, string, string[]][] {
  const rows: [keyof typeof SAML_ATTRIBUTES, string[]][] = [
    ['eduPersonPrincipalName', [person.principalName ?? person.email]],
    ['mail', [person.email]],
    ['displayName', [person.name]],
    ['eduPersonAffiliation', person.affiliation],
    ['eduPersonEntitlement', person.entitlement ?? []],
  ];
  return rows
    .filter(([, values]) => values.length > 0)
    .map(([friendly, values]) => [SAML_ATTRIBUTES[friendly], friendly, values]);
}
