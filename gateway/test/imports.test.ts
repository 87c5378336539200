// Import sources' API (issue 31) on real parts (Postgres under row-level security, Redis, local file
// storage): every endpoint's answer against its contract for a recruiter, a university site's staff and
// the admin; another owner's source is "not found"; a site's reviewer reads but does not write; the
// admin's list holds every owner's sources, failing first, and the admin's controls act on any of
// them; "run now" twice at once queues one run; deleting a source keeps its positions; uploads are
// judged by content, URLs by scheme.
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminImports,
  DEFAULTS_FIELDS,
  DUPLICATE_SOURCE_URL,
  IMPORT_ALREADY_QUEUED,
  IMPORT_CREATED,
  IMPORT_DELETED,
  IMPORT_FILE_REPLACED,
  IMPORT_PAUSED,
  IMPORT_RUNNING,
  IMPORT_QUEUED,
  IMPORT_RESUMED,
  IMPORT_SOURCE_NOT_FOUND,
  MAPPING_NOT_OBJECT,
  NOT_AN_UPLOAD,
  recruiterImports,
  siteImports,
  URL_NOT_HTTP,
  type ImportSourceJson,
} from '@phd/contracts/endpoints/imports';
import { csvTemplate } from '@phd/services/intake/mapping/template';
import { SITE_OWNER_NAME } from '@phd/services/intake/sources';
import { NO_UPLOAD_FILE, NOT_CSV, NOT_XLSX, UPLOAD_TOO_LARGE } from '@phd/services/intake/upload-file';
import { createOpportunity } from '@phd/services/opportunities/index';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { withOperators, withTenant } from '@phd/services/tenants/unit-of-work';
import { opportunityInput } from '../../services/test/opportunities.fixtures.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { notJson } from '../src/routes/imports-upload.ts';
import { rateLimitNamespace } from '../src/routes/rate-limit-store.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

/** Anyone who can call the imports API: app.inject with their credentials. */
interface Caller {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let gw: Gateway;
let recruiter: SignedInRecruiter;
let otherRecruiter: SignedInRecruiter;
let alpha: Site;
let siteOwner: StaffMember;
let reviewer: StaffMember;
let betaOwner: StaffMember;
let admin: SignedInCandidate;

beforeAll(async () => {
  gw = await startGateway({ label: 'imports' });
  recruiter = await verifiedRecruiter(gw.app, gw.db, 'University of Edinburgh');
  otherRecruiter = await verifiedRecruiter(gw.app, gw.db, 'University of Glasgow');
  alpha = await createSite(gw.database.owner, 'imports-alpha', 'Alpha');
  siteOwner = await staffMember(gw.app, gw.db, alpha, 'owner');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'imports-beta', 'Beta'), 'owner');
  admin = await signInAs(gw.app, gw.db, 'admin@imports.test', { role: 'admin' });
}, 60_000);
afterAll(() => gw?.close());

let feeds = 0;
const feed = (fields: Record<string, unknown> = {}) => ({
  name: 'Vacancies feed',
  url: `https://careers.example.org/feed-${++feeds}.xml`,
  format: 'feed',
  schedule: 'daily',
  ...fields,
});

/** POST a URL source as `who` under `base`; answers the created source. */
async function createFeed(who: Caller, base: string, fields: Record<string, unknown> = {}): Promise<ImportSourceJson> {
  const res = await who.inject({ method: 'POST', url: base, payload: feed(fields) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ImportSourceJson;
}

/** Every run of a source, whoever owns it (the operators' scope). */
const runsOf = (sourceId: string) =>
  withOperators(gw.db, (tx) => tx.importRun.findMany({ where: { sourceId }, orderBy: { createdAt: 'asc' } }));

/** Marks a source's queued runs done, as a worker would, so the next request queues a new one. */
const finishRuns = (sourceId: string) =>
  withOperators(gw.db, (tx) =>
    tx.importRun.updateMany({
      where: { sourceId, status: 'queued' },
      data: { status: 'done', finishedAt: new Date() },
    }),
  );

/** A position the site published by hand, then attached to `sourceId` as if a run had brought it. */
async function sitePosition(sourceId: string): Promise<string> {
  const res = await siteOwner.inject({
    method: 'POST',
    url: '/api/saas/opportunities',
    payload: {
      title: 'Tidal energy PhD',
      country: 'Netherlands',
      description: '<p>Tides.</p>',
      opportunity_url: 'https://alpha.example/tides',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  await withTenant(gw.db, alpha.id, (tx) =>
    tx.opportunity.update({ where: { id }, data: { importSourceId: sourceId, importKey: `tides-${sourceId}` } }),
  );
  return id;
}

/** POSTs an upload's multipart form: `file` (unless null) and the text fields. */
async function postForm(
  who: Caller,
  url: string,
  file: Buffer | null,
  filename: string,
  fields: Record<string, string>,
) {
  const form = file ? fileForm('file', file, filename) : new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { payload, contentType } = await multipartPayload(form);
  return who.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
}

const upload = (who: Caller, base: string, file: Buffer, filename: string, fields: Record<string, string>) =>
  postForm(who, `${base}/upload`, file, filename, fields);

/** A new version of source `id`'s file. */
const replaceFile = (
  who: Caller,
  base: string,
  id: string,
  file: Buffer | null,
  filename: string,
  fields: Record<string, string>,
) => postForm(who, `${base}/${id}/upload`, file, filename, fields);

/** The storage key a source's file is under now. */
const fileKeyOf = async (id: string) =>
  (await withOperators(gw.db, (tx) => tx.importSource.findUniqueOrThrow({ where: { id } }))).fileKey!;

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Positions');
  sheet.addRow(['Title', 'Country']);
  sheet.addRow(['PhD in glaciology', 'Norway']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each([
  { who: 'a recruiter', contracts: recruiterImports, base: '/api/university/imports', caller: () => recruiter },
  { who: 'a university site', contracts: siteImports, base: '/api/saas/imports', caller: () => siteOwner },
  { who: 'the admin', contracts: adminImports, base: '/api/admin/imports', caller: () => admin },
])('the endpoints for $who', ({ contracts, base, caller }) => {
  it('creates a URL source with its first run queued at once, and refuses the same address twice', async () => {
    const res = await caller().inject({
      method: 'POST',
      url: base,
      payload: feed({ mapping: { 'Job title': 'title' }, defaults: { country: 'Norway', timeZone: 'Europe/Oslo' } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expectContractAnswer(contracts.create, res);
    const { message, data } = res.json() as { message: string; data: ImportSourceJson };
    expect(message).toBe(IMPORT_CREATED);
    expect(data).toMatchObject({
      kind: 'url',
      format: 'feed',
      schedule: 'daily',
      state: 'active',
      mapping: { 'Job title': 'title' },
      defaults: { country: 'Norway', timeZone: 'Europe/Oslo' },
      positions: { open: 0, closed: 0 },
      last_run: { status: 'queued', trigger: 'manual' },
    });
    expect(Date.parse(data.next_run_at!)).toBeLessThanOrEqual(Date.now());

    // The same address spelled otherwise (host's case, the default port) is the same address.
    const respelled = data.url!.replace('https://careers.example.org/', 'https://CAREERS.example.org:443/');
    const again = await caller().inject({ method: 'POST', url: base, payload: feed({ url: respelled }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE_SOURCE_URL);
  });

  it('lists, reads with its runs, pauses, resumes, runs now and deletes', async () => {
    const source = await createFeed(caller(), base);
    const list = await caller().inject({ method: 'GET', url: base });
    expectContractAnswer(contracts.list, list);
    expect((list.json().data as ImportSourceJson[]).map((s) => s.id)).toContain(source.id);

    const one = await caller().inject({ method: 'GET', url: `${base}/${source.id.toUpperCase()}` });
    expectContractAnswer(contracts.get, one);
    expect(one.json().runs).toHaveLength(1);

    const paused = await caller().inject({ method: 'POST', url: `${base}/${source.id}/pause` });
    expectContractAnswer(contracts.pause, paused);
    expect(paused.json()).toMatchObject({ message: IMPORT_PAUSED, data: { state: 'paused' } });
    const resumed = await caller().inject({ method: 'POST', url: `${base}/${source.id}/resume` });
    expectContractAnswer(contracts.resume, resumed);
    expect(resumed.json()).toMatchObject({ message: IMPORT_RESUMED, data: { state: 'active' } });

    const run = await caller().inject({ method: 'POST', url: `${base}/${source.id}/run` });
    expectContractAnswer(contracts.run, run);
    expect(run.json()).toEqual({ message: IMPORT_ALREADY_QUEUED, run_id: one.json().runs[0].id, queued: false });

    const removed = await caller().inject({ method: 'DELETE', url: `${base}/${source.id}` });
    expectContractAnswer(contracts.remove, removed);
    expect(removed.json()).toEqual({ message: IMPORT_DELETED });
    const gone = await caller().inject({ method: 'GET', url: `${base}/${source.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(IMPORT_SOURCE_NOT_FOUND);
  });

  it('takes a CSV upload, then an XLSX as its new version: each judged by content and stored, the old file deleted', async () => {
    const csv = await upload(caller(), base, Buffer.from(csvTemplate()), 'positions.csv', {
      name: 'Spring positions',
      format: 'csv',
      mapping: JSON.stringify({ Notes: 'ignore' }),
    });
    expect(csv.statusCode, csv.body).toBe(201);
    expectContractAnswer(contracts.upload, csv);
    expect(csv.json().data).toMatchObject({
      kind: 'upload',
      format: 'csv',
      file_name: 'positions.csv',
      schedule: null,
      mapping: { Notes: 'ignore' },
      last_run: { status: 'queued', trigger: 'upload' },
    });
    const [stored] = await withOperators(gw.db, (tx) =>
      tx.importSource.findMany({ where: { id: csv.json().data.id }, select: { fileKey: true } }),
    );
    expect(stored!.fileKey).toMatch(/^imports\/[0-9a-f-]{36}\.csv$/);
    expect(await gw.storage.get(stored!.fileKey!)).not.toBeNull();

    // The new version keeps the source's name and saved mapping; its run is the one already queued.
    await finishRuns(csv.json().data.id);
    const xlsx = await replaceFile(caller(), base, csv.json().data.id, await xlsxFile(), 'positions v2.xlsx', {
      format: 'xlsx',
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expectContractAnswer(contracts.replaceFile, xlsx);
    expect(xlsx.json()).toMatchObject({
      message: IMPORT_FILE_REPLACED,
      data: {
        id: csv.json().data.id,
        name: 'Spring positions',
        format: 'xlsx',
        file_name: 'positions v2.xlsx',
        mapping: { Notes: 'ignore' },
        last_run: { status: 'queued', trigger: 'upload' },
      },
    });
    const newKey = await fileKeyOf(csv.json().data.id);
    expect(newKey).toMatch(/^imports\/[0-9a-f-]{36}\.xlsx$/);
    expect(await gw.storage.get(stored!.fileKey!)).toBeNull();

    // A deleted upload takes its stored file with it.
    await caller().inject({ method: 'DELETE', url: `${base}/${csv.json().data.id}` });
    expect(await gw.storage.get(newKey)).toBeNull();
  });

  it('answers the CSV template, whose headers map themselves', async () => {
    const res = await caller().inject({ method: 'GET', url: `${base}/template.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toBe(csvTemplate());
  });
});

describe('what is refused, with a sentence', () => {
  const base = '/api/university/imports';

  it('refuses an address that is not http(s), and a mapping to an unknown field', async () => {
    for (const url of ['ftp://example.org/feed.xml', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      const res = await recruiter.inject({ method: 'POST', url: base, payload: feed({ url }) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(URL_NOT_HTTP);
    }
    const long = await recruiter.inject({
      method: 'POST',
      url: base,
      payload: feed({ url: `https://example.org/${'a'.repeat(2048)}` }),
    });
    expect(long.statusCode).toBe(400);
    const mapping = await recruiter.inject({ method: 'POST', url: base, payload: feed({ mapping: { A: 'salary' } }) });
    expect(mapping.statusCode).toBe(400);
    expect(mapping.json().message).toContain('Mapping values must be one of');
  });

  it('refuses an upload that is not what it says by content: a PDF named .csv, NUL bytes, a CSV called xlsx', async () => {
    const cases: [Buffer, string, string, string][] = [
      [PDF, 'positions.csv', 'csv', NOT_CSV],
      [Buffer.from('Title,Country\nPhD\u0000,Norway\n'), 'positions.csv', 'csv', NOT_CSV],
      [Buffer.from([0x54, 0x69, 0xff, 0xfe, 0x0a]), 'positions.csv', 'csv', NOT_CSV],
      [Buffer.from(csvTemplate()), 'positions.xlsx', 'xlsx', NOT_XLSX],
      [PDF, 'positions.xlsx', 'xlsx', NOT_XLSX],
    ];
    const before = await withOperators(gw.db, (tx) => tx.importSource.count());
    for (const [bytes, filename, format, message] of cases) {
      const res = await upload(recruiter, base, bytes, filename, { name: 'Bad', format });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().message, filename).toBe(message);
    }
    const tooLarge = await upload(recruiter, base, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.csv', {
      name: 'Big',
      format: 'csv',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(UPLOAD_TOO_LARGE);
    // Each upload route counts its own uploads per address (LIMITS.importUpload): this one goes elsewhere.
    const badJson = await upload(siteOwner, '/api/saas/imports', Buffer.from(csvTemplate()), 'a.csv', {
      name: 'Bad',
      format: 'csv',
      mapping: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(notJson('Mapping'));
    for (const [field, value, message] of [
      ['mapping', '["title"]', MAPPING_NOT_OBJECT],
      ['defaults', '{"salary":"high"}', DEFAULTS_FIELDS],
      ['defaults', '"Norway"', DEFAULTS_FIELDS],
    ] as const) {
      const res = await upload(siteOwner, '/api/saas/imports', Buffer.from(csvTemplate()), 'a.csv', {
        name: 'Bad',
        format: 'csv',
        [field]: value,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message, value).toBe(message);
    }
    expect(await withOperators(gw.db, (tx) => tx.importSource.count())).toBe(before);
  });
});

describe('whose sources', () => {
  it('hides a recruiter’s source from another recruiter (404)', async () => {
    const source = await createFeed(recruiter, '/api/university/imports');
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/pause'],
      ['POST', '/run'],
      ['DELETE', ''],
    ] as const) {
      const res = await otherRecruiter.inject({ method, url: `/api/university/imports/${source.id}${suffix}` });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.json().message).toBe(IMPORT_SOURCE_NOT_FOUND);
    }
    // Untouched by those attempts.
    const [stored] = await runsOf(source.id);
    expect(stored?.status).toBe('queued');
    expect(
      (await recruiter.inject({ method: 'GET', url: `/api/university/imports/${source.id}` })).json().data,
    ).toMatchObject({
      state: 'active',
    });
    const list = await otherRecruiter.inject({ method: 'GET', url: '/api/university/imports' });
    expect((list.json().data as ImportSourceJson[]).map((s) => s.id)).not.toContain(source.id);
    expect((await otherRecruiter.inject({ method: 'GET', url: '/api/university/imports/not-an-id' })).statusCode).toBe(
      404,
    );
  });

  it('hides a site’s source from another site (404); its reviewer reads but may not write (403)', async () => {
    const source = await createFeed(siteOwner, '/api/saas/imports');
    const other = await betaOwner.inject({ method: 'GET', url: `/api/saas/imports/${source.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(IMPORT_SOURCE_NOT_FOUND);
    expect((await betaOwner.inject({ method: 'GET', url: '/api/saas/imports' })).json().data).toEqual([]);

    const read = await reviewer.inject({ method: 'GET', url: `/api/saas/imports/${source.id}` });
    expect(read.statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/saas/imports'],
      ['POST', `/api/saas/imports/${source.id}/pause`],
      ['POST', `/api/saas/imports/${source.id}/run`],
      ['DELETE', `/api/saas/imports/${source.id}`],
    ] as const) {
      const res = await reviewer.inject({ method, url, payload: feed() });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MANAGERS_ONLY);
    }
  });

  it('shows the admin every owner’s sources, failing first, with the owner named', async () => {
    const ofRecruiter = await createFeed(recruiter, '/api/university/imports');
    const ofSite = await createFeed(siteOwner, '/api/saas/imports');
    const own = await createFeed(admin, '/api/admin/imports');
    await withOperators(gw.db, (tx) =>
      tx.importSource.update({
        where: { id: ofSite.id },
        data: { state: 'failing', consecutiveFailures: 4, lastError: 'The feed answered 500.' },
      }),
    );
    // A site's position is private to it: the admin's list still counts it.
    await sitePosition(ofSite.id);
    const res = await admin.inject({ method: 'GET', url: '/api/admin/imports' });
    expectContractAnswer(adminImports.list, res);
    const data = res.json().data as (ImportSourceJson & { owner: { kind: string; name: string } })[];
    expect(data[0]).toMatchObject({
      id: ofSite.id,
      state: 'failing',
      positions: { open: 1, closed: 0 },
      owner: { kind: 'site', name: 'Alpha' },
    });
    const byId = new Map(data.map((s) => [s.id, s]));
    expect(byId.get(ofRecruiter.id)!.owner).toEqual({
      kind: 'recruiter',
      name: (await gw.db.recruiter.findUniqueOrThrow({ where: { id: recruiter.id } })).email,
    });
    expect(byId.get(own.id)!.owner).toEqual({ kind: 'main', name: SITE_OWNER_NAME });
  });
});

describe("the admin's controls on every owner's source", () => {
  it.each([
    { owner: 'a recruiter’s', base: '/api/university/imports', caller: () => recruiter },
    { owner: 'a university site’s', base: '/api/saas/imports', caller: () => siteOwner },
  ])('reads, pauses, resumes, runs now and deletes $owner source', async ({ base, caller }) => {
    const source = await createFeed(caller(), base);
    const position = base === '/api/saas/imports' ? await sitePosition(source.id) : null;
    const admins = `/api/admin/imports/${source.id}`;

    const one = await admin.inject({ method: 'GET', url: admins });
    expectContractAnswer(adminImports.get, one);
    // A site's positions are counted in its own scope, even from the operators'.
    expect(one.json().data).toMatchObject({ id: source.id, positions: { open: position ? 1 : 0, closed: 0 } });
    expect(one.json().runs).toHaveLength(1);

    const paused = await admin.inject({ method: 'POST', url: `${admins}/pause` });
    expectContractAnswer(adminImports.pause, paused);
    expect(paused.json()).toMatchObject({ message: IMPORT_PAUSED, data: { state: 'paused' } });
    // The owner sees what the admin did.
    expect((await caller().inject({ method: 'GET', url: `${base}/${source.id}` })).json().data.state).toBe('paused');
    const resumed = await admin.inject({ method: 'POST', url: `${admins}/resume` });
    expect(resumed.json()).toMatchObject({ message: IMPORT_RESUMED, data: { state: 'active' } });

    await finishRuns(source.id);
    const run = await admin.inject({ method: 'POST', url: `${admins}/run` });
    expectContractAnswer(adminImports.run, run);
    expect(run.json()).toMatchObject({ message: IMPORT_QUEUED, queued: true });
    const queued = (await runsOf(source.id)).filter((r) => r.status === 'queued');
    expect(queued.map((r) => r.id)).toEqual([run.json().run_id]);
    expect(
      await gw.db.outboxEvent.count({
        where: { type: 'import.run_requested', payload: { path: ['runId'], equals: run.json().run_id } },
      }),
    ).toBe(1);

    const removed = await admin.inject({ method: 'DELETE', url: admins });
    expect(removed.json()).toEqual({ message: IMPORT_DELETED });
    expect((await caller().inject({ method: 'GET', url: `${base}/${source.id}` })).statusCode).toBe(404);
    expect(await runsOf(source.id)).toEqual([]);
    if (position) {
      // The site's position stays, no longer linked to the source.
      const kept = await withTenant(gw.db, alpha.id, (tx) =>
        tx.opportunity.findUniqueOrThrow({ where: { id: position } }),
      );
      expect([kept.status, kept.importSourceId]).toEqual(['open', null]);
    }
  });

  it('still creates only the site’s own sources', async () => {
    const own = await createFeed(admin, '/api/admin/imports');
    const [row] = await withOperators(gw.db, (tx) => tx.importSource.findMany({ where: { id: own.id } }));
    expect([row?.recruiterId, row?.tenantId]).toEqual([null, null]);
  });
});

describe('runs and deletion', () => {
  it('makes one source when the same address is sent twice at once', async () => {
    const payload = feed();
    const answers = await Promise.all([
      recruiter.inject({ method: 'POST', url: '/api/university/imports', payload }),
      recruiter.inject({ method: 'POST', url: '/api/university/imports', payload }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await gw.db.importSource.count({ where: { url: payload.url } })).toBe(1);
  });

  it('queues one run when "run now" is asked twice at once', async () => {
    const source = await createFeed(recruiter, '/api/university/imports');
    await finishRuns(source.id);
    const url = `/api/university/imports/${source.id}/run`;
    const answers = await Promise.all([
      recruiter.inject({ method: 'POST', url }),
      recruiter.inject({ method: 'POST', url }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([IMPORT_ALREADY_QUEUED, IMPORT_QUEUED].sort());
    expect(new Set(answers.map((a) => a.json().run_id)).size).toBe(1);
    const queued = (await runsOf(source.id)).filter((r) => r.status === 'queued');
    expect(queued).toHaveLength(1);
    expect(
      await gw.db.outboxEvent.count({
        where: { type: 'import.run_requested', payload: { path: ['runId'], equals: queued[0]!.id } },
      }),
    ).toBe(1);
  });

  it('resumes a paused source whose run fell due at once, not a whole interval later', async () => {
    const source = await createFeed(recruiter, '/api/university/imports');
    await recruiter.inject({ method: 'POST', url: `/api/university/imports/${source.id}/pause` });
    await gw.db.importSource.update({
      where: { id: source.id },
      data: { nextRunAt: new Date(Date.now() - 86_400_000) },
    });
    const before = Date.now();
    const res = await recruiter.inject({ method: 'POST', url: `/api/university/imports/${source.id}/resume` });
    expect(Date.parse(res.json().data.next_run_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.json().data.next_run_at)).toBeLessThanOrEqual(Date.now());
  });

  it('deletes a source and its runs but keeps its positions, counted on the source until then', async () => {
    const source = await createFeed(recruiter, '/api/university/imports');
    const open = await createOpportunity(gw.db, opportunityInput());
    const closed = await createOpportunity(gw.db, opportunityInput());
    await gw.db.opportunity.update({ where: { id: open.id }, data: { importSourceId: source.id, importKey: 'a' } });
    await gw.db.opportunity.update({
      where: { id: closed.id },
      data: { importSourceId: source.id, importKey: 'b', status: 'closed' },
    });
    const one = await recruiter.inject({ method: 'GET', url: `/api/university/imports/${source.id}` });
    expect(one.json().data.positions).toEqual({ open: 1, closed: 1 });

    const res = await recruiter.inject({ method: 'DELETE', url: `/api/university/imports/${source.id}` });
    expect(res.json().message).toBe(IMPORT_DELETED);
    expect(await runsOf(source.id)).toEqual([]);
    const kept = await gw.db.opportunity.findMany({ where: { id: { in: [open.id, closed.id] } } });
    expect(kept.map((o) => [o.status, o.importSourceId])).toEqual(
      expect.arrayContaining([
        ['open', null],
        ['closed', null],
      ]),
    );
  });
});

describe('a new version of an uploaded file', () => {
  const base = '/api/saas/imports';
  const template = Buffer.from(csvTemplate());

  // The tests above spend most of each owner's upload budget (per address, and every inject comes
  // from one): each test here starts with the budget full.
  beforeEach(async () => {
    const redis = new Redis(redisUrl());
    try {
      const keys = await redis.keys(`${rateLimitNamespace(gw.prefix)}*import-upload-*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('refuses, with a sentence and nothing stored: a bad form, a URL source, another site’s source, a running import', async () => {
    const created = await upload(siteOwner, base, template, 'positions.csv', { name: 'Sheet', format: 'csv' });
    const id = created.json().data.id as string;
    const oldKey = await fileKeyOf(id);
    const puts = vi.spyOn(gw.storage, 'put');
    try {
      for (const [file, fields, message] of [
        [null, { format: 'csv' }, NO_UPLOAD_FILE],
        [PDF, { format: 'csv' }, NOT_CSV],
        [template, { format: 'csv', mapping: '{not json' }, notJson('Mapping')],
      ] as const) {
        const res = await replaceFile(siteOwner, base, id, file, 'positions.csv', fields);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(puts).not.toHaveBeenCalled();

      const url = await createFeed(siteOwner, base);
      const notUpload = await replaceFile(siteOwner, base, url.id, template, 'a.csv', { format: 'csv' });
      expect(notUpload.statusCode).toBe(409);
      expect(notUpload.json().message).toBe(NOT_AN_UPLOAD);
      const other = await replaceFile(betaOwner, base, id, template, 'a.csv', { format: 'csv' });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(IMPORT_SOURCE_NOT_FOUND);
      const byReviewer = await replaceFile(reviewer, base, id, template, 'a.csv', { format: 'csv' });
      expect(byReviewer.statusCode).toBe(403);
      await withOperators(gw.db, (tx) =>
        tx.importRun.updateMany({ where: { sourceId: id }, data: { status: 'running' } }),
      );
      const running = await replaceFile(siteOwner, base, id, template, 'a.csv', { format: 'csv' });
      expect(running.statusCode).toBe(409);
      expect(running.json().message).toBe(IMPORT_RUNNING);

      // Each refused version's file was stored, then deleted again; the source still reads its old one.
      const stored = puts.mock.calls.map(([key]) => key);
      expect(stored).toHaveLength(3);
      for (const key of stored) expect(await gw.storage.get(key)).toBeNull();
    } finally {
      puts.mockRestore();
    }
    expect(await fileKeyOf(id)).toBe(oldKey);
    expect(await gw.storage.get(oldKey)).not.toBeNull();
  });

  it("lets the admin replace a recruiter's upload", async () => {
    const fileKey = 'imports/recruiter-sheet.csv';
    await gw.storage.put(fileKey, template, 'text/csv');
    const source = await gw.db.importSource.create({
      data: { name: 'Sheet', kind: 'upload', format: 'csv', fileKey, fileName: 'a.csv', recruiterId: recruiter.id },
    });
    const res = await replaceFile(admin, '/api/admin/imports', source.id, template, 'b.csv', { format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(adminImports.replaceFile, res);
    expect(res.json().data).toMatchObject({ file_name: 'b.csv', last_run: { trigger: 'upload' } });
    expect(await gw.storage.get(fileKey)).toBeNull();
    expect(
      (await recruiter.inject({ method: 'GET', url: `/api/university/imports/${source.id}` })).json().data,
    ).toMatchObject({ file_name: 'b.csv' });
  });

  it('shares the upload budget: new versions and new files count together per address (LIMITS.importUpload)', async () => {
    const created = await upload(siteOwner, base, template, 'positions.csv', { name: 'Budget', format: 'csv' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    let limited: Awaited<ReturnType<typeof replaceFile>> | undefined;
    for (let i = 0; i < 11 && !limited; i += 1) {
      await finishRuns(id);
      const res = await replaceFile(siteOwner, base, id, template, 'positions.csv', { format: 'csv' });
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode, res.body).toBe(200);
    }
    expect(limited?.json().message).toMatch(
      /^Too many uploads from your address\. Please try again in \d+ minutes?\.$/,
    );
    const newFile = await upload(siteOwner, base, template, 'more.csv', { name: 'More', format: 'csv' });
    expect(newFile.statusCode).toBe(429);
  });
});
