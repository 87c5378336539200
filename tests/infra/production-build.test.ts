// The production build: `npm run build` compiles the back end to JavaScript (dist/ beside each src/), and
// `npm run start:gateway` / `npm run start:workers` run it with plain node, no tsx. These tests run the
// build output as it is: CI runs `npm run build` before vitest (the root "test" script); locally, run it
// yourself after changing back-end code. Real Postgres and Redis.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '@phd/services/opportunities/index';
import { freePort } from '../../infra/local/free-port.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import {
  createEmptyDatabase,
  createTestDatabase,
  redisUrl,
  uniquePrefix,
  type TestDatabase,
} from '../support/services.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Each compiled workspace: its sources and the build output (from its tsconfig.build.json). */
const OUTPUTS = [
  { workspace: 'contracts', src: 'contracts/src', dist: 'contracts/dist' },
  { workspace: 'services', src: 'services/src', dist: 'services/dist' },
  { workspace: 'search', src: 'search/src', dist: 'search/dist' },
  { workspace: 'gateway', src: 'gateway/src', dist: 'gateway/dist' },
  { workspace: 'workers', src: 'workers/src', dist: 'workers/dist' },
];
const RUN_BUILD = 'run `npm run build` (or just the back end: `npm run build:server`) first';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Fails the suite with what to do when the build output is missing or older than its sources. */
function requireFreshBuild(): void {
  for (const { src, dist } of OUTPUTS) {
    const buildInfo = join(ROOT, dist, '.tsbuildinfo');
    if (!existsSync(buildInfo)) throw new Error(`The production build is missing (no ${dist}/): ${RUN_BUILD}.`);
    const built = statSync(buildInfo).mtimeMs;
    const newer = filesUnder(join(ROOT, src)).find((file) => statSync(file).mtimeMs > built);
    if (newer) throw new Error(`${dist}/ is older than ${relative(ROOT, newer)}: ${RUN_BUILD}.`);
  }
}

/** The node arguments of a root package.json script of the form `node <args...>`. */
function nodeArgsOf(script: string): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (pkg.scripts[script] ?? '').split(/\s+/);
  expect(command, `${script} runs node itself`).toBe('node');
  return args;
}

/** Module specifiers of a compiled file: static imports and exports, and literal dynamic imports. */
function specifiersOf(code: string): string[] {
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1]!);
}

/** Where node --conditions=compiled finds `@phd/<workspace>/<path>`: the package's "compiled" export. */
function compiledTarget(specifier: string): string {
  const [, workspace, path] = /^@phd\/([^/]+)\/(.+)$/.exec(specifier) ?? [];
  const pkg = JSON.parse(readFileSync(join(ROOT, workspace!, 'package.json'), 'utf8')) as {
    exports: Record<string, { compiled?: string }>;
  };
  for (const [pattern, target] of Object.entries(pkg.exports)) {
    const prefix = pattern.slice(2, pattern.indexOf('*'));
    if (pattern.endsWith('*') && path!.startsWith(prefix) && target.compiled) {
      return join(ROOT, workspace!, target.compiled.replace('*', path!.slice(prefix.length)));
    }
  }
  throw new Error(`${specifier}: @phd/${workspace} has no "compiled" export for it`);
}

interface Child {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts a root package.json script's node command exactly as written, with plain node. */
function startScript(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, nodeArgsOf(script), {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined | false>, what: string, process_?: Child): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (process_ && process_.child.exitCode !== null) {
      throw new Error(`exited (${process_.child.exitCode}) before ${what}:\n${process_.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${process_?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(() => {
  requireFreshBuild();
});

describe('the compiled build output', () => {
  it('start:gateway and start:workers run dist/ JavaScript with plain node: no tsx, no loader', () => {
    for (const [script, entry] of [
      ['start:gateway', 'gateway/dist/server.js'],
      ['start:workers', 'workers/dist/main.js'],
    ] as const) {
      expect(nodeArgsOf(script), script).toEqual(['--conditions=compiled', entry]);
      expect(existsSync(join(ROOT, entry)), entry).toBe(true);
    }
  });

  it('imports no TypeScript and no tsx, and every import it makes of its own code resolves to compiled files', () => {
    let checked = 0;
    for (const { dist } of OUTPUTS) {
      for (const file of filesUnder(join(ROOT, dist)).filter((f) => /\.m?js$/.test(f))) {
        const where = relative(ROOT, file);
        for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
          checked++;
          expect(specifier, where).not.toMatch(/^tsx(\/|$)|\.[mc]?tsx?$/);
          if (specifier.startsWith('.')) {
            expect(existsSync(resolve(dirname(file), specifier)), `${where} imports ${specifier}`).toBe(true);
          } else if (specifier.startsWith('@phd/')) {
            expect(existsSync(compiledTarget(specifier)), `${where} imports ${specifier}`).toBe(true);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('holds the generated Prisma client and the resume reader child process', () => {
    expect(existsSync(join(ROOT, 'services/dist/db/generated/client.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'services/dist/applicants/resume-text/reader-child.mjs'))).toBe(true);
  });
});

describe('the compiled processes on real Postgres and Redis', () => {
  let database: TestDatabase;
  const running: Child[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await database?.drop();
  });

  it('npm run start:gateway answers /readyz and the API; npm run start:workers indexes a new opportunity', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl(),
      QUEUE_PREFIX: uniquePrefix('build'),
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '50',
    };
    const gateway = startScript('start:gateway', { ...env, HOST: '127.0.0.1', PORT: String(port) });
    const workers = startScript('start:workers', env);
    running.push(gateway, workers);

    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, '/readyz to answer 200', gateway);
    const opportunity = await createOpportunity(database.db, opportunityInput());
    const byId = await fetch(`${base}/api/opportunities/${opportunity.id}`);
    expect(byId.status).toBe(200);
    expect(JSON.stringify(await byId.json())).toContain(opportunity.title);

    // The write's event goes outbox -> compiled relay -> compiled search-index processor -> the listing.
    const listing = await waitFor(
      async () => {
        const res = await fetch(`${base}/api/opportunities?q=${encodeURIComponent(opportunity.title)}`);
        const body = (await res.json()) as { data: { id: string }[] };
        return body.data.some((row) => row.id === opportunity.id) && body;
      },
      'the opportunity in the listing',
      workers,
    );
    expect(listing.data.map((row) => row.id)).toContain(opportunity.id);

    expect(await gateway.stop()).toBe(0);
    expect(await workers.stop()).toBe(0);
    expect(gateway.output() + workers.output()).not.toMatch(/tsx|ERR_UNKNOWN_FILE_EXTENSION/);
  }, 60_000);

  it("the compiled migrate CLI (the Docker image's migrate command) migrates an empty database", async () => {
    const empty = await createEmptyDatabase();
    try {
      const run = spawnSync(process.execPath, ['--conditions=compiled', 'services/dist/db/migrate-cli.js'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: empty.url },
        encoding: 'utf8',
        timeout: 45_000,
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/migration\(s\) applied/);
    } finally {
      await empty.drop();
    }
  });
});
