// The e-mails of applicant.status_changed and applicant.mentioned, composed when the mail job runs,
// inside the site's unit (the mail processor's transaction with the event's tenant set, as
// tenants/staff-mails.ts does), from the rows as they are then:
// - the status e-mail goes to the applicant from the site's template for that status (or the
//   default), in the site's name, and only while the change it announces is still the latest: a status
//   changed again or taken back meanwhile has its own event, or none, and sends nothing here;
// - the mention goes to every colleague the comment mentions who is still on the staff, in one
//   message (they are one site's staff), with a link to the applicant on the review screen.
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { mentionMail, siteTextMail } from '../mail/templates/applicant-mails.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';
import { IDENTITY_SELECT, presentIdentity } from '../review/blind.ts';
import { mentionsOf } from './comments.ts';
import { fillTemplate, statusTemplate } from './pipeline.ts';

export async function applicantStatusMail(
  tx: Tx,
  event: Pick<EventPayload<'applicant.status_changed'>, 'tenantId' | 'applicantId' | 'status' | 'changedAt'>,
): Promise<OutgoingMail | null> {
  await setTransactionTenant(tx, event.tenantId);
  const row = await tx.applicant.findFirst({
    where: { id: event.applicantId, tenantId: event.tenantId },
    include: {
      opportunity: { select: { title: true } },
      tenant: { select: { name: true, statusTemplates: true } },
    },
  });
  if (!row || row.status !== event.status || row.statusChangedAt?.getTime() !== event.changedAt) return null;
  const template = statusTemplate(row.tenant.statusTemplates, event.status);
  const values = { name: row.name, opportunity: row.opportunity?.title ?? 'the position', site: row.tenant.name };
  return {
    to: row.email,
    fromName: row.tenant.name,
    ...siteTextMail(fillTemplate(template.subject, values), fillTemplate(template.body, values)),
  };
}

/** The review screen's address of an applicant on its site. */
export function applicantUrl(
  publicUrl: string,
  slug: string,
  applicant: { id: string; opportunityId: string | null },
): string {
  const path = applicant.opportunityId ? `/review/${applicant.opportunityId}` : '/dashboard';
  return tenantPageUrl(publicUrl, slug, path, { applicant: applicant.id });
}

export async function applicantMentionMail(
  tx: Tx,
  mail: Pick<MailContext, 'publicUrl'>,
  event: Pick<EventPayload<'applicant.mentioned'>, 'tenantId' | 'commentId'>,
): Promise<OutgoingMail | null> {
  const site = await setTransactionTenant(tx, event.tenantId);
  const comment = await tx.applicantComment.findFirst({
    where: { id: event.commentId, tenantId: event.tenantId },
    include: {
      author: { select: { name: true } },
      applicant: {
        select: IDENTITY_SELECT,
      },
      tenant: { select: { slug: true, name: true } },
    },
  });
  if (!comment) return null;
  const recipients = await mentionsOf(site, event.tenantId, comment.comment, comment.authorId, comment.applicant.id);
  if (recipients.length === 0) return null;
  const content = mentionMail({
    siteName: comment.tenant.name,
    authorName: comment.author?.name ?? null,
    recipientName: recipients.length === 1 ? recipients[0]!.name : 'colleagues',
    // Blind review: the colleague reads the pseudonym, as on the screen the link opens.
    applicantName: presentIdentity(comment.applicant, comment.applicant.opportunity).name,
    comment: comment.comment,
    url: applicantUrl(mail.publicUrl, comment.tenant.slug, comment.applicant),
  });
  return { to: recipients.map((r) => r.email).join(', '), ...content };
}
