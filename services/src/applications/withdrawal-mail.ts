// The e-mail of `application.withdrawn`, composed when the mail job runs from the row as it is then:
// nothing is sent when the application is gone (the account was erased meanwhile) or is no longer
// withdrawn, so the acknowledgement never contradicts what the candidate's page shows.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { withdrawalReceivedMail } from '../mail/templates/withdrawal-received.ts';

/** "My applications", where the candidate follows every application. */
const TRACKING_PATH = '/account/applications';

export async function withdrawalReceivedNotice(
  tx: Tx,
  mail: Pick<MailContext, 'publicUrl'>,
  applicationId: string,
): Promise<OutgoingMail | null> {
  const row = await tx.application.findUnique({
    where: { id: applicationId },
    select: { name: true, email: true, status: true, opportunity: { select: { title: true, universityName: true } } },
  });
  if (!row || row.status !== 'withdrawn') return null;
  const content = withdrawalReceivedMail({
    candidateName: row.name,
    opportunityTitle: row.opportunity.title,
    university: row.opportunity.universityName,
    trackUrl: `${mail.publicUrl}${TRACKING_PATH}`,
  });
  return { to: row.email, ...content };
}
