// The referee's e-mails (reference.requested, reference.reminder_due), composed when the mail job runs
// inside the site's unit (the mail processor's transaction with the event's tenant set), from the row
// as it is then: the link is rebuilt from the row id (the same link in the request and both
// reminders), and nothing is sent once the referee answered or the link expired.
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import { oneLine } from '../mail/html.ts';
import type { MailContext } from '../mail/index.ts';
import type { MailContent, OutgoingMail } from '../mail/message.ts';
import { linkMail } from '../mail/templates/link-mail.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';
import { hashReferenceToken, referenceToken, REFERENCE_PATH } from './reference-links.ts';

type Ref = EventPayload<'reference.requested'> & { reminder?: 1 | 2 };

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function referenceRequestContent(input: {
  refereeName: string;
  applicantName: string;
  position: string | null;
  siteName: string;
  url: string;
  expiresAt: Date;
  reminder?: 1 | 2;
}): MailContent {
  const applicant = oneLine(input.applicantName);
  const site = oneLine(input.siteName);
  const position = input.position ? ` for the position "${oneLine(input.position)}"` : '';
  const lead = input.reminder
    ? `A reminder: ${applicant} applied${position} at ${site} and named you as a referee. The university is still waiting for your reference letter.`
    : `${applicant} applied${position} at ${site} and named you as a referee. The university asks you for a reference letter.`;
  return linkMail(
    `${input.reminder ? 'Reminder: ' : ''}Reference letter for ${applicant} (${site})`,
    `Hello ${oneLine(input.refereeName)},`,
    `${lead} You can upload it as a PDF or write it on the page, or decline; no account is needed.`,
    'Give my reference',
    `This link works once, until ${day(input.expiresAt)}. If you do not know ${applicant}, you can ignore this e-mail.`,
    input.url,
  );
}

export async function referenceRequestMail(
  tx: Tx,
  settings: Pick<MailContext, 'publicUrl' | 'appSecret'>,
  ref: Ref,
  now = new Date(),
): Promise<OutgoingMail | null> {
  const site = await setTransactionTenant(tx, ref.tenantId);
  const row = await site.applicantReference.findUnique({
    where: { id: ref.referenceId },
    include: {
      applicant: { select: { name: true, confirmedAt: true, opportunity: { select: { title: true } } } },
      tenant: { select: { slug: true, name: true } },
    },
  });
  if (!row || row.status !== 'requested' || row.expiresAt <= now || !row.applicant.confirmedAt) return null;
  const token = referenceToken(settings.appSecret, row.id);
  // After an APP_SECRET rotation the stored hash is the old link's: the link in this e-mail must work.
  const hash = hashReferenceToken(token);
  if (hash !== row.tokenHash)
    await site.applicantReference.update({ where: { id: row.id }, data: { tokenHash: hash } });
  const content = referenceRequestContent({
    refereeName: row.refereeName,
    applicantName: row.applicant.name,
    position: row.applicant.opportunity?.title ?? null,
    siteName: row.tenant.name,
    url: tenantPageUrl(settings.publicUrl, row.tenant.slug, REFERENCE_PATH, { token }),
    expiresAt: row.expiresAt,
    reminder: ref.reminder,
  });
  return { to: row.refereeEmail, fromName: row.tenant.name, ...content };
}
