// Single logout started at the IdP (another application signed the person out there): the sessions of
// the staff member the IdP names end here too. The IdP names them by the subject this site stored at
// their first sign-in; someone it does not know has no session to end.
import type { Db } from '../db/client.ts';
import { withTenant } from '../tenants/unit-of-work.ts';

export async function endSsoSessions(db: Db, tenantId: string, subject: string): Promise<number> {
  return withTenant(db, tenantId, async (tx) => {
    const member = await tx.tenantUser.findUnique({
      where: { tenantId_ssoSubject: { tenantId, ssoSubject: subject } },
      select: { id: true },
    });
    if (!member) return 0;
    const { count } = await tx.session.deleteMany({ where: { tenantUserId: member.id } });
    return count;
  });
}
