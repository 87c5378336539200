import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '@phd/services/events/outbox';
import { createOpportunity } from '@phd/services/opportunities/index';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { runOnce } from '../src/idempotency.ts';
import { waitingConnection } from '../src/queue-factory.ts';
import { waitFor } from './helpers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

// A deliberately non-idempotent effect: each application adds one view.
const addView = (opportunityId: string) => (tx: Tx) =>
  tx.opportunity.update({ where: { id: opportunityId }, data: { views: { increment: 1 } } });

const views = async (id: string) => (await database.db.opportunity.findUniqueOrThrow({ where: { id } })).views;

describe('runOnce: exactly-once effects over at-least-once delivery (real Postgres, real Redis)', () => {
  it('a redelivered event, through real BullMQ jobs, applies its effect once', async () => {
    const { id } = await createOpportunity(database.db, opportunityInput());
    const prefix = uniquePrefix('idempotency');
    const connection = waitingConnection(redisUrl());
    const queue = new Queue('test-views', { connection, prefix });
    let handled = 0;
    const worker = new Worker(
      'test-views',
      async (job) => {
        handled += 1;
        return runOnce(database.db, 'test-views', job.data.eventId, addView(id));
      },
      { connection, prefix, concurrency: 3 },
    );
    try {
      // The same event three times: a deduplicated re-publish, then two deliveries under new job ids
      // (what happens once the first job has been cleaned from Redis).
      await queue.add('view', { eventId: '41' }, { jobId: '41-test-views' });
      await queue.add('view', { eventId: '41' }, { jobId: '41-test-views' });
      await queue.add('view', { eventId: '41' }, { jobId: '41-test-views-again' });
      await queue.add('view', { eventId: '41' }, { jobId: '41-test-views-once-more' });
      await waitFor(async () => (await queue.getJobCounts('completed')).completed === 3, { what: '3 jobs' });
      expect(handled).toBe(3);
      expect(await views(id)).toBe(1);
      expect(await database.db.eventReceipt.count({ where: { consumer: 'test-views' } })).toBe(1);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('concurrent duplicates never both apply', async () => {
    const { id } = await createOpportunity(database.db, opportunityInput());
    const results = await Promise.all(Array.from({ length: 4 }, () => runOnce(database.db, 'views', 7n, addView(id))));
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await views(id)).toBe(1);
  });

  it('an effect that fails leaves no receipt, so the retry applies it', async () => {
    const { id } = await createOpportunity(database.db, opportunityInput());
    await expect(
      runOnce(database.db, 'flaky', 9n, async (tx) => {
        await addView(id)(tx);
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    expect(await views(id)).toBe(0);
    expect(await runOnce(database.db, 'flaky', 9n, addView(id))).toMatchObject({ ran: true });
    expect(await views(id)).toBe(1);
    // Receipts are per consumer: another consumer of the same event still runs.
    expect(await runOnce(database.db, 'other', 9n, async () => 'ok')).toEqual({ ran: true, result: 'ok' });
  });
});
