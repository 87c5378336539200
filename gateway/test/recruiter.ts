// Recruiters for gateway tests: a sign-up payload, and a verified recruiter with a session (bearer
// token) made straight in the database, for the suites that are not about the account flow. Their
// domain (testing.ac.uk) is in the universities table, the trusted path, unless `trusted: false`: then
// only the academic dataset knows it and what they publish waits for moderation.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSession } from '@phd/services/accounts/sessions';
import type { Db } from '@phd/services/db/client';
import { hashPassword } from '@phd/services/recruiters/password';
import type { App } from '../src/app.ts';

export const STRONG_PASSWORD = 'Violet kettle marathon 42';

export function recruiterSignup(fields: Record<string, string> = {}) {
  return {
    first_name: 'Rosalind',
    last_name: 'Franklin',
    email: 'rosalind@ed.ac.uk',
    password: STRONG_PASSWORD,
    confirm_password: fields.password ?? STRONG_PASSWORD,
    university: 'University of Edinburgh',
    position: 'Lecturer',
    department: 'Chemistry',
    ...fields,
  };
}

export interface SignedInRecruiter {
  id: string;
  token: string;
  /** app.inject with this recruiter's bearer token. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let made = 0;

/** The university whose recruiters' domain the table records (made once per database). */
const TRUSTED_UNIVERSITY = {
  name: 'Trusted Testing University',
  slug: 'trusted-testing-university',
  country: 'United Kingdom',
  emailDomains: ['testing.ac.uk'],
};

export async function verifiedRecruiter(
  app: App,
  db: Db,
  universityName = 'University of Testing',
  { trusted = true }: { trusted?: boolean } = {},
): Promise<SignedInRecruiter> {
  if (trusted) await db.university.createMany({ data: [TRUSTED_UNIVERSITY], skipDuplicates: true });
  const recruiter = await db.recruiter.create({
    data: {
      email: `recruiter-${++made}-${Date.now()}@${trusted ? 'testing.ac.uk' : 'swot-only.ac.uk'}`,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      firstName: 'Rita',
      lastName: `Recruiter ${made}`,
      universityName,
      emailVerifiedAt: new Date(),
      status: 'active',
    },
  });
  const { token } = await startSession(db, { kind: 'recruiter', recruiterId: recruiter.id });
  return {
    id: recruiter.id,
    token,
    inject: (options) =>
      app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } }),
  };
}
