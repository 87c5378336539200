// The deadlines calendar and its private feed (issue 32), on real Postgres: which deadlines a candidate
// sees (saved and applied positions while open, tracked applications still in play; never someone
// else's; one entry per position), the feed's secret (only its hash stored, replaced at once by a new
// one, turned off), and the iCalendar file read back event by event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/services.ts';
import { deadlinesOf, feedActive, feedOwner, newFeedToken, stopFeed } from '../../src/candidates/calendar.ts';
import { calendarIcs, FEED_NAME } from '../../src/candidates/calendar-feed.ts';
import { addExternalApplication, markAppliedExternally } from '../../src/candidates/external-applications.ts';
import { hashToken } from '../../src/accounts/sessions.ts';
import { externalApplicationInput } from '@phd/contracts/input/candidate-tracking';
import { applyOnSite, candidate, position } from './fixtures.ts';
import { veventsOf } from './ics-events.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const tracked = (fields: Record<string, unknown>) =>
  externalApplicationInput.parse({ title: 'Elsewhere', applied_on: '2026-10-01', ...fields });

describe('the deadlines a candidate sees', () => {
  it('holds saved and applied open positions and live tracked applications, by date, one per position', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const bob = await candidate(db);
    const saved = await position(db, { closingDate: new Date('2031-05-01T00:00:00Z') });
    const savedAndApplied = await position(db, { closingDate: new Date('2031-03-01T00:00:00Z') });
    const savedClosed = await position(db, { status: 'closed' });
    const savedUndated = await position(db, { closingDate: null });
    const savedAndMarked = await position(db, { closingDate: new Date('2031-04-01T00:00:00Z') });
    for (const o of [saved, savedAndApplied, savedClosed, savedUndated, savedAndMarked]) {
      await db.savedOpportunity.create({ data: { userId: ada.id, opportunityId: o.id } });
    }
    await applyOnSite(db, ada.id, savedAndApplied.id);
    await markAppliedExternally(db, ada.id, savedAndMarked.id);
    await addExternalApplication(
      db,
      ada.id,
      tracked({ title: 'Live', deadline: '2031-01-15', url: 'https://a.example/' }),
    );
    await addExternalApplication(
      db,
      ada.id,
      tracked({ title: 'Rejected', deadline: '2031-01-16', status: 'rejected' }),
    );
    await addExternalApplication(db, ada.id, tracked({ title: 'Undated' }));
    await addExternalApplication(db, bob.id, tracked({ title: "Bob's", deadline: '2031-01-01' }));

    const deadlines = await deadlinesOf(db, ada.id);
    expect(deadlines.map((d) => [d.date, d.kind, d.title])).toEqual([
      ['2031-01-15', 'external', 'Live'],
      ['2031-03-01', 'applied', savedAndApplied.title],
      ['2031-04-01', 'external', savedAndMarked.title],
      ['2031-05-01', 'saved', saved.title],
    ]);
    expect(deadlines[0]).toMatchObject({ url: 'https://a.example/', opportunity: null, university: '' });
    expect(deadlines[3]).toMatchObject({ uid: `opportunity-${saved.id}`, opportunity: { id: saved.id } });
    expect(await deadlinesOf(db, bob.id)).toHaveLength(1);
  });

  it('drops an applied position once it closes', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const o = await position(db);
    await applyOnSite(db, ada.id, o.id);
    expect(await deadlinesOf(db, ada.id)).toHaveLength(1);
    await db.opportunity.update({ where: { id: o.id }, data: { status: 'closed' } });
    expect(await deadlinesOf(db, ada.id)).toEqual([]);
  });
});

describe("the feed's secret", () => {
  it('is 32 random bytes shown once; only its SHA-256 is stored', async () => {
    const { db } = database;
    const ada = await candidate(db);
    expect(await feedActive(db, ada.id)).toBe(false);
    const token = await newFeedToken(db, ada.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await db.user.findUniqueOrThrow({ where: { id: ada.id } });
    expect(row.calendarTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await feedActive(db, ada.id)).toBe(true);
    expect(await feedOwner(db, token)).toBe(ada.id);
  });

  it('a new one ends the old one at once; turning the feed off ends both', async () => {
    const { db } = database;
    const ada = await candidate(db);
    const old = await newFeedToken(db, ada.id);
    const fresh = await newFeedToken(db, ada.id);
    expect(fresh).not.toBe(old);
    expect(await feedOwner(db, old)).toBeNull();
    expect(await feedOwner(db, fresh)).toBe(ada.id);
    await stopFeed(db, ada.id);
    await stopFeed(db, ada.id);
    expect(await feedOwner(db, fresh)).toBeNull();
    expect(await feedActive(db, ada.id)).toBe(false);
    expect(await feedOwner(db, null)).toBeNull();
  });
});

describe('the iCalendar file', () => {
  it('has one all-day event per deadline, with title, university and link', () => {
    const ics = calendarIcs(
      [
        {
          date: '2031-03-01',
          kind: 'saved',
          uid: 'opportunity-1',
          title: 'PhD in Optics, with commas; and semicolons',
          university: 'ETH Zürich',
          opportunity: null,
          url: null,
          link: 'https://phd.example/opportunities/phd-1',
        },
        {
          date: '2031-01-15',
          kind: 'external',
          uid: 'external-2',
          title: 'Elsewhere',
          university: '',
          opportunity: null,
          url: null,
          link: null,
        },
      ],
      'phd.example',
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`X-WR-CALNAME:${FEED_NAME}`);
    const [optics, elsewhere] = veventsOf(ics);
    expect(optics).toMatchObject({
      UID: 'opportunity-1@phd.example',
      'DTSTART;VALUE=DATE': '20310301',
      SUMMARY: 'Deadline: PhD in Optics\\, with commas\\; and semicolons',
      DESCRIPTION: 'ETH Zürich\\nhttps://phd.example/opportunities/phd-1',
      'URL;VALUE=URI': 'https://phd.example/opportunities/phd-1',
    });
    expect(elsewhere).toMatchObject({ UID: 'external-2@phd.example', 'DTSTART;VALUE=DATE': '20310115' });
    expect(elsewhere).not.toHaveProperty('URL;VALUE=URI');
  });
});
