// Starting a recruiter's session, refused for a suspended account. The account's row is share-locked
// while the session is written, so an admin's suspension (which updates that row, then ends every
// session of the account: admin/admin-recruiters.ts) either comes first and this refuses, or waits
// for this session and then ends it too. A sign-in racing a suspension never outlives it.
import { startSession, type StartedSession } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../errors.ts';
import { SUSPENDED } from './login.ts';

export async function startRecruiterSession(
  db: Db,
  recruiterId: string,
  client: { userAgent?: string; ip?: string } = {},
): Promise<StartedSession> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM recruiters WHERE id = ${recruiterId}::uuid FOR SHARE`;
    if (!row || row.status === 'suspended') throw forbidden(SUSPENDED, 'account_suspended');
    return startSession(tx, { kind: 'recruiter', recruiterId, ...client });
  });
}
