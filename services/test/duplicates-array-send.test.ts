// Signatures read in Postgres's binary array form (array_send) come back as the same integers as the
// text form, through the same Prisma raw query detection uses (real Postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int4ArrayFromSend } from '../src/duplicates/array-send.ts';
import { minhashSignature } from '../src/duplicates/signature.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function roundTrip(values: number[]): Promise<number[]> {
  const [row] = await database.db.$queryRaw<{ bytes: Uint8Array }[]>`SELECT array_send(${values}::int[]) AS bytes`;
  return int4ArrayFromSend(row!.bytes);
}

describe('int4ArrayFromSend (real Postgres)', () => {
  it('reads a signature, negative and extreme values and an empty array as they were written', async () => {
    const signature = minhashSignature(
      'A fully funded PhD studentship in quantum optics at Delft, starting in October.',
    );
    expect(signature.length).toBe(128);
    expect(await roundTrip(signature)).toEqual(signature);
    expect(await roundTrip([-1, 0, 2_147_483_647, -2_147_483_648, 7])).toEqual([
      -1, 0, 2_147_483_647, -2_147_483_648, 7,
    ]);
    expect(await roundTrip([])).toEqual([]);
  });

  it('refuses what is not a one-dimensional array without NULLs', async () => {
    const [row] = await database.db.$queryRaw<
      { bytes: Uint8Array }[]
    >`SELECT array_send(ARRAY[1, NULL]::int[]) AS bytes`;
    expect(() => int4ArrayFromSend(row!.bytes)).toThrow(/one-dimensional array without NULLs/);
  });
});
