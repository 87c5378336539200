// Which errors mean "the database (or Redis) did not answer" (services/src/db/errors.ts,
// services/src/queues/redis-errors.ts): the gateway answers those 503, everything else keeps its own
// answer. Real errors from a real Prisma client and a real ioredis connection where they can be
// produced here; the shapes of the rest (pool time-out codes, a crash shutdown) as Prisma and
// node-postgres document them.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/client.ts';
import { databaseUnavailableReason } from '../src/db/errors.ts';
import { isRedisUnavailable } from '../src/queues/redis-errors.ts';
import { freePort } from '../../infra/local/free-port.ts';
import { adminQuery, createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';

let database: TestDatabase;
let unreachable: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  unreachable = createDb(`postgresql://postgres:postgres@127.0.0.1:${await freePort()}/nothing`, { max: 1 });
});

afterAll(async () => {
  await unreachable?.$disconnect();
  await database?.drop();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database unavailable (real Prisma client on node-postgres)', () => {
  it('recognises a server that refuses connections, from a model query and from raw SQL', async () => {
    expect(databaseUnavailableReason(await failure(unreachable.opportunity.count()))).toBe('prisma P1001');
    expect(databaseUnavailableReason(await failure(unreachable.$queryRaw`SELECT 1`))).toBe('DatabaseNotReachable');
    expect(
      databaseUnavailableReason(await failure(unreachable.$transaction((tx) => tx.opportunity.count()))),
    ).not.toBeNull();
  });

  it('recognises a session ended by a shutdown or an administrator (57P01)', async () => {
    const marker = `drill_${Date.now()}`;
    const running = failure(database.owner.$queryRawUnsafe(`SELECT pg_sleep(10), '${marker}'`));
    await sleep(300);
    await adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND pid <> pg_backend_pid()`,
    );
    expect(databaseUnavailableReason(await running)).toBe('postgres 57P01');
  });

  it('recognises a wait for a pooled connection that ran out (the pool is bounded, never waits for ever)', async () => {
    const tiny = createDb(database.url, { max: 1, connectionTimeoutMs: 200 });
    try {
      // Prisma's queries are lazy: then() starts this one, which holds the only connection for a second.
      const holding = tiny.$queryRaw`SELECT 1 FROM pg_sleep(1)`.then(() => 'done');
      await sleep(100);
      const waited = await failure(tiny.$queryRaw`SELECT 1`);
      await holding;
      expect(databaseUnavailableReason(waited)).not.toBeNull();
    } finally {
      await tiny.$disconnect();
    }
  });

  it('recognises a transaction that expired before it could commit (P2028)', async () => {
    const expired = await failure(
      database.db.$transaction(
        async (tx) => {
          await sleep(300);
          return tx.opportunity.count();
        },
        { timeout: 100 },
      ),
    );
    expect(databaseUnavailableReason(expired)).toBe('prisma P2028');
  });

  it('leaves errors about the query itself alone', async () => {
    expect(databaseUnavailableReason(await failure(database.db.$queryRawUnsafe('SELEC 1')))).toBeNull();
    const missing = database.db.opportunity.findUniqueOrThrow({
      where: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(databaseUnavailableReason(await failure(missing))).toBeNull();
    expect(databaseUnavailableReason(new Error('Something else broke'))).toBeNull();
    expect(databaseUnavailableReason(null)).toBeNull();
  });

  it.each([
    ['P1002 (the server timed out)', { name: 'PrismaClientKnownRequestError', code: 'P1002' }],
    ['P1008 (an operation timed out)', { name: 'PrismaClientKnownRequestError', code: 'P1008' }],
    ['P1017 (the server closed the connection)', { name: 'PrismaClientKnownRequestError', code: 'P1017' }],
    ['P2024 (no pooled connection in time)', { name: 'PrismaClientKnownRequestError', code: 'P2024' }],
    ['an initialisation failure', { name: 'PrismaClientInitializationError', message: 'Can not reach' }],
    ['57P03 cannot_connect_now', { code: '57P03', severity: 'FATAL', message: 'the database system is starting up' }],
    ['57P02 crash_shutdown', { code: '57P02', severity: 'FATAL', message: 'terminating connection' }],
    ['a connection exception (class 08)', { code: '08006', severity: 'FATAL', message: 'connection failure' }],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a reset socket inside a Prisma error',
      { name: 'PrismaClientUnknownRequestError', cause: { code: 'ECONNRESET', syscall: 'read', errno: -104 } },
    ],
  ])('recognises %s', (_case, error) => {
    expect(databaseUnavailableReason(error)).not.toBeNull();
  });

  it("does not take another service's refused socket for the database's", () => {
    const smtp = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailableReason(smtp)).toBeNull();
    expect(databaseUnavailableReason({ name: 'PrismaClientKnownRequestError', code: 'P2002' })).toBeNull();
  });
});

describe('Redis unavailable (real ioredis connections)', () => {
  it('recognises a command refused by a fail-fast connection to a server that is not there', async () => {
    const redis = new Redis({
      port: await freePort(),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    try {
      expect(isRedisUnavailable(await failure(redis.ping()))).toBe(true);
      await redis.connect().catch(() => {});
      expect(isRedisUnavailable(await failure(redis.get('x')))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('leaves other errors alone', () => {
    expect(isRedisUnavailable(new Error('ERR wrong number of arguments for command'))).toBe(false);
    expect(isRedisUnavailable({ name: 'PrismaClientKnownRequestError', code: 'P1001' })).toBe(false);
    expect(isRedisUnavailable(undefined)).toBe(false);
  });
});
