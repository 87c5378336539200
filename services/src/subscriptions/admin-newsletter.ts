// The newsletter in the admin console (issue 15): subscribers by state, and the list as a CSV file
// for the mailing tool. The addresses were typed by visitors, so every cell goes through csvCell
// (a cell starting with = + - @ is neutralised with a leading apostrophe). An export of personal data
// is recorded in the audit log.
import type { NewsletterCounts, NewsletterExportState } from '@phd/contracts/endpoints/admin-moderation';
import { csvLine } from '../applicants/export-csv.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';

const DAY_MS = 86_400_000;
/** Rows read per query while the file is built, so a large list never sits in one result. */
const BATCH = 5_000;

export async function newsletterCounts(db: Db, now = new Date()): Promise<NewsletterCounts> {
  const [byStatus, recent] = await Promise.all([
    db.newsletterSubscription.groupBy({ by: ['status'], _count: { _all: true } }),
    db.newsletterSubscription.count({ where: { createdAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } } }),
  ]);
  const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
  // `active` is what the digest goes to: confirmed addresses only (double opt-in).
  const active = count('confirmed');
  const pending = count('pending');
  const unsubscribed = count('unsubscribed');
  return { active, pending, unsubscribed, total: active + pending + unsubscribed, new_last_30_days: recent };
}

/** The export's states as stored: `active` means confirmed. */
const STORED = { active: 'confirmed', pending: 'pending', unsubscribed: 'unsubscribed' } as const;

const HEADER = ['email', 'status', 'subscribed_at', 'unsubscribed_at'];

/** GET /api/admin/newsletter/export: the file's name and its text (UTF-8 with a byte-order mark). */
export async function newsletterCsv(db: Db, actor: Actor, state: NewsletterExportState, now = new Date()) {
  const where: Prisma.NewsletterSubscriptionWhereInput = state === 'all' ? {} : { status: STORED[state] };
  const lines: string[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await db.newsletterSubscription.findMany({
      where,
      orderBy: { email: 'asc' },
      take: BATCH,
      ...(after !== undefined && { cursor: { email: after }, skip: 1 }),
    });
    for (const r of rows)
      lines.push(
        csvLine([
          r.email,
          r.status === 'confirmed' ? 'active' : r.status,
          r.createdAt.toISOString(),
          r.unsubscribedAt?.toISOString() ?? null,
        ]),
      );
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.email;
  }
  await db.$transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'newsletter.exported',
      recordType: 'newsletter_subscription',
      recordId: null,
      after: { state, rows: lines.length },
    }),
  );
  return {
    filename: `newsletter-${state}-${now.toISOString().slice(0, 10)}.csv`,
    csv: `\ufeff${csvLine(HEADER)}${lines.join('')}`,
  };
}
