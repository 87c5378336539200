// The closing-notices sweep on real Postgres (row-level security on, as the application's role): a due
// notice tells each undecided applicant once, in the words the closer chose or, failing that, the ones
// the statuses say (an offer made: filled); decided people, unconfirmed or anonymised applicants, a
// notice not yet due and a position reopened meanwhile tell no one; two sweeps, in turn or at once,
// record one e-mail per person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { sendDueNotices } from '../../src/closing-notices/send-notices.ts';
import { setOpportunityStatus } from '../../src/opportunities/set-status.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';
import {
  applicant,
  application,
  closingEvents,
  createSite,
  days,
  mainPosition,
  notices,
  sitePosition,
} from './fixtures.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database?.drop());

const noticeIds = async (opportunityId: string) => (await notices(database, opportunityId)).map((n) => n.id);

describe('sending closing notices', () => {
  it('a main-site close tells each undecided candidate once, marks them closed, and never the decided', async () => {
    const id = await mainPosition(database);
    const undecided = [
      await application(database, id, 'new@x.test', 'new'),
      await application(database, id, 'reviewing@x.test', 'reviewing'),
      await application(database, id, 'short@x.test', 'shortlisted'),
    ];
    const decided = [
      await application(database, id, 'no@x.test', 'rejected'),
      await application(database, id, 'gone@x.test', 'withdrawn'),
    ];
    await setOpportunityStatus(database.db, id, 'closed');

    const first = await sendDueNotices(database.db);
    expect(first).toEqual({ notices: 1, told: 3 });
    expect(await sendDueNotices(database.db)).toEqual({ notices: 0, told: 0 });

    const events = await closingEvents(database, await noticeIds(id));
    // Nobody was offered and the closer did not say: closed without an appointment.
    expect(events.map((e) => e.person).sort()).toEqual([...undecided].sort());
    expect(new Set(events.map((e) => e.outcome))).toEqual(new Set(['not_filled']));
    const rows = await database.owner.application.findMany({ where: { opportunityId: id } });
    const statusOf = (rowId: string) => rows.find((r) => r.id === rowId)!.status;
    expect(undecided.map(statusOf)).toEqual(['closed', 'closed', 'closed']);
    expect(decided.map(statusOf)).toEqual(['rejected', 'withdrawn']);
    expect(rows.find((r) => r.id === undecided[0])!.statusChangedAt).not.toBeNull();
    const [notice] = await notices(database, id);
    expect(notice!.sentAt).not.toBeNull();
    expect(notice!.told).toBe(3);
  });

  it('an offer made to someone reads as filled; what the closer said wins over the statuses', async () => {
    const offered = await mainPosition(database);
    await application(database, offered, 'winner@x.test', 'offered');
    const waiting = await application(database, offered, 'waiting@x.test', 'reviewing');
    await setOpportunityStatus(database.db, offered, 'closed');

    const said = await mainPosition(database);
    const other = await application(database, said, 'other@x.test', 'new');
    await setOpportunityStatus(database.db, said, 'closed', {}, undefined, 'filled');

    const saidNot = await mainPosition(database);
    await application(database, saidNot, 'winner2@x.test', 'offered');
    const third = await application(database, saidNot, 'third@x.test', 'new');
    await setOpportunityStatus(database.db, saidNot, 'closed', {}, undefined, 'not_filled');

    await sendDueNotices(database.db);
    expect(await closingEvents(database, await noticeIds(offered))).toEqual([{ person: waiting, outcome: 'filled' }]);
    expect(await closingEvents(database, await noticeIds(said))).toEqual([{ person: other, outcome: 'filled' }]);
    expect(await closingEvents(database, await noticeIds(saidNot))).toEqual([{ person: third, outcome: 'not_filled' }]);
  });

  it("a site's delay is honoured: nothing before it is due, every undecided applicant once it is", async () => {
    const tenantId = await createSite(database, 5);
    const id = await sitePosition(database, tenantId);
    const fromMain = await application(database, id, 'main@x.test', 'new');
    const told = [
      await applicant(database, tenantId, id, 'new@site.test', { status: 'new' }),
      await applicant(database, tenantId, id, 'int@site.test', { status: 'interview' }),
      await applicant(database, tenantId, id, 'main@x.test', { applicationId: fromMain }),
    ];
    await applicant(database, tenantId, id, 'offer@site.test', { status: 'offered' });
    await applicant(database, tenantId, id, 'rej@site.test', { status: 'rejected' });
    await applicant(database, tenantId, id, 'wd@site.test', { status: 'withdrawn' });
    await applicant(database, tenantId, id, 'unconfirmed@site.test', { confirmed: false });
    await applicant(database, tenantId, id, 'anon@site.test', { anonymised: true });
    await withTenant(database.db, tenantId, (tx) => setOpportunityStatus(tx, id, 'closed', { tenantId }));

    expect(await sendDueNotices(database.db, { now: new Date(Date.now() + days(4)) })).toEqual({ notices: 0, told: 0 });
    expect(await closingEvents(database, await noticeIds(id))).toEqual([]);

    const result = await sendDueNotices(database.db, { now: new Date(Date.now() + days(5) + 60_000) });
    expect(result).toEqual({ notices: 1, told: 3 });
    const events = await closingEvents(database, await noticeIds(id));
    // One e-mail per applicant, the main-site application included once (through its applicant); an
    // offer was made, so the position was filled.
    expect(events.map((e) => e.person).sort()).toEqual([...told].sort());
    expect(new Set(events.map((e) => e.outcome))).toEqual(new Set(['filled']));
    const rows = await withTenant(database.db, tenantId, (tx) =>
      tx.applicant.findMany({ where: { opportunityId: id }, select: { email: true, closingNoticeAt: true } }),
    );
    expect(
      rows
        .filter((r) => r.closingNoticeAt)
        .map((r) => r.email)
        .sort(),
    ).toEqual(['int@site.test', 'main@x.test', 'new@site.test']);
    expect((await database.owner.application.findUniqueOrThrow({ where: { id: fromMain } })).status).toBe('closed');
  });

  it('a position reopened before its notice is due tells no one, and a second close tells only the untold', async () => {
    const tenantId = await createSite(database, 1);
    const id = await sitePosition(database, tenantId);
    const first = await applicant(database, tenantId, id, 'first@site.test');
    const inSite = (status: 'open' | 'closed') =>
      withTenant(database.db, tenantId, (tx) => setOpportunityStatus(tx, id, status, { tenantId }));
    await inSite('closed');
    await inSite('open');
    await sendDueNotices(database.db, { now: new Date(Date.now() + days(2)) });
    const [dropped] = await notices(database, id);
    expect(dropped).toMatchObject({ told: 0 });
    expect(dropped!.sentAt).not.toBeNull();
    expect(await closingEvents(database, [dropped!.id])).toEqual([]);

    await inSite('closed');
    const later = await applicant(database, tenantId, id, 'later@site.test');
    await sendDueNotices(database.db, { now: new Date(Date.now() + days(2)) });
    await inSite('open');
    await inSite('closed');
    await sendDueNotices(database.db, { now: new Date(Date.now() + days(2)) });
    const events = await closingEvents(database, await noticeIds(id));
    expect(events.map((e) => e.person).sort()).toEqual([first, later].sort());
  });

  it('two sweeps at once record one e-mail per person', async () => {
    const ids = await Promise.all([mainPosition(database), mainPosition(database), mainPosition(database)]);
    const people = [];
    for (const id of ids) {
      people.push(await application(database, id, `a-${id}@x.test`), await application(database, id, `b-${id}@x.test`));
    }
    for (const id of ids) await setOpportunityStatus(database.db, id, 'closed');
    const [a, b] = await Promise.all([sendDueNotices(database.db), sendDueNotices(database.db)]);
    expect(a.notices + b.notices).toBe(3);
    const all = (await Promise.all(ids.map(noticeIds))).flat();
    const events = await closingEvents(database, all);
    expect(events.map((e) => e.person).sort()).toEqual(people.sort());
  });
});
