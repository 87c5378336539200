// Conflicts of interest (issue 34, docs/fair-review.md), on real Postgres under row-level security: a
// staff member who declares one no longer finds the applicant anywhere (list, counts, detail, comments,
// rating, export, bulk changes), is not e-mailed when mentioned about them, and owners and admins see
// the declaration on the applicant. Declaring is recorded once, however often (and however
// concurrently) it is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplicant } from '@phd/contracts/endpoints/applicants';
import { declareConflict } from '@phd/contracts/endpoints/review-settings';
import { applicantMentionMail } from '@phd/services/applicants/applicant-mails';
import type { EventPayload } from '@phd/services/events/catalogue';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let alpha: Site;
let owner: StaffMember;
let conflicted: StaffMember;
let colleague: StaffMember;
let opportunity: string;
let hidden: string;
let visible: string;

async function applicant(name: string): Promise<string> {
  return withTenant(gw.database.owner, alpha.id, async (tx) => {
    const row = await tx.applicant.create({
      data: {
        tenantId: alpha.id,
        opportunityId: opportunity,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
        source: 'careers',
        confirmedAt: new Date(),
      },
    });
    return row.id;
  });
}

const declare = (member: StaffMember, id: string, payload: object = {}) =>
  member.inject({ method: 'POST', url: `/api/applicants/${id}/conflict`, payload });

beforeAll(async () => {
  gw = await startGateway({ label: 'review-conflicts' });
  alpha = await createSite(gw.database.owner, 'alpha-conflicts', 'Alpha Conflicts');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  conflicted = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  colleague = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  await withTenant(gw.database.owner, alpha.id, async (tx) => {
    await tx.tenantUser.update({ where: { id: conflicted.id }, data: { name: 'Carla Conflicted' } });
    await tx.tenantUser.update({ where: { id: colleague.id }, data: { name: 'Colin Colleague' } });
  });
  opportunity = await withTenant(gw.database.owner, alpha.id, async (tx) => {
    const row = await tx.opportunity.create({
      data: {
        title: 'Conflicted PhD',
        universityName: 'Alpha',
        country: 'Netherlands',
        tenantId: alpha.id,
        source: 'tenant',
      },
    });
    return row.id;
  });
  hidden = await applicant('Hana Hidden');
  visible = await applicant('Vera Visible');
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

describe('POST /api/applicants/{id}/conflict', () => {
  it('records the conflict once with an audit row, however often and however concurrently it is declared', async () => {
    const [first, second] = await Promise.all([
      declare(conflicted, hidden, { reason: 'My former student' }),
      declare(conflicted, hidden.toUpperCase(), { reason: 'My former student' }),
    ]);
    for (const res of [first!, second!]) {
      expect(res.statusCode, res.body).toBe(200);
      expectContractAnswer(declareConflict, res);
      expect(res.json()).toEqual({ message: 'Conflict recorded. This applicant is now hidden from you.' });
    }
    expect((await declare(conflicted, hidden)).statusCode).toBe(200);
    const rows = await withTenant(gw.db, alpha.id, (tx) =>
      tx.reviewConflict.findMany({ where: { applicantId: hidden } }),
    );
    expect(rows).toMatchObject([{ reviewerId: conflicted.id, reason: 'My former student' }]);
    const audits = await gw.database.owner.auditEvent.findMany({
      where: { action: 'applicant.conflict_declared', recordId: hidden },
    });
    expect(audits).toMatchObject([{ actorId: conflicted.id, tenantId: alpha.id }]);
  });

  it('refuses a bad reason or id with a sentence, and another site’s applicant with a 404', async () => {
    const long = await declare(colleague, visible, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 500/);
    expect((await declare(colleague, visible, { reason: 'a\u0000b' })).statusCode).toBe(400);
    expect((await declare(colleague, visible, { reason: 7 })).statusCode).toBe(400);
    expect((await declare(colleague, 'nope')).statusCode).toBe(400);
    expect((await declare(colleague, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const beta = await createSite(gw.database.owner, 'beta-conflicts', 'Beta Conflicts');
    const stranger = await staffMember(gw.app, gw.db, beta, 'owner');
    expect((await declare(stranger, visible)).statusCode).toBe(404);
  });
});

describe('a declared conflict hides the applicant from the declarer', () => {
  it('in the list and its counts, for every sort', async () => {
    for (const sort of ['newest', 'rating', 'disagreement']) {
      const mine = (
        await conflicted.inject({ method: 'GET', url: `/api/applicants?opportunity=${opportunity}&sort=${sort}` })
      ).json();
      expect(mine.data.map((a: { id: string }) => a.id)).toEqual([visible]);
      expect(mine.counts.new).toBe(1);
      expect(mine.pagination.total).toBe(1);
    }
    const theirs = (
      await colleague.inject({ method: 'GET', url: `/api/applicants?opportunity=${opportunity}` })
    ).json();
    expect(theirs.data.map((a: { id: string }) => a.id).sort()).toEqual([hidden, visible].sort());
    expect(theirs.counts.new).toBe(2);
  });

  it('in the detail, comments, rating, status and resume: 404 as another site’s applicant', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/api/applicants/${hidden}`],
      ['GET', `/api/applicants/${hidden}/comments`],
      ['POST', `/api/applicants/${hidden}/comments`, { comment: 'Hello' }],
      ['PUT', `/api/applicants/${hidden}/rating`, { score: 3 }],
      ['PUT', `/api/applicants/${hidden}/status`, { status: 'reviewing' }],
      ['GET', `/api/applicants/${hidden}/download`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await conflicted.inject({ method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body, url).not.toContain('Hana');
    }
  });

  it('in the export (selected or filtered) and bulk status changes', async () => {
    const selected = await conflicted.inject({
      method: 'GET',
      url: `/api/applicants/export.csv?ids=${hidden},${visible}`,
    });
    expect(selected.statusCode).toBe(404);
    const filtered = await conflicted.inject({
      method: 'GET',
      url: `/api/applicants/export.csv?opportunity=${opportunity}`,
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('Vera Visible');
    expect(filtered.body).not.toContain('Hana');
    const posted = await conflicted.inject({
      method: 'POST',
      url: '/api/applicants/export.csv',
      payload: { ids: [hidden] },
    });
    expect(posted.statusCode).toBe(404);
    const bulk = await conflicted.inject({
      method: 'POST',
      url: '/api/applicants/bulk-status',
      payload: { ids: [visible, hidden], status: 'reviewing' },
    });
    expect(bulk.statusCode).toBe(404);
    const statuses = await withTenant(gw.db, alpha.id, (tx) =>
      tx.applicant.findMany({ where: { id: { in: [hidden, visible] } }, select: { status: true } }),
    );
    expect(statuses.every((a) => a.status === 'new')).toBe(true);
  });

  it('shows owners whom not to involve; reviewers see no declarations', async () => {
    const seen = await owner.inject({ method: 'GET', url: `/api/applicants/${hidden}` });
    expectContractAnswer(getApplicant, seen);
    expect(seen.json().data.conflicts).toEqual([
      {
        reviewer: { id: conflicted.id, name: 'Carla Conflicted' },
        reason: 'My former student',
        at: expect.any(String),
      },
    ]);
    const reviewerView = await colleague.inject({ method: 'GET', url: `/api/applicants/${hidden}` });
    expect(reviewerView.json().data.conflicts).toEqual([]);
  });

  it('does not e-mail the declarer when a colleague mentions them on that applicant', async () => {
    const res = await colleague.inject({
      method: 'POST',
      url: `/api/applicants/${hidden}/comments`,
      payload: { comment: '@Carla Conflicted and @Owner Person, thoughts?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).not.toContain('Carla');
    const onVisible = await colleague.inject({
      method: 'POST',
      url: `/api/applicants/${visible}/comments`,
      payload: { comment: '@Carla Conflicted please look' },
    });
    expect(onVisible.json().message).toContain('Carla Conflicted will be e-mailed');
    const events = await gw.database.owner.outboxEvent.findMany({
      where: { type: 'applicant.mentioned' },
      orderBy: { id: 'asc' },
    });
    // The comment on the hidden applicant mentions nobody who may hear of them: no event at all.
    expect(events).toHaveLength(1);
    const mail = await gw.db.$transaction((tx) =>
      applicantMentionMail(
        tx,
        { publicUrl: 'http://localhost:3000' },
        events[0]!.payload as EventPayload<'applicant.mentioned'>,
      ),
    );
    expect(mail?.to).toBe(conflicted.email);
    // The mail composer applies the same rule when the comment is about the hidden applicant.
    const hiddenComment = await withTenant(gw.db, alpha.id, (tx) =>
      tx.applicantComment.findFirstOrThrow({ where: { applicantId: hidden }, select: { id: true } }),
    );
    const none = await gw.db.$transaction((tx) =>
      applicantMentionMail(
        tx,
        { publicUrl: 'http://localhost:3000' },
        { tenantId: alpha.id, commentId: hiddenComment.id },
      ),
    );
    expect(none).toBeNull();
  });
});
