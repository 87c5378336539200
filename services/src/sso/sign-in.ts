// A single sign-on that its protocol has checked (./saml, ./oidc) becomes a staff member of the site
// here, in the site's unit of work:
// - someone who signed in this way before is found by the IdP's subject;
// - invited or existing staff are linked by e-mail on their first single sign-on (an invitation still
//   waiting gives its role and is used up);
// - anyone else whose e-mail domain the site allows gets an account just in time, with the role of the
//   first matching rule, else reviewer; other people are refused with a sentence.
// Role rules may raise a linked member's role on later sign-ins, never lower it: an owner's manual
// promotion is not undone by the next sign-in. The browser then gets a one-time hand-over code (a
// tenant token of kind sso_handoff, valid a minute) that the site's page trades for a staff token.
import { recordAudit } from '../audit/audit-log.ts';
import type { Db, Prisma, TenantRole } from '../db/client.ts';
import { issueLink, linkToken } from '../tenants/staff-tokens.ts';
import { withTenant, type TenantTx } from '../tenants/unit-of-work.ts';
import type { SsoAssertion } from './assertion.ts';
import { domainOf, readPerson, roleFromRules, type AttributeMap, type RoleRule } from './attributes.ts';
import { SsoRefusal } from './refusal.ts';
import type { SamlSession } from './saml/logout.ts';

const RANK: Record<TenantRole, number> = { reviewer: 0, admin: 1, owner: 2 };

export interface SsoClient {
  ip?: string;
  userAgent?: string;
}

type Member = { id: string; email: string; role: TenantRole; ssoSubject: string | null };

/** Finds or makes the staff member the assertion names; answers the hand-over code for the browser. */
export async function acceptSsoAssertion(
  db: Db,
  appSecret: string,
  tenantId: string,
  assertion: SsoAssertion,
  client: SsoClient = {},
  now = new Date(),
): Promise<{ code: string; userId: string; created: boolean }> {
  try {
    return await withTenant(db, tenantId, (tx) => accept(tx, appSecret, tenantId, assertion, client, now));
  } catch (error) {
    // Two first sign-ins of one person at once: the second finds the account the first made.
    if ((error as { code?: string }).code !== 'P2002') throw error;
    return withTenant(db, tenantId, (tx) => accept(tx, appSecret, tenantId, assertion, client, now));
  }
}

async function accept(
  tx: TenantTx,
  appSecret: string,
  tenantId: string,
  assertion: SsoAssertion,
  client: SsoClient,
  now: Date,
) {
  const sso = await tx.tenantSso.findUnique({ where: { tenantId } });
  if (!sso?.enabled || sso.protocol !== assertion.protocol) throw new SsoRefusal('not_configured');
  const person = readPerson(assertion, sso.attributeMap as AttributeMap);
  const ruleRole = roleFromRules(assertion, sso.roleRules as unknown as RoleRule[]);
  const select = { id: true, email: true, role: true, ssoSubject: true } as const;

  let member: Member | null = await tx.tenantUser.findUnique({
    where: { tenantId_ssoSubject: { tenantId, ssoSubject: person.subject } },
    select,
  });
  let how: 'returning' | 'linked' | 'invited' | 'created' = 'returning';
  if (!member) {
    if (!person.email) throw new SsoRefusal('no_email', `subject ${person.subject}`);
    const byEmail = await tx.tenantUser.findUnique({
      where: { tenantId_email: { tenantId, email: person.email } },
      select,
    });
    if (byEmail?.ssoSubject) {
      // The address belongs to someone the IdP knows by another subject: never hand their account over.
      throw new SsoRefusal('failed', `e-mail ${person.email} is linked to another subject`);
    }
    if (byEmail) {
      member = await tx.tenantUser.update({ where: { id: byEmail.id }, data: { ssoSubject: person.subject }, select });
      how = 'linked';
    } else {
      const invitation = await tx.tenantToken.findFirst({
        where: { tenantId, kind: 'invitation', email: person.email, usedAt: null, expiresAt: { gt: now } },
        orderBy: { createdAt: 'desc' },
      });
      if (!invitation && !sso.allowedDomains.includes(domainOf(person.email))) {
        throw new SsoRefusal('domain_not_allowed', `domain ${domainOf(person.email)}`);
      }
      const role = invitation?.role ?? ruleRole ?? 'reviewer';
      member = await tx.tenantUser.create({
        data: {
          tenantId,
          email: person.email,
          name: person.name ?? person.email.slice(0, person.email.indexOf('@')),
          role,
          ssoSubject: person.subject,
          passwordHash: null,
        },
        select,
      });
      if (invitation) await tx.tenantToken.update({ where: { id: invitation.id }, data: { usedAt: now } });
      how = invitation ? 'invited' : 'created';
    }
  }
  if (ruleRole && RANK[ruleRole] > RANK[member.role]) {
    member = await tx.tenantUser.update({ where: { id: member.id }, data: { role: ruleRole }, select });
  }
  await tx.tenantUser.update({
    where: { id: member.id },
    data: {
      lastLoginAt: now,
      failedLogins: 0,
      loginBlockedUntil: null,
      ...(assertion.protocol === 'saml' && { ssoSession: { ...samlSessionOf(assertion) } }),
    },
  });
  await auditSignIn(tx, member, tenantId, how, assertion.protocol, client.ip);
  const tokenId = await issueLink(tx, appSecret, tenantId, {
    kind: 'sso_handoff',
    email: member.email,
    tenantUserId: member.id,
  });
  return { code: linkToken(appSecret, tokenId), userId: member.id, created: how === 'created' || how === 'invited' };
}

/** What single logout names the person by (./sessions.ts). */
export const samlSessionOf = (assertion: SsoAssertion): SamlSession => ({
  nameId: assertion.nameId,
  ...(assertion.nameIdFormat && { nameIdFormat: assertion.nameIdFormat }),
  ...(assertion.sessionIndex && { sessionIndex: assertion.sessionIndex }),
});

async function auditSignIn(
  tx: TenantTx,
  member: Member,
  tenantId: string,
  how: string,
  protocol: SsoAssertion['protocol'],
  ip?: string,
) {
  const after: Prisma.InputJsonValue = { protocol, how, role: member.role };
  await recordAudit(
    tx,
    { kind: 'staff', id: member.id, email: member.email, tenantId, ip },
    { action: 'staff.signed_in_sso', recordType: 'tenant_user', recordId: member.id, after },
  );
}
