// `npm start` end to end, on embedded defaults: the real script, the real child processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, redisUrl, uniquePrefix } from '../support/services.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Ports of the embedded services, when it started them. */
  ports: { postgres?: number; redis?: number };
}

function start(
  dataDir: string,
  port: number,
  services: { DATABASE_URL?: string; REDIS_URL?: string; QUEUE_PREFIX?: string } = {},
): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, services);
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not come up in time:\n${output}`)), 150_000);
    child.once('exit', (code) => fail(new Error(`start exited with ${code}:\n${output}`)));
    const poll = setInterval(() => {
      if (!output.includes('is running at')) return;
      clearInterval(poll);
      clearTimeout(timer);
      const portOf = (message: string) => {
        const line = output.split('\n').find((l) => l.includes(message));
        return line ? (JSON.parse(line).port as number) : undefined;
      };
      ready({
        child,
        output: () => output,
        ports: { postgres: portOf('embedded Postgres running'), redis: portOf('embedded redis-server running') },
      });
    }, 100);
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((done) => started.child.once('exit', (code) => done(code)));
  started.child.kill('SIGINT');
  return exited;
}

async function countOpenOpportunities(target: number | string): Promise<number> {
  const connectionString =
    typeof target === 'string' ? target : `postgresql://postgres:postgres@127.0.0.1:${target}/phd`;
  const client = new pg.Client({ connectionString });
  await client.connect();
  const { rows } = await client.query("SELECT count(*)::int AS n FROM opportunities WHERE status = 'open'");
  await client.end();
  return rows[0].n;
}

describe('npm start on embedded defaults (real Postgres, redis-server, gateway and workers processes)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'phd-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('comes up with the demo catalogue, stops everything on Ctrl-C, and restarts with the data kept', async () => {
    const port = await freePort();
    const first = await start(dataDir, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      expect(first.output()).toContain('demo catalogue loaded');
      expect(first.output()).toMatch(/admin\s+\S+@/);
      // The tools (npm run expire, reindex) are told how to reach the embedded database.
      expect(first.output()).toMatch(/DATABASE_URL=postgres(?:ql)?:\/\/\S+:\d+\//);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' } });
      const home = await fetch(`${base}/`);
      expect(await home.text()).toContain('<div id="root">');
      expect(await countOpenOpportunities(first.ports.postgres!)).toBeGreaterThanOrEqual(2500);
    } finally {
      expect(await stop(first)).toBe(0);
    }
    for (const p of [port, first.ports.postgres!, first.ports.redis!]) expect(await listening(p)).toBe(false);

    const second = await start(dataDir, port);
    try {
      expect(second.output()).not.toContain('demo catalogue loaded');
      expect(await countOpenOpportunities(second.ports.postgres!)).toBeGreaterThanOrEqual(2500);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(readFileSync(join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  }, 300_000);

  it('uses DATABASE_URL and REDIS_URL when they are set, and starts nothing of its own', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'phd-start-external-'));
    try {
      const started = await start(emptyDataDir, port, {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl(),
        QUEUE_PREFIX: uniquePrefix('start'),
      });
      try {
        expect(started.ports).toEqual({ postgres: undefined, redis: undefined });
        expect(started.output()).toContain('demo catalogue loaded');
        expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
        expect(await countOpenOpportunities(database.url)).toBeGreaterThanOrEqual(2500);
      } finally {
        expect(await stop(started)).toBe(0);
      }
      expect(existsSync(join(emptyDataDir, 'postgres'))).toBe(false);
      expect(existsSync(join(emptyDataDir, 'redis'))).toBe(false);
    } finally {
      rmSync(emptyDataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
