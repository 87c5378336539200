// Applications tracked by hand (issue 32), on real Postgres as the application's role: newest applied
// first, changes and deletes scoped to their owner (someone else's id is not found and stays as it
// was), and "applied externally" on a site's position copying its facts once, however often or
// concurrently it is asked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import {
  addExternalApplication,
  changeExternalApplication,
  deleteExternalApplication,
  EXTERNAL_NOT_FOUND,
  listExternalApplications,
  markAppliedExternally,
  OPPORTUNITY_NOT_FOUND,
  TOO_MANY_EXTERNAL,
} from '../../src/candidates/external-applications.ts';
import { EXTERNAL_MAX, externalApplicationInput } from '@phd/contracts/input/candidate-tracking';
import { refusal } from '../support/refusal.ts';
import { candidate, position } from './fixtures.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const input = (fields: Record<string, unknown>) =>
  externalApplicationInput.parse({ title: 'PhD in Optics', applied_on: '2026-10-01', ...fields });

describe('applications tracked by hand', () => {
  it('lists them newest applied first, with what was typed', async () => {
    const { db } = database;
    const ada = await candidate(db);
    await addExternalApplication(db, ada.id, input({ title: 'Older', applied_on: '2026-09-01' }));
    const newer = await addExternalApplication(
      db,
      ada.id,
      input({
        title: 'Newer',
        university: 'ETH',
        url: 'https://eth.example/job',
        deadline: '2026-12-01',
        notes: 'Two referees',
      }),
    );
    const list = await listExternalApplications(db, ada.id);
    expect(list.map((a) => a.title)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({
      id: newer.id,
      university: 'ETH',
      url: 'https://eth.example/job',
      status: 'applied',
      notes: 'Two referees',
      opportunity: null,
    });
    expect(list[0]!.deadline?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('changes only the fields sent, and clears the ones sent blank', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const a = await addExternalApplication(db, ada.id, input({ url: 'https://x.example/', deadline: '2026-12-01' }));
    const changed = await changeExternalApplication(db, ada.id, a.id, { status: 'interviewing', deadline: null });
    expect(changed).toMatchObject({
      status: 'interviewing',
      deadline: null,
      url: 'https://x.example/',
      title: a.title,
    });
  });

  it("answers not found for someone else's application, and leaves it as it was", async () => {
    const { db } = database;
    const [ada, bob] = [await candidate(db), await candidate(db)];
    const bobs = await addExternalApplication(db, bob.id, input({}));
    expect((await refusal(changeExternalApplication(db, ada.id, bobs.id, { status: 'rejected' }))).message).toBe(
      EXTERNAL_NOT_FOUND,
    );
    expect((await refusal(deleteExternalApplication(db, ada.id, bobs.id))).kind).toBe('not_found');
    expect(await listExternalApplications(db, ada.id)).toEqual([]);
    expect((await listExternalApplications(db, bob.id))[0]).toMatchObject({ id: bobs.id, status: 'applied' });
  });

  it('deletes once: the second delete is not found', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const a = await addExternalApplication(db, ada.id, input({}));
    await deleteExternalApplication(db, ada.id, a.id);
    expect((await refusal(deleteExternalApplication(db, ada.id, a.id))).kind).toBe('not_found');
    expect(await listExternalApplications(db, ada.id)).toEqual([]);
  });

  it(`refuses more than ${EXTERNAL_MAX} with a sentence`, async () => {
    const { db } = database;
    const ada = await candidate(db);
    await db.externalApplication.createMany({
      data: Array.from({ length: EXTERNAL_MAX }, (_, i) => ({ userId: ada.id, title: `T${i}`, appliedOn: new Date() })),
    });
    const error = await refusal(addExternalApplication(db, ada.id, input({})));
    expect(error).toMatchObject({ kind: 'conflict', message: TOO_MANY_EXTERNAL });
  });
});

describe('"applied externally" on a position of the site', () => {
  it("tracks the position's title, university, link and deadline, applied today", async () => {
    const { db } = database;
    const ada = await candidate(db);
    const o = await position(db, { closingDate: new Date('2031-03-15T23:00:00Z') });
    const a = await markAppliedExternally(db, ada.id, o.id, new Date('2026-11-29T10:00:00Z'));
    expect(a).toMatchObject({
      opportunityId: o.id,
      title: o.title,
      university: 'University of Testing',
      url: 'https://jobs.example.edu/phd-1',
      status: 'applied',
      opportunity: { id: o.id, title: o.title },
    });
    expect(a.appliedOn.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(a.deadline?.toISOString()).toBe('2031-03-15T00:00:00.000Z');
  });

  it('is one row per position: again, or ten times at once, the same application unchanged', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const o = await position(db);
    const first = await markAppliedExternally(db, ada.id, o.id);
    await changeExternalApplication(db, ada.id, first.id, { status: 'interviewing' });
    const again = await Promise.all(Array.from({ length: 10 }, () => markAppliedExternally(db, ada.id, o.id)));
    expect(new Set(again.map((a) => a.id))).toEqual(new Set([first.id]));
    expect(again[0]!.status).toBe('interviewing');
    expect(await db.externalApplication.count({ where: { userId: ada.id } })).toBe(1);
  });

  it('keeps an address that is not https out, and has no deadline when the position has none', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const o = await position(db, { opportunityUrl: 'http://plain.example/job', closingDate: null });
    expect(await markAppliedExternally(db, ada.id, o.id)).toMatchObject({ url: null, deadline: null });
  });

  it('answers not found for an unknown id or a position the public does not see', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const draft = await position(db, { status: 'draft' });
    const deleted = await position(db, { deletedAt: new Date() });
    for (const id of [randomUUID(), draft.id, deleted.id]) {
      expect((await refusal(markAppliedExternally(db, ada.id, id))).message).toBe(OPPORTUNITY_NOT_FOUND);
    }
    expect(await db.externalApplication.count({ where: { userId: ada.id } })).toBe(0);
  });

  it('keeps the application when the position is later deleted, no longer naming it', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const o = await position(db);
    await markAppliedExternally(db, ada.id, o.id);
    await db.opportunity.update({ where: { id: o.id }, data: { deletedAt: new Date() } });
    const [kept] = await listExternalApplications(db, ada.id);
    expect(kept).toMatchObject({ title: o.title, opportunityId: o.id, opportunity: null });
  });
});
