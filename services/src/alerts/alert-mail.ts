// A search alert's e-mail, built when its mail job runs from the search_alert_runs row: the new
// matches still open and not applied to since, with a one-click unsubscribe (deletes the alert) and
// a link to manage alerts in Smart Picks. Null when the alert was deleted or nothing is left.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { oneClickUnsubscribe, opportunityListMail } from '../mail/templates/opportunity-list.ts';
import { publiclyOpen } from '../opportunities/public-visibility.ts';
import { alertUnsubscribeUrl } from './alert-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export const ALERTS_PAGE = '/smart-picks?section=alerts';

export async function alertMail(
  db: Tx,
  settings: LinkSettings,
  { alertId, period }: { alertId: string; period: string },
): Promise<OutgoingMail | null> {
  const run = await db.searchAlertRun.findUnique({
    where: { alertId_period: { alertId, period } },
    include: { alert: { include: { user: { select: { email: true } } } } },
  });
  if (!run) return null;
  const applied = await db.application.findMany({
    where: { userId: run.alert.userId, opportunityId: { in: run.opportunityIds } },
    select: { opportunityId: true },
  });
  const rows = await db.opportunity.findMany({
    where: {
      AND: [{ id: { in: run.opportunityIds, notIn: applied.map((a) => a.opportunityId) } }, publiclyOpen],
    },
    select: { id: true, title: true, universityName: true, country: true, closingDate: true },
  });
  if (rows.length === 0) return null;
  const rank = new Map(run.opportunityIds.map((id, i) => [id, i]));
  rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const unsubscribe = alertUnsubscribeUrl(settings.publicUrl, settings.appSecret, alertId);
  const n = rows.length;
  return {
    to: run.alert.user.email,
    headers: oneClickUnsubscribe(unsubscribe),
    ...opportunityListMail({
      subject: `${n} new ${n === 1 ? 'match' : 'matches'}: ${run.alert.label}`,
      heading: n === 1 ? 'A new match for your alert' : `${n} new matches for your alert`,
      lead: `${run.alert.label}, published since your last alert.`,
      openings: rows.map((o) => ({ ...o, url: `${settings.publicUrl}/opportunities/${o.id}` })),
      footer: [
        {
          text: `You receive this ${run.alert.frequency === 'daily' ? 'daily' : 'weekly'} alert because you saved this search on PhD Finder.`,
          link: { label: 'Manage your alerts', url: `${settings.publicUrl}${ALERTS_PAGE}` },
        },
        { text: 'No longer interested?', link: { label: 'Stop this alert', url: unsubscribe } },
      ],
    }),
  };
}
