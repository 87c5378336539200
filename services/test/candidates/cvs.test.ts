// Stored CVs on real Postgres and local storage (issue 32): at most five, one default (the first kept;
// after deleting the default, the newest remaining), a refused or deleted CV's file removed from
// storage, another person's CV not found, and concurrent changes serialised (never two defaults,
// never a sixth CV, never the partial unique index's error).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_NOT_FOUND } from '@phd/contracts/endpoints/candidate-profile';
import { PROFILE_MESSAGES } from '@phd/contracts/input/candidate-profile';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { addCv, copyCvForApplication, deleteCv, listCvs, setDefaultCv } from '../../src/candidates/cvs.ts';
import { createLocalStorage, type Storage } from '../../src/storage/index.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
let database: TestDatabase;
let storage: Storage;
const root = mkdtempSync(join(tmpdir(), 'cvs-'));

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await database?.drop();
  rmSync(root, { recursive: true, force: true });
});

let people = 0;
const someone = async () => (await database.db.user.create({ data: { email: `cvs-${++people}@example.org` } })).id;

/** A file as resume.ts leaves it: stored, checked. */
async function stored(name = 'cv.pdf') {
  const key = `resumes/${randomUUID()}.pdf`;
  await storage.put(key, PDF, 'application/pdf');
  return { key, filename: name, mime: 'application/pdf', size: PDF.length };
}

describe('stored CVs', () => {
  it('makes the first the default and refuses a sixth, removing its file', async () => {
    const userId = await someone();
    const first = await addCv(database.db, storage, userId, await stored());
    expect(first.isDefault).toBe(true);
    for (let i = 0; i < 4; i++)
      expect((await addCv(database.db, storage, userId, await stored())).isDefault).toBe(false);
    const sixth = await stored();
    await expect(addCv(database.db, storage, userId, sixth)).rejects.toMatchObject({
      kind: 'conflict',
      message: PROFILE_MESSAGES.cvLimit,
    });
    expect(await storage.get(sixth.key)).toBeNull();
    expect(await listCvs(database.db, userId)).toHaveLength(5);
  });

  it('deleting the default makes the newest remaining one default; deleting the last leaves none', async () => {
    const userId = await someone();
    const a = await addCv(database.db, storage, userId, await stored('a.pdf'));
    const b = await addCv(database.db, storage, userId, await stored('b.pdf'));
    const c = await addCv(database.db, storage, userId, await stored('c.pdf'));
    await setDefaultCv(database.db, userId, b.id.toUpperCase());
    const left = await deleteCv(database.db, storage, userId, b.id);
    expect(left.map((cv) => [cv.filename, cv.isDefault])).toEqual([
      ['c.pdf', true],
      ['a.pdf', false],
    ]);
    expect(await storage.get(b.key)).toBeNull();
    await deleteCv(database.db, storage, userId, c.id);
    expect((await listCvs(database.db, userId)).map((cv) => [cv.id, cv.isDefault])).toEqual([[a.id, true]]);
    expect(await deleteCv(database.db, storage, userId, a.id)).toEqual([]);
  });

  it('answers "not found" for another person’s CV, a malformed id and an unknown one', async () => {
    const owner = await someone();
    const other = await someone();
    const cv = await addCv(database.db, storage, owner, await stored());
    for (const id of [cv.id, 'nope', randomUUID()]) {
      await expect(setDefaultCv(database.db, other, id)).rejects.toMatchObject({
        kind: 'not_found',
        message: CV_NOT_FOUND,
      });
      await expect(deleteCv(database.db, storage, other, id)).rejects.toMatchObject({ kind: 'not_found' });
      await expect(copyCvForApplication(database.db, storage, other, id)).rejects.toMatchObject({ kind: 'not_found' });
    }
    expect(await storage.get(cv.key)).not.toBeNull();
  });

  it('serialises changes at once: six uploads keep five, crossing default changes keep one default', async () => {
    const userId = await someone();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, async () => addCv(database.db, storage, userId, await stored())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const cvs = await listCvs(database.db, userId);
    expect(cvs.filter((cv) => cv.isDefault)).toHaveLength(1);
    await Promise.all(cvs.map((cv) => setDefaultCv(database.db, userId, cv.id)));
    expect((await listCvs(database.db, userId)).filter((cv) => cv.isDefault)).toHaveLength(1);
  });

  it('copies a CV for an application into a file of its own', async () => {
    const userId = await someone();
    const cv = await addCv(database.db, storage, userId, await stored('mine.pdf'));
    const copy = await copyCvForApplication(database.db, storage, userId, cv.id);
    expect(copy).toMatchObject({ filename: 'mine.pdf', mime: 'application/pdf', size: PDF.length });
    expect(copy.key).not.toBe(cv.key);
    await deleteCv(database.db, storage, userId, cv.id);
    expect(await storage.get(copy.key)).not.toBeNull();
  });
});
