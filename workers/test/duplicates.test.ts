import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEngine } from '@phd/search/postgres/engine';
import { detectDuplicates } from '@phd/services/duplicates/detect';
import { splitDuplicate } from '@phd/services/duplicates/split';
import {
  closeOpportunity,
  createOpportunity,
  deleteOpportunity,
  updateOpportunity,
} from '@phd/services/opportunities/index';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { parseJob } from '../src/jobs.ts';
import { searchIndexProcessor } from '../src/processors/search-index.ts';
import { noRedis, silentLogger } from './helpers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function run(name: string, data: unknown) {
  const search = createPostgresEngine(database.db);
  const context = { db: database.db, logger: silentLogger(), search, redis: noRedis, keyPrefix: 'unused' };
  return searchIndexProcessor.handle(parseJob('search-index', name, data), context, {} as Job);
}

let events = 0;
const indexEvent = (opportunityId: string) =>
  run('opportunity.updated', { eventId: String(++events), payload: { opportunityId, version: 1 } });

let topics = 0;
/**
 * A posting text of its own per call: a project paragraph no other call shares, then the lab's
 * boilerplate every call shares, so groups from different tests never meet and two calls read as two
 * positions of one lab.
 */
function postingText() {
  topics += 1;
  const project = Array.from({ length: 60 }, (_, k) => `term${topics}q${k}`).join(' ');
  return {
    title: `PhD studentship ${topics} in coastal systems`,
    description:
      `<p>${project}</p><p>The laboratory offers a fully funded doctoral studentship. Applicants hold a ` +
      `master degree in engineering or physics; the stipend is 21,000 EUR a year for four years.</p>`,
  };
}

async function post(text: { title: string; description: string }, createdAt: Date) {
  const row = await createOpportunity(database.db, opportunityInput(text));
  await database.db.opportunity.update({ where: { id: row.id }, data: { createdAt } });
  return row.id;
}

async function state(ids: string[]) {
  const rows = await database.db.opportunity.findMany({
    where: { id: { in: ids } },
    select: { id: true, duplicateOf: true, searchDocument: { select: { id: true } } },
  });
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    return { of: row.duplicateOf === null ? null : ids.indexOf(row.duplicateOf), listed: row.searchDocument !== null };
  });
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

describe('near-duplicate detection when indexing (real Postgres)', () => {
  it('groups a re-post under the earliest one and lists the group once', async () => {
    const text = postingText();
    const first = await post(text, day(1));
    const second = await post({ ...text, description: `${text.description}<p>Deadline: 1 March 2027.</p>` }, day(2));
    await indexEvent(first);
    await indexEvent(second);
    expect(await state([first, second])).toEqual([
      { of: null, listed: true },
      { of: 0, listed: false },
    ]);
    const search = createPostgresEngine(database.db);
    const page = await search.search({ q: text.title, sort: 'latest', limit: 10, offset: 0 });
    expect(page.hits.map((h) => h.id)).toEqual([first]);
  });

  it('is idempotent on redelivery: the same events change nothing', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2))];
    for (const id of ids) await indexEvent(id);
    const before = await state(ids);
    for (const id of [...ids, ...ids]) await indexEvent(id);
    expect(await state(ids)).toEqual(before);
    expect(await detectDuplicates(database.db, ids[1]!)).toEqual([]);
  });

  it('a batch is detected together: its copies of each other and of an earlier posting group as one at a time would', async () => {
    const earlier = postingText();
    const fresh = postingText();
    const alone = postingText();
    const before = await post(earlier, day(1));
    await indexEvent(before);
    const ids = [
      before,
      await post(earlier, day(2)),
      await post(fresh, day(3)),
      await post({ ...fresh, description: `${fresh.description}<p>Interviews in March.</p>` }, day(4)),
      await post(alone, day(5)),
    ];
    const batch = { opportunityIds: ids.slice(1), version: 1 };
    await run('opportunities.created', { eventId: String(++events), payload: batch });
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: 0, listed: false },
      { of: null, listed: true },
      { of: 2, listed: false },
      { of: null, listed: true },
    ]);
    // The same groups, and nothing to change, when each is detected on its own afterwards.
    for (const id of ids) expect(await detectDuplicates(database.db, id)).toEqual([]);
  });

  it('keeps the group flat and promotes the next when the canonical closes, then when it is deleted', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2)), await post(text, day(3))];
    for (const id of ids) await indexEvent(id);
    expect((await state(ids)).map((s) => s.of)).toEqual([null, 0, 0]);

    await closeOpportunity(database.db, ids[0]!);
    await indexEvent(ids[0]!);
    // The earliest open one leads; the closed one stays in the group (its page says "also posted at").
    expect(await state(ids)).toEqual([
      { of: 1, listed: false },
      { of: null, listed: true },
      { of: 1, listed: false },
    ]);

    await deleteOpportunity(database.db, ids[1]!);
    await indexEvent(ids[1]!);
    expect(await state(ids)).toEqual([
      { of: 2, listed: false },
      { of: null, listed: false },
      { of: null, listed: true },
    ]);
  });

  it('never regroups a pair an admin split, while the rest of the group stays', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2)), await post(text, day(3))];
    for (const id of ids) await indexEvent(id);

    const { changed } = await splitDuplicate(database.db, ids[2]!);
    expect(changed).toEqual([ids[2]]);
    for (const id of [...ids, ...ids]) await indexEvent(id);
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: 0, listed: false },
      { of: null, listed: true },
    ]);
    const splits = await database.db.duplicateSplit.count({
      where: { OR: [{ firstId: ids[2] }, { secondId: ids[2] }] },
    });
    expect(splits).toBe(2);
  });

  it('splitting the canonical promotes the next one', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2)), await post(text, day(3))];
    for (const id of ids) await indexEvent(id);
    await splitDuplicate(database.db, ids[0]!);
    for (const id of ids) await indexEvent(id);
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: null, listed: true },
      { of: 1, listed: false },
    ]);
  });

  it('an edit that makes a posting another position takes it out of its group (a canonical hands over)', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2)), await post(text, day(3))];
    for (const id of ids) await indexEvent(id);
    await updateOpportunity(database.db, ids[0]!, postingText());
    await indexEvent(ids[0]!);
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: null, listed: true },
      { of: 1, listed: false },
    ]);
  });

  it('answers a split of a posting in no group with a conflict', async () => {
    const id = await post(postingText(), day(1));
    await indexEvent(id);
    await expect(splitDuplicate(database.db, id)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This opportunity is not in a duplicate group.',
    });
  });

  it('converges to one flat group when the jobs of identical postings run at once', async () => {
    const text = postingText();
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) ids.push(await post(text, day(i)));
    await Promise.all(ids.map((id) => indexEvent(id)));
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: 0, listed: false },
      { of: 0, listed: false },
      { of: 0, listed: false },
    ]);
  });

  it('leaves different positions of one lab apart', async () => {
    const a = await post(postingText(), day(1));
    const b = await post(postingText(), day(2));
    await indexEvent(a);
    await indexEvent(b);
    expect(await state([a, b])).toEqual([
      { of: null, listed: true },
      { of: null, listed: true },
    ]);
  });

  it('the sweep signs rows never signed and groups them', async () => {
    const text = postingText();
    const ids = [await post(text, day(1)), await post(text, day(2))];
    await run('search-index.sweep', {});
    const rows = await database.db.opportunity.findMany({ where: { id: { in: ids } }, select: { minhash: true } });
    expect(rows.every((r) => r.minhash.length === 128)).toBe(true);
    expect(await state(ids)).toEqual([
      { of: null, listed: true },
      { of: 0, listed: false },
    ]);
  });
});
