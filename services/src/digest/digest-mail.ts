// A subscriber's weekly digest, built when its mail job runs from the newsletter_digests row. Null
// (nothing sent) when the address is no longer confirmed or none of its openings is open any more.
// Each opening shows its funding and summary; "See every opening" leads to the listing of the
// subscriber's countries (and discipline). Carries the one-click unsubscribe headers and a link to
// change the countries and disciplines.
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { oneClickUnsubscribe, opportunityListMail } from '../mail/templates/opportunity-list.ts';
import { fundingLine, type FundingTypeName } from '@phd/contracts/funding-line';
import { listingPath } from '@phd/contracts/paths';
import { Prisma } from '../db/client.ts';
import { SUMMARY_MAX } from '../enrichment/engine.ts';
import { clip } from '../enrichment/local/summarise.ts';
import { effectiveFundingTypeSql } from '../opportunities/funding.ts';
import { publiclyOpenSql } from '../opportunities/public-visibility.ts';
import { tokenHash, unsubscribeToken, unsubscribeUrl } from '../subscriptions/unsubscribe-token.ts';
import type { Choice } from './candidates.ts';

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
  summary: string | null;
  fundingType: FundingTypeName | null;
  funding: string | null;
}

/** The page where a subscriber changes the digest's countries and disciplines (manage token). */
export const DIGEST_PREFERENCES_PAGE = '/newsletter/preferences';

/**
 * "See every opening": the listing of each chosen country (narrowed by the discipline when there is
 * one), else of each chosen discipline, else the whole listing. A listing address names one country
 * and one discipline, so several choices get a link each.
 */
export function everyOpening(publicUrl: string, { countries, disciplines }: Choice) {
  const link = (label: string, route: { country?: string; discipline?: string }) => ({
    label,
    url: `${publicUrl}${listingPath(route)}`,
  });
  const discipline = disciplines.length === 1 ? disciplines[0] : undefined;
  if (countries.length > 0) {
    return { lead: 'See every opening in', links: countries.map((country) => link(country, { country, discipline })) };
  }
  if (disciplines.length > 0) {
    return { lead: 'See every opening in', links: disciplines.map((d) => link(d, { discipline: d })) };
  }
  return { links: [link('See every opening', {})] };
}

export async function digestMail(
  db: Tx,
  settings: LinkSettings,
  { subscriptionId, week }: { subscriptionId: string; week: string },
): Promise<OutgoingMail | null> {
  // One statement (this runs once per subscriber, 100,000 times a week): the subscriber, and the
  // digest's openings still publicly open, in the digest's order.
  const rows = await db.$queryRaw<DigestRow[]>(Prisma.sql`
    SELECT s.email, s.status::text AS status, s.unsubscribe_token_hash AS "tokenHash", s.countries, s.disciplines,
      o.id, o.title, o.university_name AS "universityName", o.country, o.closing_date AS "closingDate",
      o.ai_summary AS summary, ${effectiveFundingTypeSql('o')}::text AS "fundingType", o.funding
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
        funding: fundingLine(o.fundingType, o.funding),
        summary: o.summary && clip(o.summary.replace(/\s+/g, ' ').trim(), SUMMARY_MAX),
      })),
      more: everyOpening(settings.publicUrl, { countries: countries ?? [], disciplines: disciplines ?? [] }),
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
