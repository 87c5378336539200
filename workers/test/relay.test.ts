import type { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventJobId } from '@phd/services/events/catalogue';
import { recordEvent } from '@phd/services/events/outbox';
import { createOpportunity } from '@phd/services/opportunities/index';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { freePort } from '../../infra/local/free-port.ts';
import { createQueue } from '../src/queue-factory.ts';
import { createRelay, type Relay } from '../src/relay.ts';
import { silentLogger, waitFor, startTestWorkers } from './helpers.ts';

const logger = silentLogger();
let database: TestDatabase;
let prefix: string;
let queue: Queue;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

// Each test gets its own queues and an empty outbox, so counts are exact.
beforeEach(async () => {
  prefix = uniquePrefix('relay');
  queue = createQueue('search-index', { redisUrl: redisUrl(), prefix }, logger);
  await database.db.outboxEvent.deleteMany();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await queue.obliterate({ force: true });
  await queue.close();
});

function relay(options: { pollMs?: number } = {}): Relay {
  const r = createRelay({ db: database.db, logger, redisUrl: redisUrl(), prefix, pollMs: options.pollMs ?? 20 });
  cleanups.push(() => r.stop());
  return r;
}

const pending = () => database.db.outboxEvent.count({ where: { publishedAt: null } });

describe('outbox relay (real Postgres, real Redis)', () => {
  it('publishes a committed event, marks it sent, and the processor runs', async () => {
    const app = await startTestWorkers({
      db: database.db,
      logger,
      prefix,
      concurrency: 2,
    });
    cleanups.push(() => app.close());

    const row = await createOpportunity(database.db, opportunityInput({ title: 'Marine Robotics' }));
    const event = await database.db.outboxEvent.findFirstOrThrow({ where: { type: 'opportunity.created' } });
    await waitFor(
      async () => {
        const [state] = await database.db.$queryRaw<{ indexed: boolean }[]>`
          SELECT search_vector @@ plainto_tsquery('english', 'marine robotics') AS indexed
          FROM search_documents WHERE id = ${row.id}::uuid`;
        return state?.indexed;
      },
      { what: 'the opportunity to be indexed' },
    );

    const sent = await database.db.outboxEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(sent.publishedAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(1);
    const job = await queue.getJob(eventJobId(event.id, 'search-index'));
    expect(job).toMatchObject({
      name: 'opportunity.created',
      data: { eventId: event.id.toString(), payload: { opportunityId: row.id, version: 1 } },
    });
    await waitFor(async () => (await job!.getState()) === 'completed', { what: 'the job to complete' });
  });

  it('re-publishing an event is deduplicated by its job id', async () => {
    const r = relay();
    await createOpportunity(database.db, opportunityInput());
    expect(await r.relayOnce()).toEqual({ claimed: 1, published: 1, failed: 0 });
    // As if the relay crashed after adding the job but before its commit.
    await database.db.outboxEvent.updateMany({ data: { publishedAt: null } });
    expect(await r.relayOnce()).toEqual({ claimed: 1, published: 1, failed: 0 });
    expect(await queue.getJobCounts('wait')).toEqual({ wait: 1 });
  });

  it('several relays at once publish every event exactly once', async () => {
    const relays = [relay(), relay(), relay()];
    await database.db.$transaction(async (tx) => {
      for (let i = 0; i < 150; i += 1) {
        await recordEvent(tx, 'opportunity.updated', { opportunityId: crypto.randomUUID() });
      }
    });
    relays.forEach((r) => r.start());
    await waitFor(async () => (await pending()) === 0, { what: 'the outbox to drain' });
    // Stopping waits for each relay's batch in flight, so its stats are final.
    await Promise.all(relays.map((r) => r.stop()));

    expect(relays.reduce((sum, r) => sum + r.stats.published, 0)).toBe(150);
    expect(relays.every((r) => r.stats.failed === 0)).toBe(true);
    expect(await queue.getJobCounts('wait')).toEqual({ wait: 150 });
    expect(await database.db.outboxEvent.count({ where: { attempts: { not: 1 } } })).toBe(0);
  });

  it('an event it cannot publish waits with its error and backoff while the others flow', async () => {
    const r = relay();
    const stray = await database.db.outboxEvent.create({ data: { type: 'mystery.happened', payload: {} } });
    await createOpportunity(database.db, opportunityInput());

    expect(await r.relayOnce()).toEqual({ claimed: 2, published: 1, failed: 1 });
    const kept = await database.db.outboxEvent.findUniqueOrThrow({ where: { id: stray.id } });
    expect(kept).toMatchObject({ publishedAt: null, attempts: 1, lastError: 'unknown event type mystery.happened' });
    // The default backoff's first step is one second.
    expect(kept.availableAt.getTime() - kept.createdAt.getTime()).toBeGreaterThanOrEqual(1_000);
    // Backed off, so the next pass does not even claim it.
    expect(await r.relayOnce()).toEqual({ claimed: 0, published: 0, failed: 0 });
  });

  it('started while Redis is unreachable, it fails fast and keeps the events', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const r = createRelay({ db: database.db, logger, redisUrl: nowhere, prefix, pollMs: 20, commandTimeoutMs: 300 });
    cleanups.push(() => r.stop());
    await createOpportunity(database.db, opportunityInput());

    const started = Date.now();
    expect(await r.relayOnce()).toEqual({ claimed: 1, published: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await database.db.outboxEvent.findFirstOrThrow()).toMatchObject({
      publishedAt: null,
      attempts: 1,
      lastError: expect.stringMatching(/Redis unavailable/),
    });
  });

  it('the sweep job scheduler repairs a row whose event never existed', async () => {
    const app = await startTestWorkers({
      db: database.db,
      logger,
      prefix,
      relay: false,
      schedules: [{ queue: 'search-index', job: 'search-index.sweep', everyMs: 200 }],
    });
    cleanups.push(() => app.close());
    // Written behind the services' back: no outbox event, so only the sweep can find it.
    const row = await database.db.opportunity.create({
      data: { title: 'Volcanology field studies', universityName: 'University of Iceland', country: 'Iceland' },
    });
    await waitFor(
      async () => {
        const [state] = await database.db.$queryRaw<{ indexed: boolean }[]>`
          SELECT EXISTS (SELECT 1 FROM search_documents WHERE id = ${row.id}::uuid) AS indexed`;
        return state?.indexed;
      },
      { what: 'the sweep to index the row' },
    );
    expect(await queue.getJobScheduler('search-index.sweep')).toMatchObject({ every: 200 });
  });

  it('a job that can never succeed is kept in the failed list (the visible dead letters)', async () => {
    const app = await startTestWorkers({
      db: database.db,
      logger,
      prefix,
      relay: false,
    });
    cleanups.push(() => app.close());
    const job = await queue.add('opportunity.created', { eventId: '5', payload: { opportunityId: 'nope' } });
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    const failed = await queue.getFailed();
    expect(failed.map((j) => j.id)).toEqual([job.id]);
    expect(failed[0]!.failedReason).toMatch(/bad opportunity.created job/);
    // Unrecoverable: no retries were spent on a payload that can never parse.
    expect(failed[0]!.attemptsMade).toBe(1);
  });
});
