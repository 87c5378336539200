// The admin's catalogue (issue 15) on real parts (Postgres, Redis, the workers' outbox relay and
// search-index processor, local file storage): the whole catalogue searched, filtered and paged, one
// listing for the edit form, the multipart create with the university's logo (checked by content),
// a university's logo on its own, and a deleted listing answering 410 to the API and the page while the
// public listing follows create, edit, featuring and delete within 2 seconds.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownUniversity } from '@phd/services/admin/admin-university-logo';
import { LOGO_FOR_WHICH } from '@phd/contracts/input/admin-opportunity';
import { LOGO_SIZE, NOT_AN_IMAGE } from '@phd/services/images/logo-image';
import type { AdminOpportunityDetailJson, AdminOpportunityJson } from '@phd/contracts/endpoints/admin-opportunities';
import {
  LOGO_UPLOADED,
  createAdminOpportunity,
  getAdminOpportunity,
  listAdminOpportunities,
  uploadAdminUniversityLogo,
} from '@phd/contracts/endpoints/admin-opportunities';
import { waitFor } from '../../workers/test/helpers.ts';
import type { WorkerProcess } from '../../workers/src/start.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { startWorkersFor } from './mail-suite.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { fixtureWebRoot } from './web-root.ts';

let gw: Gateway;
let workers: WorkerProcess;
let webRoot: string;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
let nextIp = 1;

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'admin-catalogue', seedCount: 60, webRoot });
  workers = await startWorkersFor(gw);
  admin = await signInAs(gw.app, gw.db, 'admin@admin-catalogue.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-catalogue.test');
}, 120_000);
afterAll(async () => {
  await workers?.close();
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const LIST = '/api/admin/opportunities';
const LOGO = '/api/admin/opportunities/upload-logo';
type Page = { data: AdminOpportunityJson[]; pagination: { total: number } };

const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

const BODY = {
  university: 'University of Edinburgh',
  country: 'United Kingdom',
  description: '<p>Study.</p>',
  opportunity_url: 'https://www.ed.ac.uk/jobs/phd',
};

async function list(query = ''): Promise<Page> {
  const res = await admin.inject({ method: 'GET', url: `${LIST}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expectContractAnswer(listAdminOpportunities, res);
  return res.json();
}

async function create(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.inject({ method: 'POST', url: LIST, payload: { ...BODY, title: unique('PhD'), ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** POSTs a multipart form as `who`, from an address of its own (logo uploads are rate limited per address). */
async function postForm(who: Pick<SignedInCandidate, 'inject'>, url: string, form: FormData) {
  const { payload, contentType } = await multipartPayload(form);
  return who.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: `198.51.100.${nextIp++}`,
  });
}

function form(fields: Record<string, string>, logo?: { bytes: Buffer; name: string; type: string }): FormData {
  const body = logo ? fileForm('logo', logo.bytes, logo.name, logo.type) : new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
const NOT_IMAGE = { bytes: Buffer.from('MZ this is not an image at all'), name: 'crest.png', type: 'image/png' };

const auditOf = async (type: string, id: string) =>
  (await admin.inject({ method: 'GET', url: `/api/admin/audit?record_type=${type}&record_id=${id}` })).json().data as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** The public listing's titles for a search (through the search index and the 1 s micro-cache). */
async function publicTitles(query: string): Promise<string[]> {
  const res = await gw.app.inject(`/api/opportunities?${query}&limit=30`);
  return (res.json().data as { title: string }[]).map((o) => o.title);
}
const featuredOnly = encodeURIComponent(JSON.stringify({ in: ['featured'] }));

describe('who may use the admin catalogue', () => {
  it('answers 401 signed out and 403 to a signed-in candidate', async () => {
    const calls = [
      { method: 'GET', url: LIST },
      { method: 'GET', url: `${LIST}/${randomUUID()}` },
      { method: 'POST', url: LOGO, payload: {} },
    ] as const;
    for (const call of calls) {
      expect((await gw.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await candidate.inject(call)).statusCode, call.url).toBe(403);
    }
    const multipart = form({ ...BODY, title: 'x' }, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' });
    expect((await postForm(gw.app, LIST, multipart)).statusCode).toBe(401);
    expect((await postForm(candidate, LIST, multipart)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/opportunities', () => {
  it('lists the catalogue newest first with its total, and pages through it', async () => {
    const all = await list('?limit=100');
    const total = all.pagination.total;
    expect(total).toBeGreaterThanOrEqual(60);
    const created = all.data.map((o) => o.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const first = await list('?limit=5');
    const second = await list('?limit=5&offset=5');
    expect(first.data.map((o) => o.id)).toEqual(all.data.slice(0, 5).map((o) => o.id));
    expect(second.data.map((o) => o.id)).toEqual(all.data.slice(5, 10).map((o) => o.id));
    expect(second.pagination.total).toBe(total);
    expect(first.data[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      university: expect.any(String),
      status: expect.stringMatching(/^(open|closed|draft)$/),
      source: expect.any(String),
      moderation_state: expect.stringMatching(/^(approved|pending|rejected)$/),
      owner_suspended: expect.any(Boolean),
      link: expect.stringMatching(/^phd-vacancies-/),
      deleted_at: null,
    });
  });

  it('filters by status (deleted ones only when asked), source, country, university and category', async () => {
    const open = await create({ title: unique('Filter open') });
    const gone = await create({ title: unique('Filter deleted'), category: 'featured' });
    await admin.inject({ method: 'DELETE', url: `${LIST}/${gone}` });
    const ids = async (query: string) => (await list(`${query}&limit=100`)).data.map((o) => o.id);

    expect(await ids('?source=admin')).toContain(open);
    expect(await ids('?source=admin')).not.toContain(gone);
    expect(await ids('?source=admin&status=deleted')).toEqual([gone]);
    expect(await ids('?source=admin&status=all')).toEqual(expect.arrayContaining([open, gone]));
    expect(await ids('?source=seed')).not.toContain(open);
    expect(await ids('?source=admin&status=open')).toContain(open);
    expect(await ids('?source=admin&status=closed')).not.toContain(open);
    expect(await ids('?source=admin&country=united%20kingdom')).toContain(open);
    expect(await ids('?source=admin&country=Germany')).not.toContain(open);
    expect(await ids('?source=admin&university=UNIVERSITY%20OF%20EDINBURGH')).toContain(open);
    const edinburgh = await gw.db.university.findFirstOrThrow({ where: { name: 'University of Edinburgh' } });
    expect(await ids(`?source=admin&university=${edinburgh.id}`)).toContain(open);
    expect(await ids('?source=admin&status=all&category=featured')).toEqual([gone]);

    const statuses = new Set((await list('?status=closed&limit=100')).data.map((o) => o.status));
    expect([...statuses]).toEqual(statuses.size ? ['closed'] : []);
    const deleted = await list('?status=deleted&limit=100');
    expect(deleted.data.every((o) => o.deleted_at !== null)).toBe(true);
  });

  it('searches title and university without regard to case, taking % and _ as themselves', async () => {
    const title = unique('Permafrost Carbon');
    const id = await create({ title });
    const byTitle = (await list(`?q=${encodeURIComponent(title.toUpperCase())}`)).data.map((o) => o.id);
    expect(byTitle).toEqual([id]);
    const byUniversity = await list('?q=of%20edinburgh&limit=100');
    expect(byUniversity.data.map((o) => o.id)).toContain(id);
    expect(byUniversity.data.every((o) => /of edinburgh/i.test(`${o.title} ${o.university}`))).toBe(true);
    expect((await list('?q=%25%25%25')).pagination.total).toBe(0);
    expect((await list('?q=___________________')).pagination.total).toBe(0);
  });

  it('answers bad filters with 400 and a sentence naming them', async () => {
    const cases: [string, RegExp][] = [
      ['?status=archived', /^Status must be one of: open, closed, draft, deleted, all$/],
      ['?source=robot', /^Source must be one of/],
      ['?category=premium', /^Category must be one of: standard, featured$/],
      [`?q=${'a'.repeat(201)}`, /^Search must be at most 200 characters$/],
      ['?limit=0', /^Limit must be a whole number from 1 to 100$/],
      ['?offset=-1', /^Offset must be a whole number/],
      ['?q=a&q=b', /^Search must be text$/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.inject({ method: 'GET', url: `${LIST}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

describe('GET /api/admin/opportunities/{id}', () => {
  it('answers every editable field, deleted ones included; unknown and malformed ids are 404', async () => {
    const id = await create({ title: unique('Detail'), supervisor: 'Prof. Ada', fully_funded: true });
    const answer = await admin.inject({ method: 'GET', url: `${LIST}/${id.toUpperCase()}` });
    expectContractAnswer(getAdminOpportunity, answer);
    const detail = answer.json().data as AdminOpportunityDetailJson;
    expect(detail).toMatchObject({
      id,
      supervisor: 'Prof. Ada',
      fully_funded: true,
      description: '<p>Study.</p>',
      opportunity_url: BODY.opportunity_url,
      source: 'admin',
      status: 'open',
      deleted_at: null,
    });
    await admin.inject({ method: 'DELETE', url: `${LIST}/${id}` });
    const deleted = await admin.inject({ method: 'GET', url: `${LIST}/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deleted_at).toEqual(expect.any(Number));
    for (const other of [randomUUID(), 'not-an-id', 'upload-logo']) {
      expect((await admin.inject({ method: 'GET', url: `${LIST}/${other}` })).statusCode, other).toBe(404);
    }
  });
});

describe('POST /api/admin/opportunities as multipart', () => {
  it("creates the listing from form fields and sets the university's logo: by content, fitted in 400 px, PNG", async () => {
    const title = unique('Multipart');
    const wide = await png(1600, 800);
    const res = await postForm(
      admin,
      LIST,
      form(
        {
          ...BODY,
          title,
          fully_funded: 'true',
          collect_resumes: 'false',
          closing_date: '1924905600',
          category: 'featured',
        },
        { bytes: wide, name: 'crest.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expectContractAnswer(createAdminOpportunity, res);
    const id = res.json().data.id as string;
    const detail = (await admin.inject({ method: 'GET', url: `${LIST}/${id}` })).json()
      .data as AdminOpportunityDetailJson;
    expect(detail).toMatchObject({ title, fully_funded: true, category: 'featured', closing_date: 1924905600 });
    expect(detail.logo_url).toMatch(/^\/api\/images\/university\/University%20of%20Edinburgh\.png\?v=[0-9a-f]{16}$/);
    const image = await gw.app.inject(detail.logo_url!);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: LOGO_SIZE,
      height: LOGO_SIZE / 2,
    });
    const university = await gw.db.university.findFirstOrThrow({ where: { name: 'University of Edinburgh' } });
    expect((await auditOf('university', university.id))[0]).toMatchObject({ action: 'university.logo_changed' });
    expect((await auditOf('opportunity', id))[0]).toMatchObject({ action: 'opportunity.created' });
  });

  it('refuses a renamed non-image by its content and creates nothing', async () => {
    const title = unique('Not an image');
    const res = await postForm(admin, LIST, form({ ...BODY, title }, NOT_IMAGE));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_AN_IMAGE);
    expect(await gw.db.opportunity.count({ where: { title } })).toBe(0);
  });

  it('adds a university we do not list yet, to hold its logo', async () => {
    const name = unique('Institute of Tiny Things');
    const res = await postForm(
      admin,
      LIST,
      form(
        { ...BODY, university: name, title: unique('New place') },
        { bytes: await png(50, 50), name: 'l.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const university = await gw.db.university.findUniqueOrThrow({ where: { name } });
    expect(university.logoKey).toMatch(/^logos\/.+\.png$/);
    const row = await gw.db.opportunity.findUniqueOrThrow({ where: { id: res.json().data.id } });
    expect(row.universityId).toBe(university.id);
  });

  it('takes the form without a logo, and answers its bad fields with 400 naming them', async () => {
    const plain = await postForm(admin, LIST, form({ ...BODY, title: unique('No logo') }));
    expect(plain.statusCode, plain.body).toBe(201);
    const cases: [Record<string, string>, string][] = [
      [{ fully_funded: 'maybe' }, 'Please check fully_funded: must be true or false.'],
      [{ closing_date: 'next spring' }, 'Please check closing_date: must be a date in unix seconds.'],
      [{ category: 'premium' }, 'Please check category: must be standard or featured.'],
      [
        { opportunity_url: '' },
        'Please give the link where candidates apply, or choose to collect resumes on PhD Finder.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm(admin, LIST, form({ ...BODY, title: unique('Bad'), ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('POST /api/admin/opportunities/upload-logo', () => {
  it("sets a university's logo by name or id, with an audit row, and answers its URL", async () => {
    const glasgow = await gw.db.university.findFirstOrThrow({ where: { name: 'University of Glasgow' } });
    const byName = await postForm(
      admin,
      LOGO,
      form({ university: 'university of glasgow' }, { bytes: await png(300, 300), name: 'g.png', type: 'image/png' }),
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expectContractAnswer(uploadAdminUniversityLogo, byName);
    expect(byName.json()).toMatchObject({
      message: LOGO_UPLOADED,
      logo_url: expect.stringMatching(/^\/api\/images\/university\/University%20of%20Glasgow\.png\?v=[0-9a-f]{16}$/),
      university: { id: glasgow.id, name: 'University of Glasgow' },
    });
    const byId = await postForm(
      admin,
      LOGO,
      form({ university: glasgow.id }, { bytes: await png(200, 100), name: 'g2.png', type: 'image/png' }),
    );
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().logo_url).not.toBe(byName.json().logo_url);
    const [latest] = await auditOf('university', glasgow.id);
    expect(latest).toMatchObject({ action: 'university.logo_changed', after: { name: 'University of Glasgow' } });
    // The first logo's file is gone; the second is served.
    expect((await gw.app.inject(byId.json().logo_url)).statusCode).toBe(200);
  });

  it('refuses a non-image, a missing file, a missing or unknown university with 400 and a sentence', async () => {
    const image = { bytes: await png(20, 20), name: 'x.png', type: 'image/png' };
    const cases: [FormData, string][] = [
      [form({ university: 'University of Glasgow' }, NOT_IMAGE), NOT_AN_IMAGE],
      [form({ university: 'University of Glasgow' }), 'Please choose an image file to upload as the logo.'],
      [form({}, image), LOGO_FOR_WHICH],
      [form({ university: 'Hogwarts' }, image), unknownUniversity('Hogwarts')],
    ];
    for (const [body, message] of cases) {
      const res = await postForm(admin, LOGO, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('the public site follows the admin', () => {
  it('lists a created listing, its edits and featuring, and drops it once deleted, each within 2 s', async () => {
    const title = unique('Follow Glaciology');
    const id = await create({ title });
    const within = { timeoutMs: 2_000, intervalMs: 50 };
    await waitFor(async () => (await publicTitles(`q=${encodeURIComponent(title)}`)).includes(title), {
      ...within,
      what: 'the created listing',
    });

    const renamed = unique('Follow Ice Cores');
    const edit = await admin.inject({ method: 'PUT', url: `${LIST}/${id}`, payload: { title: renamed } });
    expect(edit.statusCode, edit.body).toBe(200);
    await waitFor(async () => (await publicTitles(`q=${encodeURIComponent(renamed)}`)).includes(renamed), {
      ...within,
      what: 'the edited title',
    });

    const query = `q=${encodeURIComponent(renamed)}&category=${featuredOnly}`;
    await admin.inject({ method: 'PUT', url: `${LIST}/${id}`, payload: { category: 'featured' } });
    await waitFor(async () => (await publicTitles(query)).includes(renamed), { ...within, what: 'featured' });
    await admin.inject({ method: 'PUT', url: `${LIST}/${id}`, payload: { category: 'standard' } });
    await waitFor(async () => !(await publicTitles(query)).includes(renamed), { ...within, what: 'not featured' });

    const removed = await admin.inject({ method: 'DELETE', url: `${LIST}/${id}` });
    expect(removed.statusCode).toBe(200);
    await waitFor(async () => !(await publicTitles(`q=${encodeURIComponent(renamed)}`)).includes(renamed), {
      ...within,
      what: 'the deleted listing gone',
    });
    const api = await waitFor(async () => {
      const res = await gw.app.inject(`/api/opportunities/${id}`);
      return res.statusCode === 410 ? res : null;
    }, within);
    expect(api.json()).toEqual({ error: 'gone', message: 'This position has been removed.' });
    const link = (await admin.inject({ method: 'GET', url: `${LIST}/${id}` })).json().data.link as string;
    const page = await gw.app.inject({
      method: 'GET',
      url: `/opportunities/${link}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('noindex');
    expect(page.body).not.toContain('JobPosting');
    // An id that never existed stays 404.
    expect((await gw.app.inject(`/api/opportunities/${randomUUID()}`)).statusCode).toBe(404);
  });
});
