// The error plugin's answer when Postgres or Redis does not answer: 503, Retry-After, `{ error:
// 'unavailable', message }` with a sentence and no stack, and one warning in the log per request.
// The errors are real: a Prisma client and a fail-fast ioredis connection pointed at ports where
// nothing listens.
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@phd/services/db/client';
import { unavailable } from '@phd/services/errors';
import { errorsPlugin, RACE_LOST } from '../src/plugins/errors.ts';
import { freePort } from '../../infra/local/free-port.ts';

const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let db: Db;
let redis: Redis;

beforeAll(async () => {
  db = createDb(`postgresql://postgres:postgres@127.0.0.1:${await freePort()}/nothing`, { max: 1 });
  redis = new Redis({ port: await freePort(), enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
  redis.on('error', () => {});
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger });
  await app.register(errorsPlugin);
  app.get('/api/test/listing', () => db.opportunity.findMany());
  app.get('/api/test/raw', () => db.$queryRaw`SELECT 1`);
  app.get('/api/test/queues', () => redis.llen('jobs'));
  // The shape Prisma gives a transaction Postgres ended to break a deadlock (P2034 over SQLSTATE 40P01).
  app.get('/api/test/deadlock', () => {
    throw Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2034',
    });
  });
  app.get('/api/test/closed', () => {
    throw unavailable('The university site cannot be loaded right now. Please try again in a minute.');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
  redis?.disconnect();
});

describe('a transaction that lost a deadlock', () => {
  it('answers 409 with a sentence, not 500: nothing was written and trying again works', async () => {
    const res = await app.inject('/api/test/deadlock');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: RACE_LOST });
  });
});

describe('answers when a service does not answer (real Prisma and ioredis errors)', () => {
  it.each([
    ['a model query', '/api/test/listing', /database/],
    ['raw SQL', '/api/test/raw', /database/],
    ['a Redis command', '/api/test/queues', /job queues/],
  ])('answers %s against a service that is down with 503, Retry-After and a sentence', async (_case, url, says) => {
    lines.length = 0;
    const res = await app.inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: 'unavailable', message: expect.stringMatching(says) });
    expect(res.json().message).toMatch(/^[A-Z].*try again in a few seconds\.$/);
    expect(res.body).not.toMatch(/prisma|ioredis|\n\s+at |ECONNREFUSED|Invalid `/i);
    // One warning naming the service and why, without a stack; nothing at error level.
    const warnings = lines.filter((l) => l.msg === 'service unavailable; answered 503');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, reason: expect.stringMatching(/^(database|redis): /) });
    expect(warnings[0]).not.toHaveProperty('err');
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it("gives a service's own 'unavailable' error its sentence and a Retry-After too", async () => {
    const res = await app.inject('/api/test/closed');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'The university site cannot be loaded right now. Please try again in a minute.',
    });
  });
});
