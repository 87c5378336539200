// "Delete my account" (issue 32, GDPR article 17). One transaction erases everything that names the
// candidate: their applications on the main site, their records on university sites (deleted, or
// anonymised where the site must keep them for now: erasure/site-records.ts), and the user row, whose
// cascades take the profile, CVs, saves, preferences, alerts, sessions, identities, tracked external
// applications and exports. In the same transaction: an audit row with the user id and counts only,
// and storage.delete_requested naming every stored file, so the files go even if the store is down
// right now (the data-export queue retries). After the commit the files are also deleted at once.
import type { Db, Prisma } from '../db/client.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { STORAGE_DELETE_BATCH_MAX } from '../events/catalogue.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Storage } from '../storage/storage.ts';
import { inEachSite } from './erasure/site-applicants.ts';
import { eraseOnSite, type KeptRecord } from './erasure/site-records.ts';

export const ACCOUNT_ALREADY_DELETED = 'Your account was already deleted.';

/** Longest the erasure may hold its transaction (every site is visited). */
const ERASURE_TIMEOUT_MS = 60_000;

export interface ErasureCounts {
  applications: number;
  universityApplicationsDeleted: number;
  universityApplicationsAnonymised: number;
  cvs: number;
  saved: number;
  alerts: number;
  externalApplications: number;
  exports: number;
  /** The newsletter subscription of the account's address (0 or 1), and its messages to the site. */
  newsletter: number;
  contactMessages: number;
  files: number;
}

export interface ErasureOutcome {
  counts: ErasureCounts;
  /** University-site applications anonymised rather than deleted, and when each will go. */
  kept: KeptRecord[];
}

/**
 * Rows that name the user without a foreign key to cascade through: by id, and by the account's
 * address (the newsletter and the contact form take an address, not an account). Answers how many
 * of the latter went.
 */
async function deleteLooseRows(tx: Prisma.TransactionClient, userId: string, email: string) {
  await tx.recommendation.deleteMany({ where: { userId } });
  await tx.deadlineReminder.deleteMany({ where: { userId } });
  const sameAddress = { email: { equals: email, mode: 'insensitive' as const } };
  const newsletter = await tx.newsletterSubscription.deleteMany({ where: sameAddress });
  const contactMessages = await tx.contactMessage.deleteMany({ where: sameAddress });
  return { newsletter: newsletter.count, contactMessages: contactMessages.count };
}

async function recordFileDeletions(tx: Prisma.TransactionClient, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += STORAGE_DELETE_BATCH_MAX) {
    await recordEvent(tx, 'storage.delete_requested', { keys: keys.slice(i, i + STORAGE_DELETE_BATCH_MAX) });
  }
}

export async function deleteAccount(
  db: Db,
  storage: Storage,
  userId: string,
  now = new Date(),
): Promise<ErasureOutcome> {
  const { outcome, keys } = await db.$transaction(
    async (tx) => {
      // The second of two requests at once waits here, then finds no account.
      const locked = await tx.$queryRaw<
        { email: string }[]
      >`SELECT email FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound(ACCOUNT_ALREADY_DELETED);
      const email = locked[0]!.email.toLowerCase();
      const applications = await tx.application.findMany({ where: { userId }, select: { id: true, resumeKey: true } });
      const cvs = await tx.candidateCv.findMany({ where: { userId }, select: { key: true } });
      const exports = await tx.dataExport.findMany({ where: { userId, key: { not: null } }, select: { key: true } });
      const saved = await tx.savedOpportunity.count({ where: { userId } });
      const alerts = await tx.searchAlert.count({ where: { userId } });
      const externalApplications = await tx.externalApplication.count({ where: { userId } });
      const exportCount = await tx.dataExport.count({ where: { userId } });
      const who = { applicationIds: applications.map((a) => a.id), email };
      const sites = await inEachSite(tx, (site, siteTx) => eraseOnSite(siteTx, site, who, now));
      await tx.application.deleteMany({ where: { userId } });
      const loose = await deleteLooseRows(tx, userId, email);
      await tx.user.delete({ where: { id: userId } });

      const files = [
        ...applications.flatMap((a) => (a.resumeKey ? [a.resumeKey] : [])),
        ...cvs.map((c) => c.key),
        ...exports.map((e) => e.key!),
        ...sites.flatMap((s) => s.keys),
      ];
      const counts: ErasureCounts = {
        applications: applications.length,
        universityApplicationsDeleted: sites.reduce((n, s) => n + s.deleted, 0),
        universityApplicationsAnonymised: sites.reduce((n, s) => n + s.kept.length, 0),
        cvs: cvs.length,
        saved,
        alerts,
        externalApplications,
        exports: exportCount,
        ...loose,
        files: files.length,
      };
      await recordAudit(
        tx,
        { kind: 'candidate', id: userId },
        {
          action: 'account.erased',
          recordType: 'user',
          recordId: userId,
          after: { ...counts },
        },
      );
      await recordFileDeletions(tx, files);
      return { outcome: { counts, kept: sites.flatMap((s) => s.kept) }, keys: files };
    },
    { timeout: ERASURE_TIMEOUT_MS },
  );
  // At once, so the files are gone before the answer; what fails here the queued event retries.
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return outcome;
}
