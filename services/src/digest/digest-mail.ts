// A subscriber's weekly digest, built when its mail job runs from the newsletter_digests row. Null
// (nothing sent) when the address is no longer confirmed or none of its openings is open any more.
// Carries the one-click unsubscribe headers and a link to change the countries and disciplines.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { oneClickUnsubscribe, opportunityListMail } from '../mail/templates/opportunity-list.ts';
import { publiclyOpen } from '../opportunities/public-visibility.ts';
import { tokenHash, unsubscribeToken, unsubscribeUrl } from '../subscriptions/unsubscribe-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

/** The page where a subscriber changes the digest's countries and disciplines (manage token). */
export const DIGEST_PREFERENCES_PAGE = '/newsletter/preferences';

export async function digestMail(
  db: Tx,
  settings: LinkSettings,
  { subscriptionId, week }: { subscriptionId: string; week: string },
): Promise<OutgoingMail | null> {
  const digest = await db.newsletterDigest.findUnique({
    where: { subscriptionId_week: { subscriptionId, week } },
    include: { subscription: true },
  });
  if (!digest || digest.subscription.status !== 'confirmed') return null;
  const rows = await db.opportunity.findMany({
    where: { AND: [{ id: { in: digest.opportunityIds } }, publiclyOpen] },
    select: { id: true, title: true, universityName: true, country: true, closingDate: true },
  });
  if (rows.length === 0) return null;
  // Keep the digest's ranking.
  const rank = new Map(digest.opportunityIds.map((id, i) => [id, i]));
  rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);

  const token = unsubscribeToken(settings.appSecret, subscriptionId);
  if (digest.subscription.unsubscribeTokenHash !== tokenHash(token)) {
    // After an APP_SECRET rotation: make this e-mail's links work.
    await db.newsletterSubscription.update({
      where: { id: subscriptionId },
      data: { unsubscribeTokenHash: tokenHash(token) },
    });
  }
  const unsubscribe = unsubscribeUrl(settings.publicUrl, token);
  const { countries, disciplines } = digest.subscription;
  const narrowed = [...countries, ...disciplines];
  return {
    to: digest.subscription.email,
    headers: oneClickUnsubscribe(unsubscribe),
    ...opportunityListMail({
      subject: `This week's new PhD openings (${rows.length})`,
      heading: 'New PhD openings this week',
      lead:
        narrowed.length > 0
          ? `The most viewed new positions of the past week in ${narrowed.join(', ')}.`
          : 'The most viewed new positions of the past week, from universities worldwide.',
      openings: rows.map((o) => ({ ...o, url: `${settings.publicUrl}/opportunities/${o.id}` })),
      more: { label: 'See every opening', url: `${settings.publicUrl}/phd-vacancies` },
      footer: [
        {
          text: 'You receive this because you subscribed to the PhD Finder weekly update.',
          link: {
            label: 'Choose countries and disciplines',
            url: `${settings.publicUrl}${DIGEST_PREFERENCES_PAGE}?token=${token}`,
          },
        },
        { text: 'No longer interested?', link: { label: 'Unsubscribe', url: unsubscribe } },
      ],
    }),
  };
}
