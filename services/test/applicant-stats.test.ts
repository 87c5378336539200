// Applicant stats (issue 14) on real Postgres under row-level security: counts per status, opportunity
// and week, the funnel and the median days in each stage, only confirmed applicants, filtered by
// opportunity and dates, and never another site's applicants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantStatus } from '../src/db/client.ts';
import { applicantStats, parseStatsQuery } from '../src/applicants/stats.ts';
import { withTenant } from '../src/tenants/unit-of-work.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';

let database: TestDatabase;
let site: string;
let other: string;
let physics: string;
let biology: string;

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** An applicant who applied on `applied` and went through `path`, each step `days` after the last. */
async function applicant(
  tenantId: string,
  opportunityId: string,
  applied: string,
  path: [ApplicantStatus, number][] = [],
  confirmed = true,
) {
  await withTenant(database.db, tenantId, async (tx) => {
    let status: ApplicantStatus = 'new';
    let when = at(applied).getTime();
    const row = await tx.applicant.create({
      data: {
        tenantId,
        opportunityId,
        name: 'A',
        email: 'a@example.test',
        createdAt: at(applied),
        confirmedAt: confirmed ? at(applied) : null,
      },
    });
    for (const [to, days] of path) {
      when += days * DAY;
      await tx.applicantStatusChange.create({
        data: { tenantId, applicantId: row.id, fromStatus: status, toStatus: to, createdAt: new Date(when) },
      });
      status = to;
    }
    await tx.applicant.update({ where: { id: row.id }, data: { status } });
  });
}

async function opportunity(tenantId: string, title: string) {
  return withTenant(database.db, tenantId, async (tx) => {
    const row = await tx.opportunity.create({
      data: { title, universityName: 'U', country: 'Norway', tenantId, source: 'tenant' },
    });
    return row.id;
  });
}

const stats = (tenantId: string, query: Record<string, string> = {}) =>
  applicantStats((work) => withTenant(database.db, tenantId, work), tenantId, parseStatsQuery(query));

beforeAll(async () => {
  database = await createTestDatabase();
  site = (await database.owner.tenant.create({ data: { slug: 'stats', name: 'S', universityName: 'S U' } })).id;
  other = (await database.owner.tenant.create({ data: { slug: 'other', name: 'O', universityName: 'O U' } })).id;
  physics = await opportunity(site, 'Physics PhD');
  biology = await opportunity(site, 'Biology PhD');
  // Week of Monday 2026-11-02: three physics applicants.
  await applicant(site, physics, '2026-11-02', [
    ['reviewing', 2],
    ['shortlisted', 4],
    ['interview', 6],
    ['offered', 1],
  ]);
  await applicant(site, physics, '2026-11-03', [
    ['reviewing', 4],
    ['shortlisted', 2],
    ['interview', 2],
    ['rejected', 3],
  ]);
  await applicant(site, physics, '2026-11-04', [
    ['reviewing', 6],
    ['rejected', 1],
  ]);
  // Week of 2026-11-16 (none the week between): one biology applicant still new, one withdrawn.
  await applicant(site, biology, '2026-11-16');
  await applicant(site, biology, '2026-11-17', [['withdrawn', 1]]);
  // Not counted: an unconfirmed careers applicant, and another site's applicant.
  await applicant(site, biology, '2026-11-17', [], false);
  const elsewhere = await opportunity(other, 'Elsewhere PhD');
  await applicant(other, elsewhere, '2026-11-02', [['reviewing', 1]]);
});
afterAll(() => database.drop());

describe('applicant stats (real Postgres)', () => {
  it('counts confirmed applicants per status, per opportunity and per week', async () => {
    const result = await stats(site);
    expect(result.by_status).toEqual({
      new: 1,
      reviewing: 0,
      shortlisted: 0,
      interview: 0,
      offered: 1,
      rejected: 2,
      withdrawn: 1,
    });
    expect(result.by_opportunity).toEqual([
      {
        id: physics,
        title: 'Physics PhD',
        total: 3,
        by_status: { new: 0, reviewing: 0, shortlisted: 0, interview: 0, offered: 1, rejected: 2, withdrawn: 0 },
      },
      {
        id: biology,
        title: 'Biology PhD',
        total: 2,
        by_status: { new: 1, reviewing: 0, shortlisted: 0, interview: 0, offered: 0, rejected: 0, withdrawn: 1 },
      },
    ]);
    expect(result.by_week).toEqual([
      { week: '2026-11-02', count: 3 },
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 2 },
    ]);
  });

  it('follows the funnel: a rejection after the interview still reached the interview', async () => {
    expect((await stats(site)).funnel).toEqual([
      { from: 'new', to: 'reviewing', count: 3, rate: 0.6 },
      { from: 'reviewing', to: 'shortlisted', count: 2, rate: 0.667 },
      { from: 'shortlisted', to: 'interview', count: 2, rate: 1 },
      { from: 'interview', to: 'offered', count: 1, rate: 0.5 },
    ]);
  });

  it('gives the median days of finished stays in each stage', async () => {
    expect((await stats(site)).median_days_in_stage).toEqual({
      new: 3, // 2, 4, 6 and 1 (the withdrawn one)
      reviewing: 2, // 4, 2, 1
      shortlisted: 4, // 6, 2
      interview: 2, // 1, 3
      offered: null, // nobody left it
      rejected: null,
      withdrawn: null,
    });
  });

  it('filters by opportunity and by the days applied, inclusive', async () => {
    const bio = await stats(site, { opportunity: biology });
    expect(bio.by_opportunity.map((o) => o.id)).toEqual([biology]);
    expect(bio.by_status.withdrawn).toBe(1);
    const window = await stats(site, { from: '2026-11-03', to: '2026-11-16' });
    expect(window.by_week).toEqual([
      { week: '2026-11-02', count: 2 },
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 1 },
    ]);
    expect(await stats(site, { from: '2027-01-01' })).toMatchObject({ by_week: [], by_opportunity: [] });
  });

  it('never counts another site’s applicants', async () => {
    const theirs = await stats(other);
    expect(theirs.by_opportunity).toHaveLength(1);
    expect(theirs.by_status.reviewing).toBe(1);
    // Naming this site's opportunity from the other site is "not found", as by id.
    await expect(stats(other, { opportunity: physics })).rejects.toMatchObject({
      kind: 'not_found',
      message: `Opportunity not found on your site: ${physics}.`,
    });
  });

  it('refuses malformed filters with a sentence', () => {
    expect(() => parseStatsQuery({ opportunity: 'nope' })).toThrow('Opportunity is not a valid id');
    expect(() => parseStatsQuery({ from: '2026-13-01' })).toThrow('Dates must be written as YYYY-MM-DD');
    expect(() => parseStatsQuery({ from: '2026-11-05', to: '2026-11-01' })).toThrow('must not be after');
    expect(() => parseStatsQuery({ opportunity: ['a', 'b'] })).toThrow();
    expect(parseStatsQuery({ opportunity: '', from: '', to: '' })).toEqual({});
  });
});
