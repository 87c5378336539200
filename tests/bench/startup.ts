// `npm run bench:startup` (part of `npm run bench`): how long the gateway and the workers take to start,
// and how much memory they hold once started, run through tsx from the TypeScript sources (how they ran
// before the production build) and as the compiled JavaScript with plain node (`npm run start:gateway`,
// `npm run start:workers`). Compiles the back end itself first (`npm run build:server`'s command, timed).
// Writes the `startup` section of docs/benchmarks.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Db } from '@phd/services/db/client';
import { migrate } from '@phd/services/db/migrate';
import { createOpportunity } from '@phd/services/opportunities/index';
import { freePort } from '../../infra/local/free-port.ts';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { startLocalRedis } from '../../infra/local/redis.ts';
import { writeSection } from './report.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
/** After "ready", before RSS is read: lets start-up garbage be collected and lazy imports land. */
const SETTLE_MS = 1_000;

type Process = 'gateway' | 'workers';
interface Variant {
  label: string;
  args: Record<Process, string[]>;
  /** A fresh temporary directory per start: tsx's transform cache starts empty, as in a new container. */
  coldCache?: boolean;
}

/** The node arguments of each way to run: what start:gateway / start:workers ran before, and what they run now. */
const VARIANTS: Variant[] = [
  {
    label: 'tsx, empty transform cache (a new container)',
    args: {
      gateway: ['--import', 'tsx', 'gateway/src/server.ts'],
      workers: ['--import', 'tsx', 'workers/src/main.ts'],
    },
    coldCache: true,
  },
  {
    label: 'tsx, warm transform cache',
    args: {
      gateway: ['--import', 'tsx', 'gateway/src/server.ts'],
      workers: ['--import', 'tsx', 'workers/src/main.ts'],
    },
  },
  {
    label: 'compiled, plain node',
    args: {
      gateway: ['--conditions=compiled', 'gateway/dist/server.js'],
      workers: ['--conditions=compiled', 'workers/dist/main.js'],
    },
  },
];

interface Sample {
  readyMs: number;
  rssMb: number;
}

const log = (line: string) => console.log(`[bench:startup] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds `npm run build:server`'s tsc command takes, from scratch (--force) or with nothing to do. */
function timeBuild(force: boolean): number {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [, ...args] = pkg.scripts['build:server']!.split(/\s+/);
  const started = performance.now();
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), ...args, ...(force ? ['--force'] : [])],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  return (performance.now() - started) / 1000;
}

log('compiling the back end from scratch...');
const buildSeconds = { scratch: timeBuild(true), upToDate: timeBuild(false) };

/** Resident memory of a process and all its descendants (tsx may run esbuild beside node), in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').split(/\s+/).filter(Boolean)) {
        visit(Number(task));
      }
    } catch {
      // The process ended between the two reads.
    }
  };
  visit(pid);
  return kb / 1024;
}

async function until(probe: () => Promise<boolean>, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await probe().catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One start: gateway until /readyz answers 200; workers until the outbox relay's first poll has
 * published an event written just before the start.
 */
async function startOnce(
  process_: Process,
  variant: Variant,
  env: NodeJS.ProcessEnv,
  db: Db,
  warmCacheDir: string,
): Promise<Sample> {
  const tmp = variant.coldCache ? mkdtempSync(join(tmpdir(), 'phd-tsx-cold-')) : warmCacheDir;
  const port = await freePort();
  let eventId = 0n;
  if (process_ === 'workers') {
    await createOpportunity(db, {
      title: `Start-up probe ${Date.now()}`,
      universityName: 'University of Iceland',
      country: 'Iceland',
      description: '<p>probe</p>',
    });
    const [last] = await db.$queryRaw<{ id: bigint }[]>`SELECT max(id) AS id FROM outbox_events`;
    eventId = last!.id;
  }
  const started = performance.now();
  const child = spawn(process.execPath, variant.args[process_], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), TMPDIR: tmp },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    if (process_ === 'gateway') {
      await until(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, child, 'the gateway');
    } else {
      await until(
        async () =>
          (
            await db.$queryRaw<{ published: boolean }[]>`
            SELECT published_at IS NOT NULL AS published FROM outbox_events WHERE id = ${eventId}`
          )[0]?.published === true,
        child,
        'the workers',
      );
    }
    const readyMs = performance.now() - started;
    await sleep(SETTLE_MS);
    return { readyMs, rssMb: treeRssMb(child.pid!) };
  } finally {
    await stop(child);
    if (variant.coldCache) rmSync(tmp, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'phd-bench-startup-'));
const warmCacheDir = join(dir, 'tsx-warm');
const [postgres, redis] = await Promise.all([
  startLocalPostgres({ dir: join(dir, 'pg'), persistent: false }),
  startLocalRedis({ dir: join(dir, 'redis'), persistent: false }),
]);
try {
  const databaseUrl = await postgres.createDatabase('startup');
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, { max: 2, owner: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '200',
  };
  mkdirSync(warmCacheDir);
  const results = new Map<string, Sample[]>();
  const loadBefore = loadavg()[0]!;
  for (const process_ of ['gateway', 'workers'] as const) {
    // Not measured: fills the warm variant's tsx cache and the OS file cache for everyone.
    await startOnce(process_, VARIANTS[1]!, env, db, warmCacheDir);
    await startOnce(process_, VARIANTS[2]!, env, db, warmCacheDir);
    // Interleaved, so a slow patch of this shared machine weighs on every variant alike.
    for (let run = 0; run < runs; run++) {
      for (const variant of VARIANTS) {
        const sample = await startOnce(process_, variant, env, db, warmCacheDir);
        const key = `${process_}|${variant.label}`;
        results.set(key, [...(results.get(key) ?? []), sample]);
        log(`${process_}, ${variant.label}: ${Math.round(sample.readyMs)} ms, ${sample.rssMb.toFixed(0)} MB`);
      }
    }
  }
  await db.$disconnect();

  const loadAfter = loadavg()[0]!;
  const rows = [...results].map(([key, samples]) => {
    const [process_, label] = key.split('|');
    const ready = samples.map((s) => s.readyMs);
    const rss = samples.map((s) => s.rssMb);
    return `| ${process_} | ${label} | ${Math.round(median(ready))} | ${Math.round(Math.min(...ready))} | ${Math.round(median(rss))} |`;
  });
  const table = [
    '| process | run as | start-up, median ms | fastest ms | RSS after start-up, median MB |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const seconds = (process_: Process, variant: Variant) =>
    (median(results.get(`${process_}|${variant.label}`)!.map((s) => s.readyMs)) / 1000).toFixed(1);
  const [tsxCold, tsxWarm, compiled] = VARIANTS.map((v) => seconds('gateway', v));
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  writeSection(
    'startup',
    `## Start-up and memory: tsx against the compiled build

\`npm run bench:startup\` on ${new Date().toISOString().slice(0, 10)}, ${machine}. Each process was started
${runs} times per way of running it (interleaved, after one unmeasured start of each), against an empty
migrated database and a local Redis. The machine is shared (load average ${loadBefore.toFixed(1)} when the runs
began, ${loadAfter.toFixed(1)} when they ended), so the fastest start of each is shown beside the median.
Start-up is from spawning the process to: for the gateway, \`/readyz\` answering 200; for the workers,
the outbox relay's first poll having published an event written just before the start. RSS is the
resident memory of the process (with any child it started) ${SETTLE_MS / 1000} s after that.

${table}

"tsx" is how \`npm run start:gateway\` and \`start:workers\` (and the Docker image) ran before: \`node --import
tsx\` on the TypeScript sources. tsx keeps transformed files in a cache under the temporary directory,
so a new container starts with it empty. "compiled" is what they run now: the output of \`npm run build\`
with \`node --conditions=compiled\`.

\`npm run build:server\` (tsc, the five projects) took ${buildSeconds.scratch.toFixed(1)} s from scratch and
${buildSeconds.upToDate.toFixed(1)} s with nothing to do. \`npm start\` (the demo) keeps running the sources through tsx: its
first start on a fresh checkout is ${Number(tsxCold) < buildSeconds.scratch + Number(compiled) ? 'faster' : 'slower'} that way. The demo is up when its gateway is: ${tsxCold} s through tsx
with an empty cache, against ${buildSeconds.scratch.toFixed(1)} s to compile plus ${compiled} s to start compiled. A restart with
nothing changed would be ${Number(tsxWarm) > buildSeconds.upToDate + Number(compiled) ? 'faster' : 'slower'} compiled (${tsxWarm} s against ${buildSeconds.upToDate.toFixed(1)} + ${compiled} s); after an edit it depends
on how many workspaces must be compiled again.`,
  );
  console.log(`\n${table}\n\nwritten to docs/benchmarks.md`);
} finally {
  await Promise.all([postgres.stop(), redis.stop()]);
  rmSync(dir, { recursive: true, force: true });
}
