// Every way a position closes schedules exactly one closing notice for that close, due after the
// site's delay (none on the main site): a recruiter or site closing it (set-status), the expiry sweep,
// and an intake source closing a row that left its feed. Real Postgres, as the application's role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { closeMissing } from '../../src/intake/run/close-missing.ts';
import { expireOpportunities } from '../../src/opportunities/expire-opportunities.ts';
import { setOpportunityStatus } from '../../src/opportunities/set-status.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';
import { createSite, days, mainPosition, notices, sitePosition } from './fixtures.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database?.drop());

describe('scheduling a closing notice', () => {
  it('a main-site close (recruiter, admin) schedules one notice due at once, with what the closer said', async () => {
    const id = await mainPosition(database);
    const closed = await setOpportunityStatus(database.db, id, 'closed', {}, undefined, 'filled');
    expect(closed.closedOutcome).toBe('filled');
    // Closing again changes nothing, so schedules nothing.
    await setOpportunityStatus(database.db, id, 'closed');
    const [notice, ...more] = await notices(database, id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ closedAt: closed.closedAt, dueAt: closed.closedAt, sentAt: null, told: 0 });
  });

  it("a site's close waits for its delay; reopening clears the outcome and closing again is a new notice", async () => {
    const tenantId = await createSite(database, 7);
    const id = await sitePosition(database, tenantId);
    const close = () =>
      withTenant(database.db, tenantId, (tx) =>
        setOpportunityStatus(tx, id, 'closed', { tenantId }, undefined, 'not_filled'),
      );
    const first = await close();
    const reopened = await withTenant(database.db, tenantId, (tx) =>
      setOpportunityStatus(tx, id, 'open', { tenantId }),
    );
    expect(reopened.closedOutcome).toBeNull();
    const second = await close();
    const rows = await notices(database, id);
    expect(rows.map((n) => [n.closedAt, n.dueAt])).toEqual([
      [first.closedAt, new Date(first.closedAt!.getTime() + days(7))],
      [second.closedAt, new Date(second.closedAt!.getTime() + days(7))],
    ]);
  });

  it('the expiry sweep schedules one notice per listing it closes, and none when run again', async () => {
    const id = await mainPosition(database, { closingDate: new Date(Date.now() - days(40)) });
    const now = new Date();
    expect((await expireOpportunities(database.db, { now, onlyIds: [id] })).expired).toBe(1);
    expect((await expireOpportunities(database.db, { now, onlyIds: [id] })).expired).toBe(0);
    expect((await notices(database, id)).map((n) => [n.closedAt, n.dueAt])).toEqual([[now, now]]);
  });

  it("an intake source closing a site's row that left its feed schedules it after the site's delay", async () => {
    const tenantId = await createSite(database, 3);
    const now = new Date();
    const id = await withTenant(database.db, tenantId, async (tx) => {
      const source = await tx.importSource.create({
        data: { tenantId, name: 'Site feed', kind: 'url', format: 'feed', url: 'https://feed.example/rss' },
      });
      const row = await tx.opportunity.create({
        data: {
          title: 'PhD that left its feed',
          universityName: 'Closing University',
          country: 'Ireland',
          tenantId,
          source: 'tenant',
          importSourceId: source.id,
          importKey: 'gone-1',
          importMissingRuns: 1,
        },
      });
      expect(await closeMissing(tx, source.id, ['still-there'], now)).toBe(1);
      return row.id;
    });
    expect((await notices(database, id)).map((n) => [n.closedAt, n.dueAt])).toEqual([
      [now, new Date(now.getTime() + days(3))],
    ]);
  });
});
