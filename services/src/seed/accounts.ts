// Demo accounts, one per kind of user, documented in the README and printed by `npm start`. Main-site
// users sign in through the identity provider, so they get a `dev` identity and no password.
import type { Prisma } from '../db/client.ts';
import { hashPassword } from '../recruiters/password.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';
import type { UniversityRow } from './generate.ts';

/** The demo recruiter's profile, also shown as who posted their positions (/phd-postings). */
export const DEMO_RECRUITER_POSITION = 'PhD Programme Manager';
export const DEMO_RECRUITER_DEPARTMENT = 'School of Informatics';
export type DemoRole =
  | 'admin'
  | 'candidate'
  | 'recruiter'
  | 'tenant-owner'
  | 'tenant-reviewer'
  | 'second-tenant-owner'
  | 'second-tenant-reviewer';

export interface DemoAccount {
  role: DemoRole;
  name: string;
  email: string;
  /** Null for main-site users: they sign in with the development identity provider. */
  password: string | null;
  /** Where to sign in. */
  signIn: string;
  /** What the account is for. */
  purpose: string;
  /** The `sub` of the account's `dev` identity (main-site users only). */
  devSubject?: string;
}

export const DEMO_TENANT_SLUG = 'demo-university';
export const DEMO_TENANT_NAME = 'Demo University';
export const DEMO_TENANT_UNIVERSITY = 'Delft University of Technology';
export const DEMO_RECRUITER_UNIVERSITY = 'University of Edinburgh';
/** A second tenant with its own staff, so tenant isolation can be tried by hand. */
export const SECOND_TENANT_SLUG = 'second-university';
export const SECOND_TENANT_NAME = 'Second University';
export const SECOND_TENANT_UNIVERSITY = 'KU Leuven';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    name: 'Ada Admin',
    email: 'admin@phd-finder.test',
    password: null,
    signIn: '/login, then the development sign-in (as admin@phd-finder.test)',
    purpose: 'Admin panel (/admin) and blog editing',
    devSubject: 'admin@phd-finder.test',
  },
  {
    role: 'candidate',
    name: 'Chris Candidate',
    email: 'candidate@phd-finder.test',
    password: null,
    signIn: '/login, then the development sign-in (as candidate@phd-finder.test)',
    purpose: 'Saved opportunities, preferences, Smart Picks and applying on the site',
    devSubject: 'candidate@phd-finder.test',
  },
  {
    role: 'recruiter',
    name: 'Rhona Campbell',
    email: 'demo.recruiter@ed.ac.uk',
    password: 'Recruiter-demo-2026',
    signIn: '/university/login',
    purpose: `Verified recruiter at ${DEMO_RECRUITER_UNIVERSITY}: dashboard, own opportunities and their applications`,
  },
  {
    role: 'tenant-owner',
    name: 'Sanne de Vries',
    email: 'owner@demo-university.test',
    password: 'Tenant-demo-2026',
    signIn: `/saas/login locally, or /login on the ${DEMO_TENANT_SLUG} subdomain`,
    purpose: `Owner of the "${DEMO_TENANT_SLUG}" tenant (${DEMO_TENANT_UNIVERSITY}): applicants, comments, statuses`,
  },
  {
    role: 'tenant-reviewer',
    name: 'Pieter Jansen',
    email: 'reviewer@demo-university.test',
    password: 'Reviewer-demo-2026',
    signIn: `/saas/login locally, or /login on the ${DEMO_TENANT_SLUG} subdomain`,
    purpose: `Reviewer on the "${DEMO_TENANT_SLUG}" tenant`,
  },
  {
    role: 'second-tenant-owner',
    name: 'Lotte Peeters',
    email: 'owner@second-university.test',
    password: 'Second-owner-2026',
    signIn: `/login on the ${SECOND_TENANT_SLUG} subdomain`,
    purpose: `Owner of the "${SECOND_TENANT_SLUG}" tenant (${SECOND_TENANT_UNIVERSITY}): sees none of ${DEMO_TENANT_SLUG}'s data`,
  },
  {
    role: 'second-tenant-reviewer',
    name: 'Jonas Maes',
    email: 'reviewer@second-university.test',
    password: 'Second-reviewer-2026',
    signIn: `/login on the ${SECOND_TENANT_SLUG} subdomain`,
    purpose: `Reviewer on the "${SECOND_TENANT_SLUG}" tenant`,
  },
];

/** The accounts as an aligned plain-text table (the seed CLI and the start banner print it). */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  return accounts
    .map(
      (a) => `  ${a.role.padEnd(22)} ${a.email.padEnd(31)} ${(a.password ?? '(no password)').padEnd(20)} ${a.signIn}`,
    )
    .join('\n');
}

export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account;
}

/** Hashed before the seed transaction opens: argon2 is deliberately slow. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const withPassword = DEMO_ACCOUNTS.filter((a) => a.password !== null);
  const hashes = await Promise.all(withPassword.map((a) => hashPassword(a.password!)));
  return new Map(withPassword.map((a, i) => [a.email, hashes[i]!]));
}

export interface DemoAccountIds {
  adminId: string;
  candidateId: string;
  recruiterId: string;
  tenantId: string;
  tenantOwnerId: string;
  tenantReviewerId: string;
  secondTenantId: string;
  secondTenantOwnerId: string;
  secondTenantReviewerId: string;
}

function split(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/** Runs in the seed's transaction: tenant users are written with their tenant set (row-level security). */
export async function createDemoAccounts(
  db: Prisma.TransactionClient,
  input: { universities: UniversityRow[]; passwordHashes: Map<string, string>; now: Date },
): Promise<DemoAccountIds> {
  const university = (name: string) => {
    const found = input.universities.find((u) => u.name === name);
    if (!found) throw new Error(`Demo university ${name} is missing from the catalogue`);
    return found;
  };
  const passwordHash = (role: DemoRole) => input.passwordHashes.get(demoAccount(role).email)!;

  const mainUser = async (role: 'admin' | 'candidate') => {
    const account = demoAccount(role);
    const user = await db.user.create({
      data: {
        email: account.email,
        name: account.name,
        ...split(account.name),
        role: role === 'admin' ? 'admin' : 'user',
        identities: { create: { provider: 'dev', subject: account.devSubject!, email: account.email } },
      },
    });
    return user.id;
  };

  const edinburgh = university(DEMO_RECRUITER_UNIVERSITY);
  const recruiterAccount = demoAccount('recruiter');
  const recruiter = await db.recruiter.create({
    data: {
      email: recruiterAccount.email,
      passwordHash: passwordHash('recruiter'),
      ...split(recruiterAccount.name),
      universityId: edinburgh.id,
      universityName: edinburgh.name,
      position: DEMO_RECRUITER_POSITION,
      department: DEMO_RECRUITER_DEPARTMENT,
      city: edinburgh.city,
      country: edinburgh.country,
      emailVerifiedAt: input.now,
      status: 'active',
    },
  });

  const tenant = async (slug: string, name: string, universityName: string) => {
    const of = university(universityName);
    const row = await db.tenant.create({ data: { slug, name, universityId: of.id, universityName: of.name } });
    return row.id;
  };
  const tenantUser = async (tenantId: string, role: DemoRole, tenantRole: 'owner' | 'reviewer') => {
    const account = demoAccount(role);
    // tenant_users is under FORCE ROW LEVEL SECURITY: a non-superuser owner may only write a
    // tenant's rows while that tenant is set.
    await setTransactionTenant(db, tenantId);
    const user = await db.tenantUser.create({
      data: { tenantId, email: account.email, name: account.name, passwordHash: passwordHash(role), role: tenantRole },
    });
    await setTransactionTenant(db, null);
    return user.id;
  };

  const adminId = await mainUser('admin');
  const candidateId = await mainUser('candidate');
  const tenantId = await tenant(DEMO_TENANT_SLUG, DEMO_TENANT_NAME, DEMO_TENANT_UNIVERSITY);
  const secondTenantId = await tenant(SECOND_TENANT_SLUG, SECOND_TENANT_NAME, SECOND_TENANT_UNIVERSITY);
  return {
    adminId,
    candidateId,
    recruiterId: recruiter.id,
    tenantId,
    tenantOwnerId: await tenantUser(tenantId, 'tenant-owner', 'owner'),
    tenantReviewerId: await tenantUser(tenantId, 'tenant-reviewer', 'reviewer'),
    secondTenantId,
    secondTenantOwnerId: await tenantUser(secondTenantId, 'second-tenant-owner', 'owner'),
    secondTenantReviewerId: await tenantUser(secondTenantId, 'second-tenant-reviewer', 'reviewer'),
  };
}
