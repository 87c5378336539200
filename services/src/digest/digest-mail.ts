// A subscriber's weekly digest, built when its mail job runs from the newsletter_digests row. Null
// (nothing sent) when the address is no longer confirmed or none of its openings is open any more.
// Carries the one-click unsubscribe headers and a link to change the countries and disciplines.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { oneClickUnsubscribe, opportunityListMail } from '../mail/templates/opportunity-list.ts';
import { Prisma } from '../db/client.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';
import { tokenHash, unsubscribeToken, unsubscribeUrl } from '../subscriptions/unsubscribe-token.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

interface DigestRow {
  email: string;
  status: string;
  tokenHash: string;
  countries: string[] | null;
  disciplines: string[] | null;
  /** Null past the last opening, or for one no longer open. */
  id: string | null;
  title: string | null;
  universityName: string | null;
  country: string | null;
  closingDate: Date | null;
}

/** The page where a subscriber changes the digest's countries and disciplines (manage token). */
export const DIGEST_PREFERENCES_PAGE = '/newsletter/preferences';

export async function digestMail(
  db: Tx,
  settings: LinkSettings,
  { subscriptionId, week }: { subscriptionId: string; week: string },
): Promise<OutgoingMail | null> {
  // One statement (this runs once per subscriber, 100,000 times a week): the subscriber, and the
  // digest's openings still publicly open, in the digest's order.
  const rows = await db.$queryRaw<DigestRow[]>(Prisma.sql`
    SELECT s.email, s.status::text AS status, s.unsubscribe_token_hash AS "tokenHash", s.countries, s.disciplines,
      o.id, o.title, o.university_name AS "universityName", o.country, o.closing_date AS "closingDate"
    FROM newsletter_digests d
    JOIN newsletter_subscriptions s ON s.id = d.subscription_id
    LEFT JOIN LATERAL unnest(d.opportunity_ids) WITH ORDINALITY AS u(id, n) ON true
    LEFT JOIN opportunities o ON o.id = u.id AND ${publiclyOpenSql('o')}
    WHERE d.subscription_id = ${subscriptionId}::uuid AND d.week = ${week}
    ORDER BY u.n`);
  const subscriber = rows[0];
  if (!subscriber || subscriber.status !== 'confirmed') return null;
  const openings = rows.filter(
    (r): r is DigestRow & { id: string; title: string } => r.id !== null && r.title !== null,
  );
  if (openings.length === 0) return null;

  const token = unsubscribeToken(settings.appSecret, subscriptionId);
  if (subscriber.tokenHash !== tokenHash(token)) {
    // After an APP_SECRET rotation: make this e-mail's links work.
    await db.newsletterSubscription.update({
      where: { id: subscriptionId },
      data: { unsubscribeTokenHash: tokenHash(token) },
    });
  }
  const unsubscribe = unsubscribeUrl(settings.publicUrl, token);
  const { countries, disciplines } = subscriber;
  const narrowed = [...(countries ?? []), ...(disciplines ?? [])];
  return {
    to: subscriber.email,
    headers: oneClickUnsubscribe(unsubscribe),
    ...opportunityListMail({
      subject: `This week's new PhD openings (${openings.length})`,
      heading: 'New PhD openings this week',
      lead:
        narrowed.length > 0
          ? `The most viewed new positions of the past week in ${narrowed.join(', ')}.`
          : 'The most viewed new positions of the past week, from universities worldwide.',
      openings: openings.map((o) => ({
        title: o.title,
        universityName: o.universityName ?? '',
        country: o.country ?? '',
        closingDate: o.closingDate,
        url: `${settings.publicUrl}/opportunities/${o.id}`,
      })),
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
