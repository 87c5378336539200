// The e-mails of tenant.staff_invited and tenant.password_reset_requested, composed when the mail job
// runs, inside the tenant's unit (the mail processor's transaction, with the event's tenant set): the
// link is rebuilt from the token's row id, and nothing is sent when it was used, replaced or has
// expired meanwhile. Links open the site's own address (tenantPageUrl).
import { tenantPageUrl, TENANT_SCREEN_PATHS } from '@phd/contracts/tenant-site';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { staffInvitationMail, staffPasswordResetMail } from '../mail/templates/tenant-staff.ts';
import { refreshLinkHash } from './staff-tokens.ts';
import { setTransactionTenant } from './unit-of-work.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export async function staffLinkMail(
  tx: Tx,
  settings: LinkSettings,
  ref: { tenantId: string; tokenId: string },
): Promise<OutgoingMail | null> {
  const site = await setTransactionTenant(tx, ref.tenantId);
  const row = await tx.tenantToken.findUnique({
    where: { id: ref.tokenId },
    include: {
      tenant: { select: { slug: true, name: true } },
      invitedBy: { select: { name: true } },
      tenantUser: true,
    },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date()) return null;
  const token = await refreshLinkHash(site, row.id, row.tokenHash, settings.appSecret);
  if (row.kind === 'invitation') {
    const url = tenantPageUrl(settings.publicUrl, row.tenant.slug, TENANT_SCREEN_PATHS.invite, { token });
    const content = staffInvitationMail({
      siteName: row.tenant.name,
      inviterName: row.invitedBy?.name ?? null,
      role: row.role ?? 'reviewer',
      url,
    });
    return { to: row.email, ...content };
  }
  // Applicant confirmations have their own e-mail; a reset's member may have been removed meanwhile.
  if (row.kind !== 'password_reset' || !row.tenantUser) return null;
  const url = tenantPageUrl(settings.publicUrl, row.tenant.slug, TENANT_SCREEN_PATHS.reset, { token });
  return {
    to: row.tenantUser.email,
    ...staffPasswordResetMail({ siteName: row.tenant.name, name: row.tenantUser.name, url }),
  };
}
