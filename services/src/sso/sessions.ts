// Single logout (SAML): the site and the IdP end a person's sessions together.
// - Started at the IdP (another application signed the person out there): the sessions of the staff
//   member whose last sign-in had that NameID end here too; someone unknown has none to end.
// - Started here: the staff member's own session ends, and the browser goes on to the IdP with a
//   LogoutRequest naming their last sign-in, when the site's IdP offers single logout.
import type { Db, Prisma } from '../db/client.ts';
import type { SamlSession } from './saml/logout.ts';
import { withTenant } from '../tenants/unit-of-work.ts';

export async function endSsoSessions(db: Db, tenantId: string, nameId: string): Promise<number> {
  return withTenant(db, tenantId, async (tx) => {
    const members = await tx.tenantUser.findMany({
      where: { tenantId, ssoSession: { path: ['nameId'], equals: nameId } },
      select: { id: true },
    });
    if (members.length === 0) return 0;
    const { count } = await tx.session.deleteMany({ where: { tenantUserId: { in: members.map((m) => m.id) } } });
    return count;
  });
}

/** The staff member's last SAML sign-in, or null when they signed in otherwise. */
export async function samlSessionOfMember(db: Db, tenantId: string, userId: string): Promise<SamlSession | null> {
  const member = await withTenant(db, tenantId, (tx) =>
    tx.tenantUser.findUnique({ where: { id: userId }, select: { ssoSession: true } }),
  );
  const session = member?.ssoSession as Prisma.JsonObject | null | undefined;
  return typeof session?.nameId === 'string' ? (session as unknown as SamlSession) : null;
}
