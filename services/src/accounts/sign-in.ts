// Who a verified sign-in is: the person already linked to this provider's subject, else the person
// with the same e-mail (they signed in with another provider before, or were seeded), else a new
// person. Callers pass only identities whose e-mail the provider has verified: linking by an
// unverified address would let anyone take over an account.
import type { Db, Prisma } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';

export type IdentityProviderName = 'google' | 'linkedin' | 'dev';

export interface VerifiedIdentity {
  provider: IdentityProviderName;
  /** The provider's stable subject (`sub`). */
  subject: string;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

export interface SignInOutcome {
  userId: string;
  /** existing: known identity; linked: new identity on an existing person; created: a new person. */
  outcome: 'existing' | 'linked' | 'created';
}

export async function signInWithIdentity(db: Db, identity: VerifiedIdentity, now = new Date()): Promise<SignInOutcome> {
  const email = identity.email.trim().toLowerCase();
  try {
    return await db.$transaction((tx) => findOrCreate(tx, { ...identity, email }, now));
  } catch (error) {
    // Two first sign-ins of one person at once: the loser of the unique-key race finds the winner's row.
    if (!isUniqueViolation(error)) throw error;
    return db.$transaction((tx) => findOrCreate(tx, { ...identity, email }, now));
  }
}

async function findOrCreate(tx: Prisma.TransactionClient, identity: VerifiedIdentity, now: Date) {
  const { provider, subject, email } = identity;
  const known = await tx.userIdentity.findUnique({
    where: { provider_subject: { provider, subject } },
    include: { user: true },
  });
  if (known) {
    await tx.user.update({ where: { id: known.userId }, data: profileUpdate(known.user, identity, now) });
    if (known.email !== email) await tx.userIdentity.update({ where: { id: known.id }, data: { email } });
    return { userId: known.userId, outcome: 'existing' as const };
  }

  // Addresses were not always stored in lower case (seeds, imports): match regardless of case.
  const sameEmail = await tx.user.findFirst({ where: { email: { equals: email, mode: 'insensitive' } } });
  if (sameEmail) {
    await tx.userIdentity.create({ data: { userId: sameEmail.id, provider, subject, email } });
    await tx.user.update({ where: { id: sameEmail.id }, data: profileUpdate(sameEmail, identity, now) });
    return { userId: sameEmail.id, outcome: 'linked' as const };
  }

  const created = await tx.user.create({
    data: {
      email,
      name: identity.name ?? null,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      picture: identity.picture ?? null,
      lastLoginAt: now,
      identities: { create: { provider, subject, email } },
    },
  });
  return { userId: created.id, outcome: 'created' as const };
}

type StoredProfile = { name: string | null; firstName: string | null; lastName: string | null };

/**
 * Names the person already has are kept (the provider's may be a nickname, or another provider's);
 * missing ones are filled in. The picture follows the provider: its URLs change and expire.
 */
function profileUpdate(user: StoredProfile, identity: VerifiedIdentity, now: Date): Prisma.UserUpdateInput {
  return {
    lastLoginAt: now,
    ...(user.name ? {} : identity.name ? { name: identity.name } : {}),
    ...(user.firstName ? {} : identity.firstName ? { firstName: identity.firstName } : {}),
    ...(user.lastName ? {} : identity.lastName ? { lastName: identity.lastName } : {}),
    ...(identity.picture ? { picture: identity.picture } : {}),
  };
}
