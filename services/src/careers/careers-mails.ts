// The e-mail of applicant.confirmation_requested, composed when the mail job runs inside the site's
// unit (the mail processor's transaction, with the event's tenant set), as staff-mails.ts does: the
// link is rebuilt from the token's row id, and nothing is sent once it was used, replaced or expired.
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import { CAREERS_CONFIRM_PATH } from '@phd/contracts/careers';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { applicantConfirmationMail } from '../mail/templates/careers.ts';
import { refreshLinkHash } from '../tenants/staff-tokens.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';

export async function careersConfirmationMail(
  tx: Tx,
  settings: Pick<MailContext, 'publicUrl' | 'appSecret'>,
  ref: { tenantId: string; tokenId: string },
): Promise<OutgoingMail | null> {
  const site = await setTransactionTenant(tx, ref.tenantId);
  const row = await tx.tenantToken.findUnique({
    where: { id: ref.tokenId },
    include: { tenant: { select: { slug: true, name: true } } },
  });
  if (!row || row.kind !== 'applicant_confirmation' || row.usedAt || row.expiresAt <= new Date()) return null;
  if (!row.applicantId) return null;
  const applicant = await tx.applicant.findUnique({
    where: { id: row.applicantId },
    select: { name: true, confirmedAt: true, opportunity: { select: { title: true } } },
  });
  if (!applicant || applicant.confirmedAt) return null;
  const token = await refreshLinkHash(site, row.id, row.tokenHash, settings.appSecret);
  const url = tenantPageUrl(settings.publicUrl, row.tenant.slug, CAREERS_CONFIRM_PATH, { token });
  const content = applicantConfirmationMail({
    siteName: row.tenant.name,
    name: applicant.name,
    opportunityTitle: applicant.opportunity?.title ?? null,
    url,
  });
  return { to: row.email, ...content };
}
