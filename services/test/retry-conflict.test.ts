// A transaction that loses a deadlock or serialization race (P2034) runs again; other failures and a
// race lost every time still fail. The race itself, on real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
