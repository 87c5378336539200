// A transaction that loses a deadlock or serialization race (P2034) runs again; other failures and a
// race lost every time still fail. The race itself, on real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransactionConflict } from '../src/db/errors.ts';
import { retryOnConflict } from '../src/db/retry-conflict.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const conflict = () => Object.assign(new Error('deadlock detected'), { code: 'P2034' });

describe('retryOnConflict', () => {
  it('runs the transaction again after a lost race, and gives up after the attempts', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        if (calls < 3) throw conflict();
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw conflict();
      }, 2),
    ).rejects.toMatchObject({ code: 'P2034' });
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw new Error('not a race');
      }),
    ).rejects.toThrow('not a race');
    expect(calls).toBe(1);
  });

  it('recognises the error of a real deadlock, and not other errors', async () => {
    const { db } = database;
    const [a, b] = await Promise.all([
      db.contactMessage.create({ data: { name: 'A', email: 'a@example.org', message: 'a' } }),
      db.contactMessage.create({ data: { name: 'B', email: 'b@example.org', message: 'b' } }),
    ]);
    const crossing = (first: string, second: string) =>
      db.$transaction(async (tx) => {
        await tx.contactMessage.update({ where: { id: first }, data: { handledAt: new Date() } });
        await new Promise((resolve) => setTimeout(resolve, 150));
        await tx.contactMessage.update({ where: { id: second }, data: { handledAt: new Date() } });
      });
    const results = await Promise.allSettled([crossing(a.id, b.id), crossing(b.id, a.id)]);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).toHaveLength(1);
    expect(isTransactionConflict(lost[0]!.reason)).toBe(true);
    expect(isTransactionConflict(new Error('deadlock detected'))).toBe(false);
    expect(isTransactionConflict({ code: 'P2002' })).toBe(false);
  });

  it('turns a real deadlock between two transactions into two commits', async () => {
    const { db } = database;
    const [a, b] = await Promise.all([
      db.contactMessage.create({ data: { name: 'A', email: 'a@example.org', message: 'a' } }),
      db.contactMessage.create({ data: { name: 'B', email: 'b@example.org', message: 'b' } }),
    ]);
    // Each locks one row, then waits for the other's: Postgres ends one of them (40P01, P2034).
    const crossing = (first: string, second: string) =>
      retryOnConflict(() =>
        db.$transaction(async (tx) => {
          const add = (id: string) => tx.contactMessage.update({ where: { id }, data: { handledAt: new Date() } });
          await add(first);
          await new Promise((resolve) => setTimeout(resolve, 150));
          await add(second);
          await tx.contactMessage.update({ where: { id: first }, data: { message: { set: `${first}+` } } });
        }),
      );
    await Promise.all([crossing(a.id, b.id), crossing(b.id, a.id)]);
    const rows = await db.contactMessage.findMany({ where: { id: { in: [a.id, b.id] } } });
    // Both committed: each wrote its own first row's message.
    expect(rows.map((r) => r.message).sort()).toEqual([`${a.id}+`, `${b.id}+`].sort());
  });
});
