// The referee's e-mails (reference.requested, reference.reminder_due), composed when the mail job runs
// inside the site's unit (the mail processor's transaction with the event's tenant set), from the row
// as it is then: the link is rebuilt from the row id (the same link in the request and both
// reminders), and nothing is sent once the referee answered or the link expired. And the applicant's
// notice of an answer (reference.responded): which referee sent a letter or declined, and how many
// letters have arrived, never what a letter or a decline note says.
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import { oneLine } from '../mail/html.ts';
import type { MailContext } from '../mail/index.ts';
import type { MailContent, OutgoingMail } from '../mail/message.ts';
import { siteTextMail } from '../mail/templates/applicant-mails.ts';
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

export function referenceResponseContent(input: {
  applicantName: string;
  refereeName: string;
  declined: boolean;
  position: string | null;
  siteName: string;
  received: number;
  required: number;
}): MailContent {
  const referee = oneLine(input.refereeName);
  const position = input.position ? ` for "${oneLine(input.position)}"` : '';
  const answer = input.declined
    ? `${referee} will not write a reference letter for your application${position}. If you would like to name someone else, please contact ${oneLine(input.siteName)}.`
    : `${referee} has sent a reference letter for your application${position}. Letters stay between your referees and the university: you will not see what it says.`;
  return siteTextMail(
    input.declined ? `${referee} declined to write a reference letter` : `${referee} sent a reference letter`,
    `Dear ${oneLine(input.applicantName)},\n\n${answer}\n\nLetters received so far: ${input.received} of ${input.required}.`,
  );
}

/** reference.responded: to the applicant, while the application and the answer still stand. */
export async function referenceResponseMail(
  tx: Tx,
  ref: EventPayload<'reference.responded'>,
): Promise<OutgoingMail | null> {
  const site = await setTransactionTenant(tx, ref.tenantId);
  const row = await site.applicantReference.findUnique({
    where: { id: ref.referenceId },
    include: {
      applicant: {
        select: {
          name: true,
          email: true,
          anonymisedAt: true,
          opportunity: { select: { title: true, referencesRequired: true } },
          references: { select: { status: true } },
        },
      },
      tenant: { select: { name: true } },
    },
  });
  if (!row || row.status === 'requested' || row.applicant.anonymisedAt) return null;
  const { applicant } = row;
  const content = referenceResponseContent({
    applicantName: applicant.name,
    refereeName: row.refereeName,
    declined: row.status === 'declined',
    position: applicant.opportunity?.title ?? null,
    siteName: row.tenant.name,
    received: applicant.references.filter((r) => r.status === 'received').length,
    required: Math.max(applicant.opportunity?.referencesRequired ?? 0, applicant.references.length),
  });
  return { to: applicant.email, fromName: row.tenant.name, ...content };
}
