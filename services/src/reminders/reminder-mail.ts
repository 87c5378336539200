// A deadline reminder, built when its mail job runs: nothing when the candidate turned reminders off,
// unsaved the opportunity, applied meanwhile, or the opportunity is no longer open.
import type { Tx } from '../events/outbox.ts';
import { linkMail } from '../mail/templates/link-mail.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { oneClickUnsubscribe } from '../mail/templates/opportunity-list.ts';
import { publiclyOpen } from '../opportunities/public-visibility.ts';
import { remindersOffUrl } from './reminder-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export async function deadlineReminderMail(
  db: Tx,
  settings: LinkSettings,
  { userId, opportunityId }: { userId: string; opportunityId: string },
): Promise<OutgoingMail | null> {
  const saved = await db.savedOpportunity.findUnique({
    where: { userId_opportunityId: { userId, opportunityId } },
    include: { user: { select: { email: true, deadlineReminders: true, firstName: true } } },
  });
  if (!saved || !saved.user.deadlineReminders) return null;
  const opportunity = await db.opportunity.findFirst({
    where: { AND: [{ id: opportunityId }, publiclyOpen] },
    select: { title: true, universityName: true, closingDate: true },
  });
  if (!opportunity?.closingDate) return null;
  const applied = await db.application.count({ where: { userId, opportunityId } });
  if (applied > 0) return null;
  const deadline = opportunity.closingDate.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const off = remindersOffUrl(settings.publicUrl, settings.appSecret, userId);
  const content = linkMail(
    `Deadline in 3 days: ${opportunity.title}`.slice(0, 200),
    saved.user.firstName ? `Hello ${saved.user.firstName},` : 'Hello,',
    `The deadline for "${opportunity.title}" at ${opportunity.universityName}, which you saved on PhD Finder, is ${deadline}.`,
    'View the position',
    `You receive one reminder per saved position. To stop deadline reminders, follow this link: ${off} (or switch them off in Smart Picks).`,
    `${settings.publicUrl}/opportunities/${opportunityId}`,
  );
  return { to: saved.user.email, headers: oneClickUnsubscribe(off), ...content };
}
