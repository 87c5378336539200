// The people the development sign-in offers: the main-site demo accounts (services/src/seed/accounts.ts)
// plus one invented newcomer, who has no account until the first sign-in creates one. Any other
// address typed on the page works too; its name is guessed from the address.
import { DEMO_ACCOUNTS } from '@phd/services/seed/accounts';

export interface DevPerson {
  /** Also the `sub`: demo accounts' `dev` identities use their address as subject. */
  email: string;
  name: string;
  givenName: string;
  familyName?: string;
  /** What signing in as this person is good for (shown beside the button). */
  note: string;
}

function splitName(name: string): { givenName: string; familyName?: string } {
  const [givenName = name, ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.length > 0 ? rest.join(' ') : undefined };
}

export const DEV_PEOPLE: readonly DevPerson[] = [
  ...DEMO_ACCOUNTS.filter((a) => a.role === 'admin' || a.role === 'candidate').map((a) => ({
    email: a.email,
    name: a.name,
    ...splitName(a.name),
    note:
      a.role === 'admin' ? 'Admin: the admin panel and blog editing' : 'Candidate: saved opportunities, preferences',
  })),
  {
    email: 'noor.haddad@example.com',
    name: 'Noor Haddad',
    givenName: 'Noor',
    familyName: 'Haddad',
    note: 'New visitor: no account yet, the first sign-in creates one',
  },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The person behind an address: a listed one, else a name made from the address ("jane.doe@" → Jane Doe). */
export function personFor(email: string): DevPerson {
  const address = email.trim().toLowerCase();
  const listed = DEV_PEOPLE.find((p) => p.email === address);
  if (listed) return listed;
  const words = (address.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map(capitalise);
  const name = words.join(' ') || address;
  return { email: address, name, ...splitName(name), note: '' };
}

/** The claims an ID token carries for this person; the address counts as verified, as Google's would. */
export function claimsFor(sub: string): Record<string, unknown> {
  const person = personFor(sub);
  return {
    sub: person.email,
    email: person.email,
    email_verified: true,
    name: person.name,
    given_name: person.givenName,
    ...(person.familyName ? { family_name: person.familyName } : {}),
  };
}
