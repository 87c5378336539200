// `npm run seed -- [--scale N] [--seed S] [--if-empty]`: fills an empty database with the demo
// catalogue and accounts, and indexes it for search.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { createStorage } from '@phd/services/storage/index';
import { DEFAULT_COUNT, DEFAULT_SEED, formatDemoAccounts, type SeedSummary } from '@phd/services/seed/index';
import { loadDemoCatalogue } from '../local/demo-catalogue.ts';

const USAGE = `Usage: npm run seed -- [--scale N] [--seed S] [--if-empty]

  --scale N    number of catalogue opportunities (default ${DEFAULT_COUNT}; the benchmarks use 100000)
  --seed S     integer seed (0 to 4294967295); the same seed gives the same catalogue (default ${DEFAULT_SEED})
  --if-empty   do nothing (exit 0) when the database already holds data
`;

function integer(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (value.trim() === '' || !Number.isSafeInteger(n) || n < 0 || n > max) {
    throw new UsageError(`--${name} must be an integer from 0 to ${max}, got "${value}"`);
  }
  return n;
}

class UsageError extends Error {}

function formatSummary(s: SeedSummary): string {
  return [
    `Seeded in ${(s.durationMs / 1000).toFixed(1)} s:`,
    `  ${s.universities} universities, ${s.opportunities} opportunities (${s.openOpportunities} open) in ${s.countries} countries`,
    `  recruiter: ${s.recruiterOpportunities} opportunities, ${s.applications} applications; candidate: ${s.savedOpportunities} saved`,
    `  tenant: ${s.tenantOpportunities} opportunities, ${s.applicants} applicants, ${s.applicantComments} comments`,
    `  second tenant: ${s.secondTenantOpportunities} opportunities, ${s.secondTenantApplicants} applicants`,
    `  content: ${s.blogPosts} blog posts, ${s.phdPostings} PhD postings (opportunities posted on the site)`,
  ].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const count = integer('scale', values.scale, DEFAULT_COUNT, 10_000_000);
  // The generator's PRNG has 32 bits of state.
  const seed = integer('seed', values.seed, DEFAULT_SEED, 0xffff_ffff);

  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'DATABASE_URL is not set. Point it at a migrated Postgres database (npm run migrate), e.g.\n' +
        '  DATABASE_URL=postgres://user:pass@localhost:5432/phd npm run seed\n' +
        '`npm start` seeds its embedded database by itself.',
    );
    return 1;
  }
  // As the owner: the seed drops and rebuilds indexes and writes every tenant's rows.
  const db = createDb(config.databaseUrl, { max: 2, owner: true });
  try {
    const result = await loadDemoCatalogue(db, {
      count,
      seed,
      ifEmpty: values['if-empty'],
      storage: createStorage(config),
      log: (m) => console.log(m),
    });
    if (result.skipped) return 0;
    console.log(formatSummary(result));
    console.log(`\nDemo accounts:\n${formatDemoAccounts()}`);
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else if (error instanceof ConfigError || error instanceof DomainError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
