import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@phd/services/db/client';
import { queueNames, subscribersOf } from '@phd/services/events/catalogue';
import { createOpportunity } from '@phd/services/opportunities/index';
import { freePort } from '../../infra/local/free-port.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import type { Processor } from '../src/processors/processor.ts';
import { buildRegistry, processors, ProcessorRegistryError } from '../src/processors/registry.ts';
import { searchIndexProcessor } from '../src/processors/search-index.ts';
import { startWorkers } from '../src/start.ts';
import { silentLogger, waitFor } from './helpers.ts';

const root = resolve(import.meta.dirname, '../..');

describe('worker start-up checks', () => {
  it('every catalogue queue has exactly one processor, and events route to their subscribers', () => {
    expect([...buildRegistry(processors).keys()].sort()).toEqual([...queueNames].sort());
    expect(subscribersOf('opportunity.created')).toEqual(['search-index', 'enrichment', 'webhooks']);
  });

  it('refuses to start when a queue has no processor or two, naming each problem', () => {
    expect(() => buildRegistry([])).toThrow(ProcessorRegistryError);
    expect(() => buildRegistry([])).toThrow(/queue "search-index" has no processor/);
    const twice = [searchIndexProcessor, searchIndexProcessor] as Processor[];
    expect(() => buildRegistry(twice)).toThrow(/queue "search-index" has two processors/);
  });

  it('startWorkers fails before opening any connection', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    await expect(
      startWorkers({
        db: {} as Db,
        logger: silentLogger(),
        redisUrl: nowhere,
        pollMs: 50,
        concurrency: 1,
        processors: [],
      }),
    ).rejects.toThrow(/has no processor/);
  });
});

describe('npm run start:workers (the real entry point, as a child process)', () => {
  const prefix = uniquePrefix('main');
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  function startMain(env: Record<string, string>) {
    const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['workers/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    return { child, exited, output: () => output };
  }

  // Concurrent: each spawns its own process, and tsx start-up dominates their run time.
  it.concurrent('exits 1 naming the missing variables', async () => {
    const main = startMain({ NODE_ENV: 'test' });
    expect(await main.exited).toBe(1);
    expect(main.output()).toMatch(/DATABASE_URL is required/);
    expect(main.output()).toMatch(/REDIS_URL is required/);
  });

  it.concurrent(
    'relays and processes events, then stops cleanly on SIGTERM',
    async () => {
      const main = startMain({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl(),
        OUTBOX_POLL_MS: '50',
        WORKER_CONCURRENCY: '2',
        QUEUE_PREFIX: prefix,
      });
      try {
        // A child process compiling TypeScript on a busy two-core machine: start-up may take a while.
        await waitFor(() => main.output().includes('workers started'), { timeoutMs: 45_000, what: 'start-up' });
        const row = await createOpportunity(database.db, opportunityInput());
        await waitFor(
          async () => {
            const [r] = await database.db.$queryRaw<{ indexed: boolean }[]>`
            SELECT EXISTS (SELECT 1 FROM search_documents WHERE id = ${row.id}::uuid) AS indexed`;
            return r?.indexed;
          },
          { what: 'the worker process to index the opportunity' },
        );
        main.child.kill('SIGTERM');
        expect(await main.exited).toBe(0);
        expect(main.output()).toMatch(/workers stopped/);
      } finally {
        main.child.kill('SIGKILL');
      }
    },
    90_000,
  );
});
