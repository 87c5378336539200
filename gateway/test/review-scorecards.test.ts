// Fair review's settings and scorecards (issue 34, docs/fair-review.md), on real Postgres under
// row-level security: an opportunity's review settings (validated, managers only, audited, blind
// review's event once switched on), scorecard ratings (every criterion, weighted mean, independence),
// a changed scorecard re-weighing stored scores, and the list sorted by weighted score and by spread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplicant, listApplicants, rateApplicant } from '@phd/contracts/endpoints/applicants';
import { getReviewSettings, updateReviewSettings } from '@phd/contracts/endpoints/review-settings';
import { getTenantOpportunity } from '@phd/contracts/endpoints/saas-opportunities';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let alpha: Site;
let beta: Site;
let owner: StaffMember;
let reviewer: StaffMember;
let colleague: StaffMember;
let betaOwner: StaffMember;

async function opportunity(site: Site, title: string): Promise<string> {
  return withTenant(gw.database.owner, site.id, async (tx) => {
    const row = await tx.opportunity.create({
      data: {
        title,
        universityName: `${site.name} University`,
        country: 'Netherlands',
        tenantId: site.id,
        source: 'tenant',
      },
    });
    return row.id;
  });
}

async function applicant(opportunityId: string, name: string, createdAt = new Date()): Promise<string> {
  return withTenant(gw.database.owner, alpha.id, async (tx) => {
    const row = await tx.applicant.create({
      data: {
        tenantId: alpha.id,
        opportunityId,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
        source: 'careers',
        confirmedAt: new Date(),
        createdAt,
      },
    });
    return row.id;
  });
}

const settings = (member: StaffMember, id: string, payload: unknown) =>
  member.inject({ method: 'PUT', url: `/api/saas/opportunities/${id}/review-settings`, payload: payload as object });

const rate = (member: StaffMember, id: string, payload: unknown) =>
  member.inject({ method: 'PUT', url: `/api/applicants/${id}/rating`, payload: payload as object });

/** Scores for the suggested scorecard, in its order: research fit, record, methods, motivation, references. */
const scores = (...values: number[]) =>
  Object.fromEntries(SUGGESTED_SCORECARD.map((c, i) => [c.key, values[i]!])) as Record<string, number>;

beforeAll(async () => {
  gw = await startGateway({ label: 'review-scorecards' });
  alpha = await createSite(gw.database.owner, 'alpha-scores', 'Alpha Scores');
  beta = await createSite(gw.database.owner, 'beta-scores', 'Beta Scores');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  colleague = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

describe('review settings', () => {
  it('answers the defaults, saves what managers send, audits it and records blind review once', async () => {
    const id = await opportunity(alpha, 'Settings PhD');
    const read = await reviewer.inject({ method: 'GET', url: `/api/saas/opportunities/${id}/review-settings` });
    expect(read.statusCode, read.body).toBe(200);
    expectContractAnswer(getReviewSettings, read);
    expect(read.json().data).toEqual({ references_required: 0, blind_until: null, scorecard: [] });

    const refused = await settings(reviewer, id, { references_required: 2 });
    expect(refused.statusCode).toBe(403);

    const saved = await settings(owner, id, {
      references_required: 2,
      blind_until: 'shortlisted',
      scorecard: SUGGESTED_SCORECARD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectContractAnswer(updateReviewSettings, saved);
    expect(saved.json()).toEqual({
      message: 'Review settings saved',
      data: { references_required: 2, blind_until: 'shortlisted', scorecard: SUGGESTED_SCORECARD },
    });
    // Only the fields sent change; moving the blind stage is not switching it on again.
    expect((await settings(owner, id, { blind_until: 'interview' })).json().data).toMatchObject({
      references_required: 2,
      blind_until: 'interview',
    });
    const events = await gw.database.owner.outboxEvent.findMany({ where: { type: 'review.blind_enabled' } });
    expect(events.map((e) => e.payload)).toEqual([{ tenantId: alpha.id, opportunityId: id, version: 1 }]);
    const audits = await gw.database.owner.auditEvent.findMany({
      where: { action: 'opportunity.review_settings_changed', recordId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: owner.id, tenantId: alpha.id, before: { references_required: 0 } });

    // The opportunity's own answer carries them, for the editor and the review screen.
    const position = await owner.inject({ method: 'GET', url: `/api/saas/opportunities/${id}` });
    expectContractAnswer(getTenantOpportunity, position);
    expect(position.json().data.review).toMatchObject({ references_required: 2, blind_until: 'interview' });
  });

  it('refuses bad settings with a sentence naming the problem', async () => {
    const id = await opportunity(alpha, 'Validated PhD');
    const criterion = (over: object = {}) => ({ key: 'fit', label: 'Fit', weight: 10, ...over });
    const cases: [unknown, RegExp][] = [
      [{ scorecard: Array.from({ length: 9 }, (_, i) => criterion({ key: `c${i}` })) }, /at most 8 criteria/],
      [{ scorecard: [criterion({ weight: 0 })] }, /weight must be a whole number from 1 to 100/],
      [{ scorecard: [criterion({ weight: 101 })] }, /from 1 to 100/],
      [{ scorecard: [criterion({ weight: 2.5 })] }, /from 1 to 100/],
      [{ scorecard: [criterion(), criterion({ label: 'Again' })] }, /share the key fit/],
      [{ scorecard: [criterion({ key: 'Research Fit' })] }, /lower-case letters/],
      [{ scorecard: [criterion({ label: 'x'.repeat(61) })] }, /at most 60/],
      [{ scorecard: [criterion({ label: '  ' })] }, /label is required/],
      [{ scorecard: [criterion({ label: 'a\u0000b' })] }, /NUL/],
      [{ blind_until: 'new' }, /shortlisted, interview, offered/],
      [{ blind_until: 'rejected' }, /shortlisted, interview, offered/],
      [{ references_required: 4 }, /0 to 3/],
      [{ references_required: -1 }, /0 to 3/],
      [{ scorecard: 'fit' }, /list of criteria/],
      [{ colour: 'red' }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await settings(owner, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(
      (await settings(owner, id, { scorecard: Array.from({ length: 8 }, (_, i) => criterion({ key: `c${i}` })) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for another site’s, an unknown or a malformed opportunity', async () => {
    const id = await opportunity(alpha, 'Walled PhD');
    const read = (member: StaffMember, x: string) =>
      member.inject({ method: 'GET', url: `/api/saas/opportunities/${x}/review-settings` });
    for (const x of [id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await read(betaOwner, x);
      expect(res.statusCode, x).toBe(404);
      expect(res.json().message, x).toMatch(/not found/i);
    }
    // The input guard refuses a NUL anywhere in a request, before any route (a sentence, not a 500).
    expect((await read(owner, 'a%00b')).statusCode).toBe(400);
    expect((await read(owner, id.toUpperCase())).statusCode).toBe(200);
    expect((await settings(betaOwner, id, { references_required: 1 })).statusCode).toBe(404);
  });
});

describe('scorecards', () => {
  let opp: string;
  beforeAll(async () => {
    opp = await opportunity(alpha, 'Scorecard PhD');
    expect((await settings(owner, opp, { scorecard: SUGGESTED_SCORECARD })).statusCode).toBe(200);
  });

  it('needs every criterion scored 1-4, and stores the weighted mean', async () => {
    const id = await applicant(opp, 'Weighted One');
    const cases: [unknown, RegExp][] = [
      [{ score: 3 }, /uses a scorecard: score each criterion \(Research fit/],
      [{ scores: { research_fit: 3 } }, /Please score Academic record, Methods, Motivation, References/],
      [{ scores: { ...scores(1, 2, 3, 4, 4), charisma: 4 } }, /no criterion "charisma"/],
      [{ scores: scores(1, 2, 3, 4, 5) }, /from 1 to 4/],
      [{ scores: scores(1, 2, 3, 4, 0) }, /from 1 to 4/],
      [{ scores: { ...scores(1, 2, 3, 4, 4), methods: 2.5 } }, /whole number from 1 to 4/],
      [{ scores: 'all fours' }, /Scores must map/],
      [{}, /Score must be a number from 1 to 4/],
    ];
    for (const [payload, message] of cases) {
      const res = await rate(reviewer, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const res = await rate(reviewer, id, { scores: scores(4, 3, 2, 1, 4), note: 'Strong fit' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(rateApplicant, res);
    // (30×4 + 25×3 + 20×2 + 15×1 + 10×4) / 100 = 2.9, shown as 3.
    expect(res.json().data.mine).toEqual({
      score: 3,
      scores: scores(4, 3, 2, 1, 4),
      weighted: 2.9,
      note: 'Strong fit',
    });
    expect(res.json().data.average).toEqual({ average: 2.9, count: 1, spread: 0 });
  });

  it('hides the others’ scorecards until the caller has submitted their own', async () => {
    const id = await applicant(opp, 'Independent Two');
    expect((await rate(reviewer, id, { scores: scores(4, 4, 4, 4, 4) })).statusCode).toBe(200);
    const before = await colleague.inject({ method: 'GET', url: `/api/applicants/${id}` });
    expectContractAnswer(getApplicant, before);
    const hidden = before.json().data;
    expect(hidden).toMatchObject({ rating: null, ratings: [], my_rating: null, scorecard: SUGGESTED_SCORECARD });
    expect(before.body).not.toContain('"weighted"');

    expect((await rate(colleague, id, { scores: scores(1, 1, 1, 1, 2) })).statusCode).toBe(200);
    const after = (await colleague.inject({ method: 'GET', url: `/api/applicants/${id}` })).json().data;
    // (30 + 25 + 20 + 15 + 20) / 100 = 1.1
    expect(after.rating).toEqual({ average: 2.55, count: 2, spread: 2.9 });
    expect(after.ratings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reviewer: expect.objectContaining({ id: reviewer.id }),
          criteria: scores(4, 4, 4, 4, 4),
          weighted: 4,
        }),
        expect.objectContaining({ reviewer: expect.objectContaining({ id: colleague.id }), weighted: 1.1, score: 1 }),
      ]),
    );
  });

  it('re-weighs stored scores when the scorecard changes: a removed criterion drops out', async () => {
    const own = await opportunity(alpha, 'Changing PhD');
    await settings(owner, own, { scorecard: SUGGESTED_SCORECARD });
    const id = await applicant(own, 'Reweighed Three');
    expect((await rate(reviewer, id, { scores: scores(4, 3, 2, 1, 4) })).statusCode).toBe(200);
    const plain = await opportunity(alpha, 'Untouched PhD');
    await settings(owner, plain, { scorecard: SUGGESTED_SCORECARD });
    const other = await applicant(plain, 'Untouched Four');
    expect((await rate(reviewer, other, { scores: scores(4, 3, 2, 1, 4) })).statusCode).toBe(200);

    const without = SUGGESTED_SCORECARD.filter((c) => c.key !== 'references');
    expect((await settings(owner, own, { scorecard: without })).statusCode).toBe(200);
    const stored = () =>
      withTenant(gw.db, alpha.id, (tx) =>
        tx.applicantRating.findMany({
          where: { applicantId: { in: [id, other] } },
          select: { applicantId: true, score: true, weighted: true },
        }),
      );
    // (120 + 75 + 40 + 15) / 90 = 2.78; the other opportunity's stays 2.9.
    expect(await stored()).toEqual(
      expect.arrayContaining([
        { applicantId: id, score: 3, weighted: 2.78 },
        { applicantId: other, score: 3, weighted: 2.9 },
      ]),
    );
    // Rating again now needs only the remaining criteria.
    const again = await rate(reviewer, id, { scores: scores(1, 1, 1, 1) });
    expect(again.statusCode, again.body).toBe(200);
    // No scorecard: the single score again, and weighted follows it.
    expect((await settings(owner, own, { scorecard: [] })).statusCode).toBe(200);
    expect(await stored()).toEqual(expect.arrayContaining([{ applicantId: id, score: 1, weighted: 1 }]));
    expect((await rate(reviewer, id, { scores: scores(4, 4, 4, 4, 4) })).json().message).toMatch(/no scorecard/);
    expect((await rate(reviewer, id, { score: 2 })).json().data.mine).toMatchObject({
      score: 2,
      scores: null,
      weighted: 2,
    });
  });
});

describe('the list by weighted score and by disagreement', () => {
  it('sorts by the average weighted score and by spread, with two reviewers', async () => {
    const opp = await opportunity(alpha, 'Sorted PhD');
    await settings(owner, opp, { scorecard: SUGGESTED_SCORECARD });
    const t = Date.now();
    const agreedHigh = await applicant(opp, 'Agreed High', new Date(t - 3000));
    const split = await applicant(opp, 'Split Panel', new Date(t - 2000));
    const agreedLow = await applicant(opp, 'Agreed Low', new Date(t - 1000));
    const unrated = await applicant(opp, 'Not Rated', new Date(t));
    for (const [id, mine, theirs] of [
      [agreedHigh, scores(4, 4, 3, 3, 3), scores(4, 4, 3, 3, 4)], // 3.55 and 3.65
      [split, scores(4, 4, 4, 4, 4), scores(1, 1, 1, 1, 1)], // 4 and 1
      [agreedLow, scores(2, 2, 2, 2, 2), scores(2, 2, 1, 2, 2)], // 2 and 1.8
    ] as const) {
      expect((await rate(reviewer, id, { scores: mine })).statusCode).toBe(200);
      expect((await rate(colleague, id, { scores: theirs })).statusCode).toBe(200);
    }
    const list = async (sort: string) => {
      const res = await reviewer.inject({ method: 'GET', url: `/api/applicants?opportunity=${opp}&sort=${sort}` });
      expect(res.statusCode, res.body).toBe(200);
      expectContractAnswer(listApplicants, res);
      return res.json().data as { id: string; rating: { average: number; count: number; spread: number } | null }[];
    };
    const byScore = await list('rating');
    expect(byScore.map((a) => a.id)).toEqual([agreedHigh, split, agreedLow, unrated]);
    expect(byScore[0]!.rating).toEqual({ average: 3.6, count: 2, spread: 0.1 });
    expect(byScore[1]!.rating).toEqual({ average: 2.5, count: 2, spread: 3 });
    expect(byScore[3]!.rating).toBeNull();
    expect((await list('disagreement')).map((a) => a.id)).toEqual([split, agreedLow, agreedHigh, unrated]);
    // Filters still apply under these sorts.
    const filtered = await reviewer.inject({
      method: 'GET',
      url: `/api/applicants?opportunity=${opp}&sort=disagreement&status=new&q=${encodeURIComponent('Agreed')}`,
    });
    expect(filtered.json().data.map((a: { id: string }) => a.id)).toEqual([agreedLow, agreedHigh]);
    // Someone who rated none of them sees no order from the panel's scores.
    const outsider = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    const theirs = await outsider.inject({
      method: 'GET',
      url: `/api/applicants?opportunity=${opp}&sort=disagreement`,
    });
    expect(theirs.json().data.map((a: { id: string }) => a.id)).toEqual([unrated, agreedLow, split, agreedHigh]);
    expect((await outsider.inject({ method: 'GET', url: '/api/applicants?sort=spread' })).statusCode).toBe(400);
  });
});
