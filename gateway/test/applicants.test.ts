// The applicants API of a university site (issue 14, docs/tenant-api.md "Applicants"), on real
// Postgres under row-level security: staff uploads, the list with its filters, search, counts and
// sorts, the detail with its audit trail, status changes and the e-mails they may send (composed from
// the site's template, not sent once superseded), bulk changes, the CSV export, independent ratings,
// comments with mentions, resume downloads and deletion, and the walls: another site's applicant is
// "not found" for every read and write.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantMentionMail, applicantStatusMail } from '@phd/services/applicants/applicant-mails';
import { RESUME_MESSAGES } from '@phd/contracts/input/application';
import type { EventPayload } from '@phd/services/events/catalogue';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import {
  addApplicantComment,
  bulkChangeStatus,
  changeApplicantStatus,
  deleteApplicant,
  deleteApplicantComment,
  exportApplicants,
  exportSelectedApplicants,
  getApplicant,
  listApplicantComments,
  listApplicants,
  rateApplicant,
  uploadApplicant,
} from '@phd/contracts/endpoints/applicants';
import { expectContractAnswer, expectMatches } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload, POLYGLOT_PDF } from './multipart.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('Just a plain text resume.\n');
const PUBLIC_URL = 'http://localhost:3000';

let gw: Gateway;
let alpha: Site;
let beta: Site;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;
let colleague: StaffMember;
let betaOwner: StaffMember;
let alphaOpportunity: string;
let betaOpportunity: string;
let mainOpportunity: string;

async function tenantOpportunity(site: Site, title: string): Promise<string> {
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

beforeAll(async () => {
  gw = await startGateway({ label: 'applicants' });
  alpha = await createSite(gw.database.owner, 'alpha-ats', 'Alpha Site');
  beta = await createSite(gw.database.owner, 'beta-ats', 'Beta Site');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  admin = await staffMember(gw.app, gw.db, alpha, 'admin');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  colleague = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
  // Names that mentions can find ("Staff 12" would also match "@Staff 1").
  await withTenant(gw.database.owner, alpha.id, async (tx) => {
    await tx.tenantUser.update({ where: { id: colleague.id }, data: { name: 'Grace Hopper' } });
    await tx.tenantUser.update({ where: { id: reviewer.id }, data: { name: 'Ann Lee' } });
    await tx.tenantUser.update({ where: { id: admin.id }, data: { name: 'Ann' } });
  });
  alphaOpportunity = await tenantOpportunity(alpha, 'Alpha PhD in Robotics');
  betaOpportunity = await tenantOpportunity(beta, 'Beta PhD');
  const main = await gw.database.owner.opportunity.create({
    data: { title: 'Main site PhD', universityName: 'Main University', country: 'France' },
  });
  mainOpportunity = main.id;
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

interface Upload {
  name?: string;
  email?: string;
  phone?: string;
  country?: string;
  opportunity?: string;
  resume?: { bytes: Buffer; name: string } | null;
}

async function upload(member: StaffMember, form: Upload = {}) {
  const resume = form.resume === undefined ? { bytes: PDF, name: 'Lebenslauf Müller.pdf' } : form.resume;
  const body = resume ? fileForm('resume', resume.bytes, resume.name) : new FormData();
  const fields = {
    name: 'Ada Lovelace',
    email: 'Ada@Example.org',
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    opportunity: alphaOpportunity,
    ...form,
  };
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') body.append(key, value);
  const { payload, contentType } = await multipartPayload(body);
  return member.inject({
    method: 'POST',
    url: '/api/applicants/upload',
    payload,
    headers: { 'content-type': contentType },
  });
}

/** An applicant made straight in the database (confirmed unless told otherwise). */
async function applicant(
  fields: { name?: string; email?: string; opportunityId?: string; createdAt?: Date; confirmed?: boolean } = {},
  site: Site = alpha,
): Promise<string> {
  return withTenant(gw.database.owner, site.id, async (tx) => {
    const row = await tx.applicant.create({
      data: {
        tenantId: site.id,
        opportunityId: fields.opportunityId ?? (site === alpha ? alphaOpportunity : betaOpportunity),
        name: fields.name ?? 'Some Applicant',
        email: fields.email ?? 'someone@example.org',
        source: 'careers',
        confirmedAt: fields.confirmed === false ? null : new Date(),
        createdAt: fields.createdAt,
      },
    });
    return row.id;
  });
}

async function outbox(type: string) {
  const rows = await gw.database.owner.outboxEvent.findMany({ where: { type }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.payload as Record<string, unknown>);
}

const list = async (member: StaffMember, query: string) => {
  const res = await member.inject({ method: 'GET', url: `/api/applicants?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(listApplicants, res);
  return res.json() as {
    data: { id: string; name: string; status: string; stage: string; rating: unknown }[];
    pagination: { total: number };
    counts: Record<string, number>;
  };
};

// ---------------------------------------------------------------- upload

describe('POST /api/applicants/upload', () => {
  it('adds a confirmed staff applicant with the resume, and records applicant.added', async () => {
    const res = await upload(reviewer);
    expect(res.statusCode, res.body).toBe(201);
    expectContractAnswer(uploadApplicant, res);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      status: 'new',
      stage: 'New',
      source: 'staff',
      opportunity_id: alphaOpportunity,
      opportunity_title: 'Alpha PhD in Robotics',
      resume: { filename: 'Lebenslauf Müller.pdf', size: PDF.length, mime: 'application/pdf' },
      rating: null,
      comments_count: 0,
    });
    const row = await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findUniqueOrThrow({ where: { id: data.id } }));
    expect(row.addedById).toBe(reviewer.id);
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(await gw.storage.get(row.resumeKey!)).not.toBeNull();
    expect(await outbox('applicant.added')).toContainEqual({ tenantId: alpha.id, applicantId: data.id, version: 1 });
  });

  it('takes only an opportunity of the site itself, and keeps no file of a refused upload', async () => {
    for (const opportunity of [betaOpportunity, mainOpportunity]) {
      const before = await gw.database.owner.applicant.count();
      const res = await upload(owner, { opportunity });
      expect(res.statusCode, res.body).toBe(404);
      expect(await gw.database.owner.applicant.count()).toBe(before);
    }
  });

  it('checks the resume by content and the fields, with the spec’s messages', async () => {
    const text = await upload(owner, { resume: { bytes: TEXT, name: 'cv.pdf' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(RESUME_MESSAGES.type);
    const none = await upload(owner, { resume: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(RESUME_MESSAGES.required);
    const email = await upload(owner, { email: 'not an address' });
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toHaveProperty('email');
    const json = await owner.inject({ method: 'POST', url: '/api/applicants/upload', payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------- list

describe('GET /api/applicants', () => {
  let site: Site;
  let member: StaffMember;
  let other: StaffMember;
  let opportunity: string;
  let second: string;
  const ids = { old: '', mid: '', new: '', unconfirmed: '' };

  beforeAll(async () => {
    site = await createSite(gw.database.owner, 'list-ats', 'List Site');
    member = await staffMember(gw.app, gw.db, site, 'reviewer');
    other = await staffMember(gw.app, gw.db, site, 'reviewer');
    opportunity = await tenantOpportunity(site, 'List PhD');
    second = await tenantOpportunity(site, 'Second PhD');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.old = await applicant(
      { name: 'Olga Old', email: 'olga@uni.test', opportunityId: opportunity, createdAt: day(1) },
      site,
    );
    ids.mid = await applicant(
      { name: 'Mia 100%_Mid', email: 'mia@uni.test', opportunityId: opportunity, createdAt: day(2) },
      site,
    );
    ids.new = await applicant(
      { name: 'Nils New', email: 'nils@lab.test', opportunityId: second, createdAt: day(3) },
      site,
    );
    ids.unconfirmed = await applicant(
      { name: 'Una Unconfirmed', email: 'una@uni.test', opportunityId: opportunity, confirmed: false },
      site,
    );
    await withTenant(gw.database.owner, site.id, async (tx) => {
      await tx.applicant.update({ where: { id: ids.mid }, data: { status: 'shortlisted' } });
      await tx.tenant.update({ where: { id: site.id }, data: { stageNames: { shortlisted: 'Longlist' } } });
    });
  });

  it('lists confirmed applicants, newest first, with the site’s stage names and counts per status', async () => {
    const body = await list(member, '');
    expect(body.data.map((a) => a.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect(body.pagination.total).toBe(3);
    expect(body.counts).toEqual({
      new: 2,
      reviewing: 0,
      shortlisted: 1,
      interview: 0,
      offered: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(body.data[1]).toMatchObject({ status: 'shortlisted', stage: 'Longlist' });
    expect((await list(member, 'sort=oldest')).data.map((a) => a.id)).toEqual([ids.old, ids.mid, ids.new]);
  });

  it('filters by opportunity and status; the counts ignore only the status', async () => {
    const body = await list(member, `opportunity=${opportunity}&status=new`);
    expect(body.data.map((a) => a.id)).toEqual([ids.old]);
    expect(body.pagination.total).toBe(1);
    expect(body.counts).toMatchObject({ new: 1, shortlisted: 1 });
    const paged = await list(member, 'limit=1&offset=1');
    expect(paged.data.map((a) => a.id)).toEqual([ids.mid]);
    expect(paged.pagination.total).toBe(3);
  });

  it('finds by name or e-mail (LIKE characters taken literally) and by a word of the resume once its text is set', async () => {
    expect((await list(member, 'q=olga')).data.map((a) => a.id)).toEqual([ids.old]);
    expect((await list(member, 'q=LAB.TEST')).data.map((a) => a.id)).toEqual([ids.new]);
    expect((await list(member, `q=${encodeURIComponent('100%_')}`)).data.map((a) => a.id)).toEqual([ids.mid]);
    expect((await list(member, 'q=%25')).data.map((a) => a.id)).toEqual([ids.mid]);
    expect((await list(member, 'q=Bayesian')).data).toEqual([]);
    // What the resume-text worker does once it has the text.
    await withTenant(gw.db, site.id, async (tx) => {
      await tx.applicant.update({
        where: { id: ids.old },
        data: { resumeText: 'Thesis on Bayesian inference for robot navigation.' },
      });
    });
    const found = await list(member, 'q=bayesian');
    expect(found.data.map((a) => a.id)).toEqual([ids.old]);
    expect(found.counts.new).toBe(1);
    expect((await list(member, `q=${encodeURIComponent('"robot navigation"')}`)).data.map((a) => a.id)).toEqual([
      ids.old,
    ]);
  });

  it('shows a rating only to those who rated, and sorts by what the caller may see', async () => {
    const rate = (who: StaffMember, id: string, score: number) =>
      who.inject({ method: 'PUT', url: `/api/applicants/${id}/rating`, payload: { score } });
    expect((await rate(other, ids.old, 4)).statusCode).toBe(200);
    expect((await rate(other, ids.new, 1)).statusCode).toBe(200);
    // The member has rated nothing: every rating is hidden, and the rating sort reveals no order.
    const blind = await list(member, 'sort=rating');
    expect(blind.data.every((a) => a.rating === null)).toBe(true);
    expect(blind.data.map((a) => a.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect((await rate(member, ids.new, 3)).statusCode).toBe(200);
    const seen = await list(member, 'sort=rating');
    expect(seen.data.map((a) => a.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect(seen.data[0]!.rating).toEqual({ average: 2, count: 2, spread: 2 });
    expect(seen.data[2]!.rating).toBeNull();
    expect((await list(other, 'sort=rating')).data.map((a) => a.id)).toEqual([ids.old, ids.new, ids.mid]);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'offset=-1',
      'sort=best',
      'status=hired',
      'opportunity=nope',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await member.inject({ method: 'GET', url: `/api/applicants?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});

// ---------------------------------------------------------------- detail, ratings, history, accesses

describe('GET /api/applicants/{id}', () => {
  it('answers comments, ratings (others’ hidden until rated), history and accesses, and records the view', async () => {
    const id = await applicant({ name: 'Detail Person' });
    await owner.inject({
      method: 'PUT',
      url: `/api/applicants/${id}/rating`,
      payload: { score: 4, note: 'Excellent' },
    });
    await owner.inject({ method: 'POST', url: `/api/applicants/${id}/comments`, payload: { comment: 'Looks strong' } });
    await owner.inject({ method: 'PUT', url: `/api/applicants/${id}/status`, payload: { status: 'reviewing' } });

    const first = await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` });
    expect(first.statusCode, first.body).toBe(200);
    expectContractAnswer(getApplicant, first);
    const before = first.json().data;
    expect(before).toMatchObject({
      name: 'Detail Person',
      status: 'reviewing',
      rating: null,
      ratings: [],
      my_rating: null,
    });
    expect(before.comments).toMatchObject([{ comment: 'Looks strong', author: { id: owner.id } }]);
    expect(before.history).toMatchObject([{ from: 'new', to: 'reviewing', by: { id: owner.id } }]);
    expect(before.accesses).toMatchObject([{ kind: 'viewed', by: { id: reviewer.id, name: 'Ann Lee' } }]);
    expect(first.body).not.toContain('Excellent');

    const rated = await reviewer.inject({ method: 'PUT', url: `/api/applicants/${id}/rating`, payload: { score: 2 } });
    expect(rated.statusCode).toBe(200);
    expectContractAnswer(rateApplicant, rated);
    expect(rated.json().data).toMatchObject({ mine: { score: 2, note: null }, average: { average: 3, count: 2 } });
    const after = (await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` })).json().data;
    expect(after.my_rating).toEqual({ score: 2, scores: null, weighted: 2, note: null });
    expect(after.rating).toEqual({ average: 3, count: 2, spread: 2 });
    expect(after.ratings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reviewer: { id: owner.id, name: expect.any(String) }, score: 4, note: 'Excellent' }),
        expect.objectContaining({ reviewer: { id: reviewer.id, name: 'Ann Lee' }, score: 2 }),
      ]),
    );
    // Opened again within the half hour: still one view by this reviewer; a colleague's is another.
    expect(after.accesses).toHaveLength(1);
    const seenByOwner = (await owner.inject({ method: 'GET', url: `/api/applicants/${id}` })).json().data;
    expect(seenByOwner.accesses.map((a: { by: { id: string } }) => a.by.id)).toEqual([owner.id, reviewer.id]);

    // One rating per reviewer: rating again changes it.
    await reviewer.inject({
      method: 'PUT',
      url: `/api/applicants/${id}/rating`,
      payload: { score: 3, note: 'On reflection' },
    });
    const count = await withTenant(gw.db, alpha.id, (tx) => tx.applicantRating.count({ where: { applicantId: id } }));
    expect(count).toBe(2);
    for (const payload of [{ score: 5 }, { score: 0 }, { score: 2.5 }, { score: '3' }, {}]) {
      const bad = await reviewer.inject({ method: 'PUT', url: `/api/applicants/${id}/rating`, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('does not show an applicant who has not confirmed their address', async () => {
    const id = await applicant({ confirmed: false });
    expect((await owner.inject({ method: 'GET', url: `/api/applicants/${id}` })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- status and its e-mail

describe('status changes', () => {
  it('keeps each change in the history and records the e-mail only when asked, for interview, offered and rejected', async () => {
    const id = await applicant({ name: 'Status Person', email: 'status@example.org' });
    const put = (status: string, notify?: boolean) =>
      reviewer.inject({ method: 'PUT', url: `/api/applicants/${id}/status`, payload: { status, notify } });
    const before = (await outbox('applicant.status_changed')).length;
    const moved = await put('shortlisted', true);
    expect(moved.statusCode, moved.body).toBe(200);
    expectContractAnswer(changeApplicantStatus, moved);
    expect(moved.json().data).toMatchObject({ status: 'shortlisted', stage: 'Shortlisted' });
    expect(moved.json().data.status_changed_at).toBeTruthy();
    expect((await put('interview')).statusCode).toBe(200);
    expect((await outbox('applicant.status_changed')).length).toBe(before);
    expect((await put('rejected', true)).statusCode).toBe(200);
    const events = await outbox('applicant.status_changed');
    expect(events.length).toBe(before + 1);
    expect(events.at(-1)).toMatchObject({ tenantId: alpha.id, applicantId: id, status: 'rejected' });
    const history = await withTenant(gw.db, alpha.id, (tx) =>
      tx.applicantStatusChange.findMany({ where: { applicantId: id }, orderBy: { createdAt: 'asc' } }),
    );
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ['new', 'shortlisted', reviewer.id],
      ['shortlisted', 'interview', reviewer.id],
      ['interview', 'rejected', reviewer.id],
    ]);
    expect((await put('hired')).statusCode).toBe(400);
    expect((await put('offered', 'yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it('composes the e-mail from the site’s template, in its name, and sends nothing once superseded', async () => {
    await gw.database.owner.tenant.update({
      where: { id: alpha.id },
      data: {
        statusTemplates: {
          interview: {
            subject: 'Interview at {site}: {opportunity}',
            body: 'Hello {name},\n\nCome and see us about {opportunity}.\n\n{site}',
          },
        },
      },
    });
    const id = await applicant({ name: 'Mail <Person>', email: 'mail.person@example.org' });
    const put = (status: string) =>
      owner.inject({ method: 'PUT', url: `/api/applicants/${id}/status`, payload: { status, notify: true } });
    expect((await put('interview')).statusCode).toBe(200);
    const event = (await outbox('applicant.status_changed')).at(-1) as EventPayload<'applicant.status_changed'>;
    const compose = () => gw.db.$transaction((tx) => applicantStatusMail(tx, event));
    const mail = await compose();
    expect(mail).toMatchObject({
      to: 'mail.person@example.org',
      subject: 'Interview at Alpha Site: Alpha PhD in Robotics',
      text: 'Hello Mail <Person>,\n\nCome and see us about Alpha PhD in Robotics.\n\nAlpha Site',
    });
    expect(mail!.html).toContain('Hello Mail &lt;Person&gt;,');

    // The default template where the site has none.
    expect((await put('offered')).statusCode).toBe(200);
    const offered = (await outbox('applicant.status_changed')).at(-1) as EventPayload<'applicant.status_changed'>;
    const offer = await gw.db.$transaction((tx) => applicantStatusMail(tx, offered));
    expect(offer?.subject).toBe('Offer for Alpha PhD in Robotics');
    expect(offer?.text).toContain('Kind regards,\nAlpha Site');
    // The interview e-mail is superseded by the offer; and so is the offer once taken back.
    expect(await compose()).toBeNull();
    await owner.inject({ method: 'PUT', url: `/api/applicants/${id}/status`, payload: { status: 'reviewing' } });
    expect(await gw.db.$transaction((tx) => applicantStatusMail(tx, offered))).toBeNull();
  });

  it('keeps a true history when changes arrive at once', async () => {
    const id = await applicant();
    const statuses = ['reviewing', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn'];
    const answers = await Promise.all(
      statuses.map((status) =>
        owner.inject({ method: 'PUT', url: `/api/applicants/${id}/status`, payload: { status } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(statuses.map(() => 200));
    const history = await withTenant(gw.db, alpha.id, (tx) =>
      tx.applicantStatusChange.findMany({ where: { applicantId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    );
    expect(history).toHaveLength(statuses.length);
    const row = await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findUniqueOrThrow({ where: { id } }));
    // Each change starts where another ended, and the chain ends at the stored status.
    const froms = history.map((h) => h.fromStatus).sort();
    const tos = history.map((h) => h.toStatus as string);
    expect(froms).toEqual(['new', ...tos.filter((t) => t !== row.status)].sort());
  });

  it('moves many in one call; an id it cannot see is 404 naming it, and nobody moves', async () => {
    const mine = [await applicant(), await applicant(), await applicant()];
    const theirs = await applicant({}, beta);
    const before = (await outbox('applicant.status_changed')).length;
    const move = (ids: string[]) =>
      reviewer.inject({
        method: 'POST',
        url: '/api/applicants/bulk-status',
        payload: { ids, status: 'rejected', notify: true },
      });
    const refused = await move([...mine, theirs]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      error: 'not_found',
      message: `Applicant not found on your site: ${theirs}.`,
    });
    const unmoved = await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findMany({ where: { id: { in: mine } } }));
    expect(unmoved.map((r) => r.status)).toEqual(['new', 'new', 'new']);
    const res = await move(mine);
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(bulkChangeStatus, res);
    expect(res.json()).toMatchObject({ updated: 3 });
    expect((await outbox('applicant.status_changed')).length).toBe(before + 3);
    const rows = await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findMany({ where: { id: { in: mine } } }));
    expect(rows.every((r) => r.status === 'rejected' && r.statusChangedAt)).toBe(true);
    const untouched = await withTenant(gw.db, beta.id, (tx) =>
      tx.applicant.findUniqueOrThrow({ where: { id: theirs } }),
    );
    expect(untouched.status).toBe('new');
    const tooMany = Array.from({ length: 501 }, () => mine[0]!);
    for (const payload of [
      { ids: tooMany, status: 'new' },
      { ids: [], status: 'new' },
      { ids: ['x'], status: 'new' },
    ]) {
      const bad = await reviewer.inject({ method: 'POST', url: '/api/applicants/bulk-status', payload });
      expect(bad.statusCode).toBe(400);
    }
  });
});

// ---------------------------------------------------------------- CSV

describe('GET /api/applicants/export.csv', () => {
  it('answers the selection as CSV with quoted, formula-safe cells and a safe filename', async () => {
    const formula = await applicant({ name: '=HYPERLINK("http://evil.test","x")', email: 'formula@example.org' });
    const quoted = await applicant({ name: 'Doe, "Jo"\nSecond line', email: '@at@example.org' });
    await applicant({ name: 'Not Selected' });
    const res = await reviewer.inject({ method: 'GET', url: `/api/applicants/export.csv?ids=${formula},${quoted}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expectMatches(exportApplicants.responses[200], res.body);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applicants-alpha-ats-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Country,Opportunity,Status,Stage,Average rating,Created');
    expect(res.body).not.toContain('Not Selected');
    expect(res.body).toContain(
      `"'=HYPERLINK(""http://evil.test"",""x"")",formula@example.org,,,Alpha PhD in Robotics,new,New,,`,
    );
    expect(res.body).toContain(`"Doe, ""Jo""\nSecond line",'@at@example.org,`);
    // Without a selection: the list’s filters.
    const filtered = await reviewer.inject({ method: 'GET', url: '/api/applicants/export.csv?ids=&q=formula' });
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const bad = await reviewer.inject({ method: 'GET', url: '/api/applicants/export.csv?ids=1,2' });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a selection of 500 ids by POST (longer than an address may be), and no more', async () => {
    const chosen = await applicant({ name: 'Chosen By Post' });
    await applicant({ name: 'Left Out Of Post' });
    // 36 characters each: about 18,500 characters of ids, past what servers take in an address.
    const unknown = Array.from({ length: 499 }, () => randomUUID());
    const ids = [...unknown, chosen.toUpperCase()];
    const refused = await reviewer.inject({ method: 'POST', url: '/api/applicants/export.csv', payload: { ids } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      `Applicants not found on your site: ${unknown.slice(0, 10).join(', ')} and 489 more.`,
    );
    expect(refused.json().details.ids.split(',')).toEqual(unknown);
    const res = await reviewer.inject({
      method: 'POST',
      url: '/api/applicants/export.csv',
      payload: { ids: [chosen.toUpperCase()] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectMatches(exportSelectedApplicants.responses[200], res.body);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applicants-alpha-ats-/);
    expect(res.body).toContain('Chosen By Post');
    expect(res.body).not.toContain('Left Out Of Post');
    expect(
      res.body
        .replace(/^\ufeff/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(2);

    const tooMany = await reviewer.inject({
      method: 'POST',
      url: '/api/applicants/export.csv',
      payload: { ids: [...ids, randomUUID()] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 500 applicants at once');
    const notIds = await reviewer.inject({ method: 'POST', url: '/api/applicants/export.csv', payload: { ids: 'x' } });
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().message).toBe('ids must be a list of applicant ids');
  });
});

// ---------------------------------------------------------------- comments and mentions

describe('comments', () => {
  it('adds, lists and deletes comments: the author, an owner or an admin only', async () => {
    const id = await applicant();
    const add = (who: StaffMember, comment: string) =>
      who.inject({ method: 'POST', url: `/api/applicants/${id}/comments`, payload: { comment } });
    const first = await add(reviewer, 'First impression');
    expect(first.statusCode, first.body).toBe(201);
    expectContractAnswer(addApplicantComment, first);
    const comment = first.json().data;
    expect(comment).toMatchObject({ comment: 'First impression', author: { id: reviewer.id, name: 'Ann Lee' } });
    const second = (await add(colleague, 'Second opinion')).json().data;
    const listed = await owner.inject({ method: 'GET', url: `/api/applicants/${id}/comments` });
    expectContractAnswer(listApplicantComments, listed);
    expect(listed.json().data.map((c: { id: string }) => c.id)).toEqual([comment.id, second.id]);

    const del = (who: StaffMember, commentId: string) =>
      who.inject({ method: 'DELETE', url: `/api/applicants/${id}/comments/${commentId}` });
    expect((await del(colleague, comment.id)).statusCode).toBe(403);
    const deleted = await del(reviewer, comment.id);
    expect(deleted.statusCode).toBe(200);
    expectContractAnswer(deleteApplicantComment, deleted);
    expect((await del(reviewer, comment.id)).statusCode).toBe(404);
    expect((await del(admin, second.id)).statusCode).toBe(200);
    expect((await add(reviewer, '   ')).statusCode).toBe(400);
    expect((await add(reviewer, 'x'.repeat(5_001))).statusCode).toBe(400);
  });

  it('e-mails the colleagues a comment mentions a link to the applicant', async () => {
    const id = await applicant({ name: 'Mentioned Applicant' });
    const before = (await outbox('applicant.mentioned')).length;
    const plain = await owner.inject({
      method: 'POST',
      url: `/api/applicants/${id}/comments`,
      payload: { comment: 'No one@here' },
    });
    expect(plain.statusCode).toBe(201);
    expect((await outbox('applicant.mentioned')).length).toBe(before);

    const res = await owner.inject({
      method: 'POST',
      url: `/api/applicants/${id}/comments`,
      payload: { comment: 'What do you think, @grace hopper and @Ann Lee?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const events = await outbox('applicant.mentioned');
    expect(events.at(-1)).toEqual({ tenantId: alpha.id, commentId: res.json().data.id, version: 1 });
    const mail = await gw.db.$transaction((tx) =>
      applicantMentionMail(tx, { publicUrl: PUBLIC_URL }, events.at(-1) as EventPayload<'applicant.mentioned'>),
    );
    // "@Ann Lee" is Ann Lee, not also the admin called Ann.
    expect(mail?.to.split(', ').sort()).toEqual([colleague.email, reviewer.email].sort());
    expect(mail?.to).not.toContain(admin.email);
    const url = `http://alpha-ats.localhost:3000/review/${alphaOpportunity}?applicant=${id}`;
    expect(mail?.text).toContain(url);
    expect(mail?.subject).toContain('Mentioned Applicant');
  });
});

// ---------------------------------------------------------------- resume files and deletion

describe('resume files', () => {
  it('downloads the resume as an attachment with its original name and records it; previews it inline', async () => {
    const id = (await upload(reviewer, { resume: { bytes: PDF, name: "Zoë's CV.pdf" } })).json().data.id;
    const res = await colleague.inject({ method: 'GET', url: `/api/applicants/${id}/download` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zo_'s CV.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV.pdf`,
    );
    const inline = await colleague.inject({ method: 'GET', url: `/api/applicants/${id}/resume` });
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const accesses = await withTenant(gw.db, alpha.id, (tx) =>
      tx.applicantAccess.findMany({ where: { applicantId: id } }),
    );
    expect(accesses.map((a) => [a.kind, a.staffId])).toEqual([['downloaded', colleague.id]]);
    const none = await applicant();
    expect((await owner.inject({ method: 'GET', url: `/api/applicants/${none}/download` })).statusCode).toBe(404);
  });

  it('serves every resume under the extension of its detected type, stored so and on rows stored before', async () => {
    const res = await upload(reviewer, { resume: { bytes: POLYGLOT_PDF, name: 'polyglot.html' } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, resume } = res.json().data;
    expect(resume.filename).toBe('polyglot.pdf');
    const row = await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findUniqueOrThrow({ where: { id } }));
    expect(row.resumeFilename).toBe('polyglot.pdf');
    // A row stored before the rule, with a name meant to mislead and to break the header.
    await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.applicant.update({ where: { id }, data: { resumeFilename: 'C:\\fakepath\\100%\u202Eevil\r\n.html' } }),
    );
    for (const path of ['download', 'resume']) {
      const served = await colleague.inject({ method: 'GET', url: `/api/applicants/${id}/${path}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(
        /^(attachment|inline); filename="100_evil\.pdf"; filename\*=UTF-8''100%25evil\.pdf$/,
      );
    }
    const detail = await colleague.inject({ method: 'GET', url: `/api/applicants/${id}` });
    expect(detail.json().data.resume.filename).toBe('100%evil.pdf');
  });

  it('deletes an applicant with its rows and stored file (owners and admins only)', async () => {
    const id = (await upload(owner)).json().data.id;
    await reviewer.inject({ method: 'PUT', url: `/api/applicants/${id}/rating`, payload: { score: 3 } });
    await reviewer.inject({ method: 'POST', url: `/api/applicants/${id}/comments`, payload: { comment: 'Hmm' } });
    await reviewer.inject({ method: 'GET', url: `/api/applicants/${id}` });
    const key = (await withTenant(gw.db, alpha.id, (tx) => tx.applicant.findUniqueOrThrow({ where: { id } })))
      .resumeKey!;

    const refused = await reviewer.inject({ method: 'DELETE', url: `/api/applicants/${id}` });
    expect(refused.statusCode).toBe(403);
    expect(await gw.storage.get(key)).not.toBeNull();

    const res = await admin.inject({ method: 'DELETE', url: `/api/applicants/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(deleteApplicant, res);
    expect(await gw.storage.get(key)).toBeNull();
    const left = await withTenant(gw.db, alpha.id, async (tx) => [
      await tx.applicant.count({ where: { id } }),
      await tx.applicantComment.count({ where: { applicantId: id } }),
      await tx.applicantRating.count({ where: { applicantId: id } }),
      await tx.applicantAccess.count({ where: { applicantId: id } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0]);
    expect((await admin.inject({ method: 'DELETE', url: `/api/applicants/${id}` })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- the walls

describe('another site', () => {
  it('finds none of this site’s applicants for any read or write, and changes nothing', async () => {
    const id = (await upload(owner)).json().data.id;
    const comment = (
      await owner.inject({
        method: 'POST',
        url: `/api/applicants/${id}/comments`,
        payload: { comment: 'Private note' },
      })
    ).json().data.id;
    const before = await withTenant(gw.database.owner, alpha.id, async (tx) => ({
      applicant: await tx.applicant.findUniqueOrThrow({ where: { id } }),
      comments: await tx.applicantComment.count({ where: { applicantId: id } }),
      accesses: await tx.applicantAccess.count({ where: { applicantId: id } }),
    }));
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/applicants/${id}`],
      ['GET', `/api/applicants/${id}/comments`],
      ['GET', `/api/applicants/${id}/download`],
      ['GET', `/api/applicants/${id}/resume`],
      ['PUT', `/api/applicants/${id}/status`, { status: 'rejected', notify: true }],
      ['PUT', `/api/applicants/${id}/rating`, { score: 1 }],
      ['POST', `/api/applicants/${id}/comments`, { comment: 'Planted' }],
      ['DELETE', `/api/applicants/${id}/comments/${comment}`],
      ['DELETE', `/api/applicants/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await betaOwner.inject({ method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Ada');
    }
    const bulk = await betaOwner.inject({
      method: 'POST',
      url: '/api/applicants/bulk-status',
      payload: { ids: [id], status: 'rejected' },
    });
    expect(bulk.statusCode).toBe(404);
    const exported = await betaOwner.inject({ method: 'GET', url: `/api/applicants/export.csv?ids=${id}` });
    expect(exported.statusCode).toBe(404);
    expect(exported.body).not.toContain('Ada');
    expect((await list(betaOwner, '')).data.map((a) => a.id)).not.toContain(id);
    const after = await withTenant(gw.database.owner, alpha.id, async (tx) => ({
      applicant: await tx.applicant.findUniqueOrThrow({ where: { id } }),
      comments: await tx.applicantComment.count({ where: { applicantId: id } }),
      accesses: await tx.applicantAccess.count({ where: { applicantId: id } }),
    }));
    expect(after).toEqual(before);
    // And this site's token on the other site's address is refused before anything is read.
    const wrongSite = await owner.inject({
      method: 'GET',
      url: `/api/applicants/${id}`,
      headers: { 'x-tenant': beta.slug },
    });
    expect(wrongSite.statusCode).toBe(403);
  });
});
