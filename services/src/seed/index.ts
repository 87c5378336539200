// The demo seed: the catalogue, the demo accounts and their activity, in one transaction. Seeded
// listings get no outbox events; whoever seeds reindexes them in bulk afterwards.
import type { Storage } from '../storage/storage.ts';
import type { ResumeFile } from './demo-resumes.ts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { createDemoAccounts, DEMO_ACCOUNTS, hashDemoPasswords } from './accounts.ts';
import { seedActivity, type ActivitySummary } from './activity.ts';
import { seedModerationQueue } from './moderation-queue.ts';
import { makeRedactedCopy } from '../review/redacted-copy.ts';
import {
  DEFAULT_COUNT,
  DEFAULT_SEED,
  generateOpportunities,
  generateUniversities,
  type OpportunityRow,
} from './generate.ts';
import {
  insertOpportunities,
  insertUniversities,
  preferCheapCompression,
  withIndexesDeferred,
  type DbClient,
} from './insert.ts';

export {
  DEMO_ACCOUNTS,
  DEMO_TENANT_SLUG,
  SECOND_TENANT_SLUG,
  formatDemoAccounts,
  type DemoAccount,
} from './accounts.ts';
export { DEFAULT_COUNT, DEFAULT_SEED } from './generate.ts';

export interface SeedOptions {
  /** Catalogue size (the benchmarks use 100,000). */
  count?: number;
  seed?: number;
  /** The moment the catalogue is generated relative to (created_at, deadlines). */
  now?: Date;
  log?: (message: string) => void;
  /** Return `{ skipped: true }` instead of throwing when the database already holds data. */
  ifEmpty?: boolean;
  /** Where the demo applicants' resumes go (the configured store); without it only their rows are made. */
  storage?: Storage;
}

export interface SeedSummary extends ActivitySummary {
  skipped: false;
  universities: number;
  /** Catalogue listings (source 'seed'). */
  opportunities: number;
  openOpportunities: number;
  countries: number;
  durationMs: number;
}

export type SeedResult = SeedSummary | { skipped: true };

export class DatabaseNotEmptyError extends DomainError {
  constructor() {
    super(
      'conflict',
      'The database already holds universities or opportunities; the demo seed only runs on an empty database. ' +
        'Use --if-empty to skip seeding when data exists, or seed a fresh database.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

/** Serialises concurrent seeders (e.g. two processes starting at once); any constant would do. */
const SEED_LOCK_KEY = 7_270_736_902;

export async function isDatabaseEmpty(db: DbClient): Promise<boolean> {
  const [university, opportunity] = await Promise.all([
    db.university.findFirst({ select: { id: true } }),
    db.opportunity.findFirst({ select: { id: true } }),
  ]);
  return university === null && opportunity === null;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const count = options.count ?? DEFAULT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);

  const started = Date.now();
  if (options.ifEmpty && !(await isDatabaseEmpty(db))) {
    log('Database already holds data; seed skipped');
    return { skipped: true };
  }
  const passwordHashes = await hashDemoPasswords();
  const universities = generateUniversities(seed, now);

  const resumeFiles: ResumeFile[] = [];
  const result = await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isDatabaseEmpty(tx))) {
        if (options.ifEmpty) return null;
        throw new DatabaseNotEmptyError();
      }
      await preferCheapCompression(tx);
      await insertUniversities(tx, universities);
      log(`Inserted ${universities.length} universities`);

      // Kept for the candidate's saved list: a few open listings from the start of the stream.
      const sample: OpportunityRow[] = [];
      const rows = function* () {
        for (const row of generateOpportunities(universities, { count, seed, now })) {
          if (sample.length < 50 && row.status === 'open') sample.push(row);
          yield { ...row, source: 'seed' as const };
        }
      };
      const step = Math.max(10_000, Math.ceil(count / 10 / 10_000) * 10_000);
      const opportunities = await withIndexesDeferred(tx, 'opportunities', () =>
        insertOpportunities(tx, rows(), {
          onChunk: (done) => {
            if (done % step === 0 || done === count) log(`Inserted ${done} / ${count} opportunities`);
          },
        }),
      );

      const ids = await createDemoAccounts(tx, { universities, passwordHashes, now });
      const activity = await seedActivity(tx, { seed, now, universities, ids, catalogueSample: sample, resumeFiles });
      const held = await seedModerationQueue(tx, {
        now,
        passwordHash: passwordHashes.get(DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email)!,
        original: sample.at(-1),
      });
      log(`Held ${held} demo postings for moderation`);
      const [stats] = await tx.$queryRawUnsafe<{ open: number; countries: number }[]>(
        `SELECT count(*) FILTER (WHERE status = 'open')::int AS open, count(DISTINCT country)::int AS countries
           FROM opportunities WHERE source = 'seed'`,
      );
      return { opportunities, activity, stats: stats! };
    },
    // 100,000 listings take tens of seconds; Prisma's 5 s default would abort them.
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  if (result === null) {
    log('Database already holds data; seed skipped');
    return { skipped: true };
  }
  // Files outside the transaction (storage is slow); a re-run overwrites the same keys with the same bytes.
  if (options.storage) {
    for (const file of resumeFiles) await options.storage.put(file.key, file.bytes, file.mime);
    log(`Stored ${resumeFiles.length} demo resumes`);
    for (const ref of result.activity.redactionsDue) await makeRedactedCopy(db, options.storage, ref);
    log(`Made ${result.activity.redactionsDue.length} redacted resumes for blind review`);
  }
  // Fresh statistics, so the first queries after a bulk load get sensible plans.
  await db.$executeRawUnsafe('ANALYZE "universities", "opportunities"');

  return {
    skipped: false,
    universities: universities.length,
    opportunities: result.opportunities,
    openOpportunities: result.stats.open,
    countries: result.stats.countries,
    ...result.activity,
    durationMs: Date.now() - started,
  };
}
