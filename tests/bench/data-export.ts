// `npm run bench:export -- [--applications 200] [--cvs 5] [--file-kb 250] [--sites 50] [--runs 3]`:
// "Download my data" for a heavy candidate (issue 32: 200 applications and 5 CVs in under 10 s). A
// throwaway embedded Postgres (migrated, the application's role under row-level security), a local
// file store, the candidate seeded through the test fixture's service calls (a profile, CVs, saves,
// applications with resumes of --file-kb each, a university site's applicants, among --sites sites the
// export visits), then the data-export job's work run in-process: request, build (collect, ZIP
// streamed to storage, ready) and the download link opened. Beside it the baseline: the same number of
// bytes written to the store in one piece. Writes the "data-export" section of docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { buildExport } from '@phd/services/candidates/data-export/build-export';
import { openExportDownload } from '@phd/services/candidates/data-export/download';
import { requestExport } from '@phd/services/candidates/data-export/request-export';
import { exportToken } from '@phd/services/candidates/data-export/tokens';
import { createDb } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { createLocalStorage } from '@phd/services/storage/index';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { seedCandidateData } from '../../services/test/candidates/candidate-data-fixture.ts';
import { writeSection } from './report.ts';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '200' },
    cvs: { type: 'string', default: '5' },
    'file-kb': { type: 'string', default: '250' },
    sites: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
  },
});
const applications = Number(values.applications);
const cvs = Number(values.cvs);
const fileBytes = Number(values['file-kb']) * 1024;
const siteCount = Number(values.sites);
const runs = Number(values.runs);
const APP_SECRET = 'bench-export-secret-0123456789abcdef01234';
const TARGET_MS = 10_000;
const log = (line: string) => console.log(`[data-export] ${line}`);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'phd-export-bench-'));
const postgres = await startLocalPostgres({ dir: join(dir, 'pg'), persistent: false });
process.once('SIGINT', () => void postgres.stop().finally(() => process.exit(130)));
try {
  const url = await postgres.createDatabase('export');
  await migrate(url);
  const owner = createDb(url, { max: 2, owner: true });
  const db = createDb(url, { max: 4 });
  const storage = createLocalStorage(join(dir, 'files'));

  const sites = [];
  for (let i = 0; i < siteCount; i++) {
    sites.push(
      await owner.tenant.create({
        data: { slug: `site-${i}`, name: `Site ${i}`, universityName: `University ${i}`, retentionMonths: 12 },
      }),
    );
  }
  log(
    `seeding a candidate: ${applications} applications, ${cvs} CVs, ${values['file-kb']} KB a file, among ${siteCount} sites...`,
  );
  const who = await seedCandidateData(db, storage, {
    email: 'heavy@example.org',
    applications,
    cvs,
    tenantId: sites[0]!.id,
    fileBytes,
  });

  const timings: { build: number; total: number; size: number }[] = [];
  for (let run = 0; run < runs; run++) {
    // Each run a new request: past the 10-minute limit, as the candidate would be.
    const at = new Date(Date.now() + run * 11 * 60_000);
    const started = performance.now();
    const { id } = await requestExport(db, APP_SECRET, who.userId, at);
    const building = performance.now();
    const outcome = await buildExport(db, storage, id, at);
    const built = performance.now();
    if (!outcome.built) throw new Error(`the export was not built: ${outcome.reason}`);
    const download = await openExportDownload(db, storage, exportToken(APP_SECRET, id), at);
    if (!Buffer.isBuffer(download.file.body)) download.file.body.destroy();
    await download.discard();
    timings.push({ build: built - building, total: built - started, size: outcome.size });
    log(`run ${run + 1}: built in ${seconds(built - building)}, ${megabytes(outcome.size)}`);
  }

  // The baseline: the same bytes stored in one piece, with nothing to read or pack.
  const size = timings[0]!.size;
  const bytes = randomBytes(size);
  const baselines: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await storage.put(`bench/baseline-${run}.bin`, bytes, 'application/octet-stream');
    baselines.push(performance.now() - started);
  }

  const total = median(timings.map((t) => t.total));
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  writeSection(
    'data-export',
    `## Download my data (issue 32)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}): one candidate with
${applications} applications and ${cvs} CVs (${values['file-kb']} KB random bytes a file: packed as stored, as PDFs
are), a profile, saves, an alert and two applicants on a university site, among ${siteCount} sites the export visits
under row-level security. Postgres embedded, files on the local disk. The job's work in-process, ${runs} runs.

| figure | value |
|---|---|
| ZIP | ${megabytes(size)}, ${applications + cvs + 1} stored files and 7 JSON files |
| request + build (median of ${runs}) | ${seconds(total)} |
| build alone: min / median / max | ${seconds(Math.min(...timings.map((t) => t.build)))} / ${seconds(median(timings.map((t) => t.build)))} / ${seconds(Math.max(...timings.map((t) => t.build)))} |
| baseline: the same bytes written to storage in one piece (median) | ${seconds(median(baselines))} |

Target: under ${seconds(TARGET_MS)} for 200 applications and 5 CVs: ${total < TARGET_MS ? 'met' : 'MISSED'}.`,
  );
  log(`median ${seconds(total)} (baseline ${seconds(median(baselines))}); docs/benchmarks.md updated`);
  await Promise.all([db.$disconnect(), owner.$disconnect()]);
  if (total >= TARGET_MS) process.exitCode = 1;
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
