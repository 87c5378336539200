// Interviews (issue 34, docs/fair-review.md "Interviews") through the gateway on real Postgres under
// row-level security: a proposal's validation, the applicant moved to Interview with its history, one
// open interview per applicant, the candidate's link (single use, 410 sentences, expiry, two picks at
// once), other times asked for, reschedule and cancel bumping the sequence, and the week's calendar
// (its time-zone edges, and applicants hidden by a declared conflict).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelInterview,
  interviewByToken,
  interviewPanelChoices,
  interviewWeek,
  LINK_GONE,
  pickInterviewSlot,
  proposeInterview,
  requestOtherTimes,
  rescheduleInterview,
} from '@phd/contracts/endpoints/interviews';
import { getApplicant } from '@phd/contracts/endpoints/applicants';
import { interviewToken } from '@phd/services/interviews/interview-token';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let gw: Gateway;
let alpha: Site;
let beta: Site;
let owner: StaffMember;
let reviewer: StaffMember;
let betaOwner: StaffMember;
let opportunityId: string;

beforeAll(async () => {
  gw = await startGateway({ label: 'interviews' });
  alpha = await createSite(gw.database.owner, 'alpha-iv', 'Alpha Site');
  beta = await createSite(gw.database.owner, 'beta-iv', 'Beta Site');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
  opportunityId = await withTenant(gw.database.owner, alpha.id, async (tx) => {
    const row = await tx.opportunity.create({
      data: {
        title: 'PhD in Acoustics',
        universityName: 'Alpha',
        country: 'Ireland',
        tenantId: alpha.id,
        source: 'tenant',
      },
    });
    return row.id;
  });
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

let made = 0;
async function applicant(status: 'new' | 'offered' = 'new'): Promise<string> {
  return withTenant(gw.database.owner, alpha.id, async (tx) => {
    const row = await tx.applicant.create({
      data: {
        tenantId: alpha.id,
        opportunityId,
        name: `Iris Interviewee ${++made}`,
        email: `iris-${made}@example.org`,
        source: 'careers',
        confirmedAt: new Date(),
        status,
      },
    });
    return row.id;
  });
}

const future = (ms: number) => new Date(Date.now() + ms).toISOString();

const proposal = (overrides: Record<string, unknown> = {}) => ({
  slots: [future(3 * DAY), future(4 * DAY)],
  time_zone: 'Europe/Berlin',
  duration_minutes: 45,
  location: 'https://meet.example.org/abc',
  panel: [owner.id, reviewer.id],
  note: 'Please prepare a ten-minute talk.',
  ...overrides,
});

async function propose(applicantId: string, body: Record<string, unknown> = proposal(), member = reviewer) {
  return member.inject({ method: 'POST', url: `/api/applicants/${applicantId}/interviews`, payload: body });
}

async function proposed(applicantId: string, body?: Record<string, unknown>) {
  const res = await propose(applicantId, body);
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(proposeInterview, res);
  const data = res.json().data as { id: string; slots: { id: string; starts_at: string }[]; sequence: number };
  return { ...data, token: interviewToken(testConfig().appSecret, data.id) };
}

/** The candidate's calls: no staff token, the site by X-Tenant (as the /saas pages send it). */
const candidate = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, site: Site = alpha) =>
  gw.app.inject({ method, url: path, headers: { 'x-tenant': site.slug }, ...(payload && { payload }) });

async function events(interviewId: string) {
  const rows = await gw.database.owner.outboxEvent.findMany({
    where: { type: 'interview.changed' },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.payload as Record<string, unknown>).filter((p) => p.interviewId === interviewId);
}

describe('proposing an interview', () => {
  it('refuses past, too many, equal slots, an unknown zone, a bad duration or link, with sentences', async () => {
    const id = await applicant();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ slots: [future(-HOUR)] }, /must be in the future/],
      [{ slots: [1, 2, 3, 4, 5, 6].map((n) => future(n * DAY)) }, /at most 5 slots/],
      [{ slots: [] }, /at least one slot/],
      [{ slots: ['tomorrow'] }, /date and time/],
      [{ slots: ['2031-02-03T10:00:00Z', '2031-02-03T11:00:00+01:00'] }, /different time/],
      [{ slots: ['2031-02-03T10:00:00Z', 'soon'] }, /date and time/],
      [{ time_zone: 'Mars/Olympus' }, /IANA time zone/],
      [{ time_zone: '+05:00' }, /IANA time zone/],
      [{ duration_minutes: 5 }, /at least 15 minutes/],
      [{ duration_minutes: 300 }, /at most 240 minutes/],
      [{ location: 'http://meet.example.org/x' }, /https/],
      [{ location: '' }, /Location is required/],
      [{ location: 'Room\u0000 1' }, /NUL/],
      [{ panel: [] }, /at least one panel member/],
      [{ panel: ['NOT-AN-ID'] }, /valid id/],
    ];
    for (const [override, message] of cases) {
      const res = await propose(id, proposal(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Nothing was made.
    const detail = await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` });
    expect(detail.json().data.interviews).toEqual([]);
  });

  it('refuses a panel member of another site, and another site’s applicant, as not found', async () => {
    const id = await applicant();
    const res = await propose(id, proposal({ panel: [owner.id, betaOwner.id] }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/panel member/);
    const other = await propose(id, proposal({ panel: [betaOwner.id] }), betaOwner);
    expect(other.statusCode).toBe(404);
  });

  it('moves the applicant to Interview with a history row, records the event, and allows one open interview', async () => {
    const id = await applicant();
    const upper = id.toUpperCase();
    const iv = await proposed(upper, proposal({ panel: [owner.id, owner.id.toUpperCase(), reviewer.id] }));
    expect(iv.slots).toHaveLength(2);
    expect(iv.sequence).toBe(0);
    const res = await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` });
    expectContractAnswer(getApplicant, res);
    const detail = res.json().data;
    expect(detail.status).toBe('interview');
    expect(detail.history.at(-1)).toMatchObject({ from: 'new', to: 'interview', by: { id: reviewer.id } });
    expect(detail.interviews).toHaveLength(1);
    expect(detail.interviews[0]).toMatchObject({
      id: iv.id,
      status: 'proposed',
      time_zone: 'Europe/Berlin',
      duration_minutes: 45,
      proposed_by: { id: reviewer.id },
    });
    expect(detail.interviews[0].panel.map((p: { id: string }) => p.id).sort()).toEqual([owner.id, reviewer.id].sort());
    expect(await events(iv.id)).toEqual([
      expect.objectContaining({ tenantId: alpha.id, interviewId: iv.id, sequence: 0, change: 'proposed' }),
    ]);
    // The interview e-mail is the message: no status template e-mail.
    const statusMails = await gw.database.owner.outboxEvent.findMany({ where: { type: 'applicant.status_changed' } });
    expect(statusMails.filter((e) => (e.payload as { applicantId: string }).applicantId === id)).toEqual([]);

    const second = await propose(id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/reschedule or cancel/);
  });

  it('leaves an applicant already past Interview where they are; two identical proposals at once make one', async () => {
    const id = await applicant('offered');
    const both = await Promise.all([propose(id), propose(id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const detail = (await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` })).json().data;
    expect(detail.status).toBe('offered');
    expect(detail.interviews).toHaveLength(1);
  });
});

describe('the candidate’s link', () => {
  it('shows the proposal, then takes one pick and answers 410 after', async () => {
    const iv = await proposed(await applicant());
    const shown = await candidate('GET', `/api/interviews/${iv.token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expectContractAnswer(interviewByToken, shown);
    expect(shown.json().data).toMatchObject({
      site: 'Alpha Site',
      position: 'PhD in Acoustics',
      time_zone: 'Europe/Berlin',
      location: 'https://meet.example.org/abc',
    });
    expect(shown.json().data.slots).toHaveLength(2);
    expect(JSON.stringify(shown.json())).not.toMatch(/Iris|iris-/);

    const notOffered = await candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.id });
    expect(notOffered.statusCode).toBe(400);

    const pick = await candidate('POST', `/api/interviews/${iv.token}/pick`, {
      slot_id: iv.slots[1]!.id.toUpperCase(),
    });
    expect(pick.statusCode, pick.body).toBe(200);
    expectContractAnswer(pickInterviewSlot, pick);
    expect(pick.json().starts_at).toBe(iv.slots[1]!.starts_at);

    for (const res of [
      await candidate('GET', `/api/interviews/${iv.token}`),
      await candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[0]!.id }),
      await candidate('POST', `/api/interviews/${iv.token}/alternatives`, { note: 'Later please' }),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(LINK_GONE.scheduled);
    }
    expect(await events(iv.id)).toEqual([
      expect.objectContaining({ change: 'proposed', sequence: 0 }),
      expect.objectContaining({ change: 'scheduled', sequence: 1 }),
    ]);
  });

  it('lets exactly one of two picks at once win', async () => {
    const iv = await proposed(await applicant());
    const [a, b] = await Promise.all([
      candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[0]!.id }),
      candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[1]!.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const row = await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.interview.findUniqueOrThrow({ where: { id: iv.id } }),
    );
    expect(row.sequence).toBe(1);
    const winner = a.statusCode === 200 ? iv.slots[0]! : iv.slots[1]!;
    expect(row.chosenSlotId).toBe(winner.id);
    expect((await events(iv.id)).filter((e) => e.change === 'scheduled')).toHaveLength(1);
  });

  it('answers not valid for a wrong token, another site, or the main site', async () => {
    const iv = await proposed(await applicant());
    expect((await candidate('GET', `/api/interviews/${'x'.repeat(43)}`)).statusCode).toBe(404);
    // The input guard refuses a NUL anywhere with a sentence (400), before the route.
    expect((await candidate('GET', `/api/interviews/%00abc`)).statusCode).toBe(400);
    expect((await candidate('GET', `/api/interviews/${iv.token}`, undefined, beta)).statusCode).toBe(404);
    expect((await gw.app.inject({ method: 'GET', url: `/api/interviews/${iv.token}` })).statusCode).toBe(404);
  });

  it('expires at the first slot’s start', async () => {
    const iv = await proposed(await applicant());
    await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.interview.update({ where: { id: iv.id }, data: { expiresAt: new Date(Date.now() - 1000) } }),
    );
    const res = await candidate('GET', `/api/interviews/${iv.token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(LINK_GONE.expired);
    const pick = await candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[0]!.id });
    expect(pick.json().message).toBe(LINK_GONE.expired);
  });

  it('takes a request for other times with a note; staff may then propose again', async () => {
    const id = await applicant();
    const iv = await proposed(id);
    const empty = await candidate('POST', `/api/interviews/${iv.token}/alternatives`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    const res = await candidate('POST', `/api/interviews/${iv.token}/alternatives`, { note: 'Any Friday afternoon?' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(requestOtherTimes, res);
    const gone = await candidate('GET', `/api/interviews/${iv.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(LINK_GONE.alternatives_requested);
    expect((await events(iv.id)).at(-1)).toMatchObject({ change: 'alternatives_requested', sequence: 1 });

    const again = await proposed(id);
    const detail = (await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` })).json().data;
    expect(detail.interviews.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [again.id, 'proposed'],
      [iv.id, 'cancelled'],
    ]);
    expect(detail.interviews[1].candidate_note).toBe('Any Friday afternoon?');
  });
});

describe('rescheduling and cancelling', () => {
  it('moves a scheduled interview with a higher sequence, and cancels it', async () => {
    const iv = await proposed(await applicant());
    const notYet = await reviewer.inject({
      method: 'PUT',
      url: `/api/interviews/${iv.id}`,
      payload: { starts_at: future(5 * DAY) },
    });
    expect(notYet.statusCode).toBe(409);
    await candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[0]!.id });

    const past = await reviewer.inject({
      method: 'PUT',
      url: `/api/interviews/${iv.id}`,
      payload: { starts_at: future(-DAY) },
    });
    expect(past.statusCode).toBe(400);
    const newTime = future(6 * DAY);
    const moved = await reviewer.inject({
      method: 'PUT',
      url: `/api/interviews/${iv.id}`,
      payload: { starts_at: newTime, location: 'Room 2.14' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expectContractAnswer(rescheduleInterview, moved);
    const data = moved.json().data;
    expect(data).toMatchObject({ status: 'scheduled', sequence: 2, location: 'Room 2.14' });
    expect(data.slots.find((s: { id: string }) => s.id === data.chosen_slot_id).starts_at).toBe(newTime);

    const other = await betaOwner.inject({ method: 'POST', url: `/api/interviews/${iv.id}/cancel`, payload: {} });
    expect(other.statusCode).toBe(404);

    const cancelled = await owner.inject({
      method: 'POST',
      url: `/api/interviews/${iv.id}/cancel`,
      payload: { reason: 'The position closed.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContractAnswer(cancelInterview, cancelled);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 3, note: 'The position closed.' });
    const twice = await owner.inject({ method: 'POST', url: `/api/interviews/${iv.id}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect((await events(iv.id)).map((e) => [e.change, e.sequence])).toEqual([
      ['proposed', 0],
      ['scheduled', 1],
      ['rescheduled', 2],
      ['cancelled', 3],
    ]);
    const audit = await gw.database.owner.auditEvent.findMany({
      where: { recordId: iv.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['interview.proposed', 'interview.rescheduled', 'interview.cancelled']);
  });

  it('cancelling a proposal stops the candidate’s link', async () => {
    const iv = await proposed(await applicant());
    const res = await reviewer.inject({ method: 'POST', url: `/api/interviews/${iv.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    const link = await candidate('GET', `/api/interviews/${iv.token}`);
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toBe(LINK_GONE.cancelled);
  });
});

describe('the panel’s choices', () => {
  it('lists the site’s staff by name for any staff member, a reviewer included', async () => {
    const res = await reviewer.inject({ method: 'GET', url: '/api/interview-panel' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(interviewPanelChoices, res);
    const ids = (res.json().data as { id: string }[]).map((p) => p.id);
    expect(ids.sort()).toEqual([owner.id, reviewer.id].sort());
    expect(JSON.stringify(res.json())).not.toContain('@');
    expect(
      (await gw.app.inject({ method: 'GET', url: '/api/interview-panel', headers: { 'x-tenant': alpha.slug } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the week’s calendar', () => {
  it('lists the week’s interviews in the viewer’s zone, with its edges, and hides conflicted applicants', async () => {
    // Monday 2030-01-07 00:30 in Berlin is Sunday 2030-01-06 23:30 UTC.
    const edge = '2030-01-06T23:30:00.000Z';
    const id = await applicant();
    const iv = await proposed(id, proposal({ slots: [edge, '2030-01-09T10:00:00.000Z'] }));
    const week = async (query: string, member = reviewer) => {
      const res = await member.inject({ method: 'GET', url: `/api/interviews?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      expectContractAnswer(interviewWeek, res);
      return res.json() as { week: string; data: { id: string; starts_at: string; awaiting_candidate: boolean }[] };
    };
    const berlin = await week('week=2030-01-07&time_zone=Europe/Berlin');
    expect(berlin.data.filter((e) => e.id === iv.id).map((e) => e.starts_at)).toEqual([
      edge,
      '2030-01-09T10:00:00.000Z',
    ]);
    expect(berlin.data.every((e) => e.awaiting_candidate)).toBe(true);
    const utc = await week('week=2030-01-07');
    expect(utc.data.filter((e) => e.id === iv.id).map((e) => e.starts_at)).toEqual(['2030-01-09T10:00:00.000Z']);
    const before = await week('week=2029-12-31');
    expect(before.data.filter((e) => e.id === iv.id).map((e) => e.starts_at)).toEqual([edge]);

    await candidate('POST', `/api/interviews/${iv.token}/pick`, { slot_id: iv.slots[0]!.id });
    const booked = await week('week=2030-01-07&time_zone=Europe/Berlin');
    expect(booked.data.filter((e) => e.id === iv.id)).toEqual([
      expect.objectContaining({ status: 'scheduled', awaiting_candidate: false, starts_at: edge }),
    ]);

    await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.reviewConflict.create({ data: { tenantId: alpha.id, applicantId: id, reviewerId: reviewer.id } }),
    );
    expect((await week('week=2030-01-07&time_zone=Europe/Berlin')).data.some((e) => e.id === iv.id)).toBe(false);
    expect((await week('week=2030-01-07&time_zone=Europe/Berlin', owner)).data.some((e) => e.id === iv.id)).toBe(true);
    expect((await week('week=2030-01-07', betaOwner)).data).toEqual([]);
  });

  it('refuses a day that is not a Monday, and an unknown zone', async () => {
    for (const query of ['week=2030-01-08', 'week=2030-13-01', 'week=monday', 'time_zone=Nowhere/Land']) {
      const res = await reviewer.inject({ method: 'GET', url: `/api/interviews?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
