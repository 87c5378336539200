// Applications by signed-in candidates on real parts (Postgres, the gateway's multipart parsing, local
// file storage): the form's messages, the resume checked by content (a renamed .exe or a text file is
// refused, PDF/DOCX/DOC accepted), the 10 MB limit, one application per e-mail per opportunity, the
// outbox event for the two e-mails, the candidate's own list, and the dial-code list. One suite runs the
// same upload through the gateway onto S3 storage (a real S3-protocol server, s3rver).
import { buffer } from 'node:stream/consumers';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_EXISTS, FORM_UNREADABLE, RESUME_MESSAGES } from '@phd/contracts/input/application';
import { unsafeDocx } from '@phd/services/applications/resume';
import { DEADLINE_PASSED, NOT_ON_SITE } from '@phd/services/applications/submit-application';
import { syncApplicationStatus } from '@phd/services/careers/application-status';
import type { ApplicantStatus } from '@phd/services/db/client';
import { withTenant, type TenantTx } from '@phd/services/tenants/unit-of-work';
import { createS3Storage } from '@phd/services/storage/s3-storage';
import type { Storage } from '@phd/services/storage/storage';
import { startS3Server, type S3Server } from '../../tests/support/s3-server.ts';
import { buildApp, type App } from '../src/app.ts';
import {
  APPLICATION_SUBMITTED,
  listApplications as listApplicationsContract,
  ONE_FILE_ONLY,
  submitApplication as submitApplicationContract,
} from '@phd/contracts/endpoints/applications';
import { expectContractAnswer } from './contract-answer.ts';
import { LIMITS } from '../src/routes/rate-limits.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';
import { POLYGLOT_PDF } from './multipart.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { docx, docxBomb } from './zip.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'applications' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `applicant-${++people}@example.org`, { firstName: 'Ada' });

const opportunity = (fields: { collectResumes?: boolean; status?: 'open' | 'closed'; closingDate?: Date } = {}) =>
  createOpportunity(gw.db, 'Application test', { collectResumes: true, ...fields });

// ---------------------------------------------------------------- files, by content

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const TEXT = Buffer.from('Just a plain text resume.\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016)]);

interface Form {
  fields?: Record<string, string>;
  resume?: { bytes: Buffer; name: string; type?: string } | null;
  /** Sends the resume before the text fields (the order is the client's). */
  resumeFirst?: boolean;
  /** More file parts after the resume. */
  extraFiles?: { field: string; bytes: Buffer; name: string }[];
}

let ips = 0;
const nextAddress = () => `10.9.${Math.floor(++ips / 250)}.${ips % 250}`;

/** POST /api/applications as a browser's FormData would send it; each call from its own address (rate limit). */
async function apply(
  who: SignedInCandidate,
  opportunityId: string,
  form: Form = {},
  remoteAddress = nextAddress(),
  app: App = gw.app,
) {
  const body = new FormData();
  const fields = {
    opportunity_id: opportunityId,
    name: 'Ada Lovelace',
    email: 'ignored@example.org',
    country: 'France',
    contact_mobile: '+33 6 12 34 56 78',
    comments: 'Keen on this position.',
    ...form.fields,
  };
  const resume = form.resume === undefined ? { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' } : form.resume;
  const appendResume = () => {
    if (resume)
      body.append(
        'resume',
        new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/pdf' }),
        resume.name,
      );
  };
  if (form.resumeFirst) appendResume();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (!form.resumeFirst) appendResume();
  for (const extra of form.extraFiles ?? [])
    body.append(extra.field, new Blob([new Uint8Array(extra.bytes)]), extra.name);
  const request = new Request('http://localhost/api/applications', { method: 'POST', body });
  return app.inject({
    method: 'POST',
    url: '/api/applications',
    cookies: who.cookies,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress,
  });
}

const storedResumes = async () =>
  (await gw.db.application.findMany({ select: { resumeKey: true } })).map((a) => a.resumeKey);

describe('POST /api/applications', () => {
  it('records the application with the signed-in e-mail, stores the resume and queues the e-mails', async () => {
    const who = await someone();
    const o = await opportunity();
    const res = await apply(who, o.id);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; application_id: string };
    expect(body.message).toBe(APPLICATION_SUBMITTED);
    expectContractAnswer(submitApplicationContract, res);

    const row = await gw.db.application.findUniqueOrThrow({ where: { id: body.application_id } });
    expect(row).toMatchObject({
      opportunityId: o.id,
      userId: who.userId,
      email: who.email,
      name: 'Ada Lovelace',
      country: 'France',
      contactMobile: '+33 6 12 34 56 78',
      comments: 'Keen on this position.',
      resumeFilename: 'cv.pdf',
      resumeMime: 'application/pdf',
      resumeSize: PDF.length,
      status: 'new',
    });
    const file = await gw.storage.get(row.resumeKey!);
    expect(file?.contentType).toBe('application/pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

    const events = await gw.db.outboxEvent.findMany({ where: { type: 'application.submitted' } });
    expect(events.map((e) => (e.payload as { applicationId: string }).applicationId)).toContain(row.id);
  });

  it('accepts DOCX and DOC by their content', async () => {
    const who = await someone();
    const docxRes = await apply(who, (await opportunity()).id, { resume: { bytes: docx(), name: 'cv.docx' } });
    expect(docxRes.statusCode).toBe(201);
    const docRes = await apply(who, (await opportunity()).id, { resume: { bytes: DOC, name: 'cv.doc' } });
    expect(docRes.statusCode).toBe(201);
    const mimes = await gw.db.application.findMany({ where: { userId: who.userId }, select: { resumeMime: true } });
    expect(mimes.map((m) => m.resumeMime).sort()).toEqual([
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('keeps a resume under the extension of its detected type: a PDF sent as polyglot.html is polyglot.pdf', async () => {
    const who = await someone();
    const res = await apply(who, (await opportunity()).id, {
      resume: { bytes: POLYGLOT_PDF, name: 'polyglot.html', type: 'text/html' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await gw.db.application.findUniqueOrThrow({ where: { id: res.json().application_id } });
    expect(row).toMatchObject({ resumeFilename: 'polyglot.pdf', resumeMime: 'application/pdf' });
  });

  it('refuses a zip-bomb DOCX (64 MiB of XML in a few KB) before anything unpacks it, keeping nothing', async () => {
    const who = await someone();
    const bomb = docxBomb(64);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await storedResumes();
    const res = await apply(who, (await opportunity()).id, { resume: { bytes: bomb, name: 'cv.docx' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message: unsafeDocx('it unpacks to more than 50 MB') });
    expect(await storedResumes()).toEqual(before);
    expect(await gw.db.application.count({ where: { userId: who.userId } })).toBe(0);
  });

  it.each([
    ['a renamed .exe', { bytes: EXE, name: 'cv.pdf', type: 'application/pdf' }],
    ['a text file', { bytes: TEXT, name: 'cv.docx' }],
    ['an OLE2 file not named .doc (e.g. a spreadsheet)', { bytes: DOC, name: 'cv.xls' }],
  ])('refuses %s with the form message, keeping nothing', async (_label, resume) => {
    const who = await someone();
    const before = await storedResumes();
    const res = await apply(who, (await opportunity()).id, { resume });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message: RESUME_MESSAGES.type });
    expect(await storedResumes()).toEqual(before);
  });

  it('refuses a file over 10,485,760 bytes with the form message and removes what was stored', async () => {
    const who = await someone();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await apply(who, (await opportunity()).id, { resume: { bytes: big, name: 'big.pdf' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: RESUME_MESSAGES.size });
    expect(await gw.db.application.count({ where: { userId: who.userId } })).toBe(0);
    const exact = Buffer.concat([PDF, Buffer.alloc(10_485_760 - PDF.length)]);
    const ok = await apply(who, (await opportunity()).id, { resume: { bytes: exact, name: 'exact.pdf' } });
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['no resume', { resume: null }, RESUME_MESSAGES.required],
    ['an empty resume', { resume: { bytes: Buffer.alloc(0), name: 'cv.pdf' } }, RESUME_MESSAGES.required],
    ['no name', { fields: { name: ' ' } }, 'Name is required'],
    ['no country', { fields: { country: '' } }, 'Country is required'],
    ['no phone number', { fields: { contact_mobile: '' } }, 'Phone number is required'],
    ['a phone number that is not one', { fields: { contact_mobile: 'call me' } }, 'Please enter a valid phone number'],
    [
      'a malformed opportunity id',
      { fields: { opportunity_id: 'nope' } },
      'opportunity_id must be a valid opportunity id',
    ],
  ] as const)('answers 400 for %s', async (_label, form, message) => {
    const who = await someone();
    const before = await storedResumes();
    const res = await apply(who, (await opportunity()).id, form as Form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message });
    expect(await storedResumes()).toEqual(before);
  });

  it('answers 409 with the spec message for a second application with the same e-mail', async () => {
    const who = await someone();
    const o = await opportunity();
    expect((await apply(who, o.id)).statusCode).toBe(201);
    const again = await apply(who, o.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', message: APPLICATION_EXISTS });
    expect(await gw.db.application.count({ where: { opportunityId: o.id } })).toBe(1);
  });

  it('answers 404 for an unknown or closed opportunity and 400 where the site does not take applications', async () => {
    const who = await someone();
    expect((await apply(who, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await apply(who, (await opportunity({ status: 'closed' })).id)).statusCode).toBe(404);
    const external = await apply(who, (await opportunity({ collectResumes: false })).id);
    expect(external.statusCode).toBe(400);
    expect(external.json()).toMatchObject({ message: NOT_ON_SITE });
  });

  it('refuses an open opportunity whose deadline has passed (a passed deadline closes applications), keeping nothing', async () => {
    const who = await someone();
    const past = await opportunity({ closingDate: new Date(Date.now() - 60_000) });
    const before = await storedResumes();
    const res = await apply(who, past.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message: DEADLINE_PASSED });
    expect(await storedResumes()).toEqual(before);
    expect(await gw.db.application.count({ where: { opportunityId: past.id } })).toBe(0);
  });

  it("makes an application to a university site's listed opportunity the site's applicant, in one transaction", async () => {
    const who = await someone();
    const tenant = await gw.database.owner.tenant.create({
      data: { slug: 'applications-tenant', name: 'Tenant', universityName: 'KU Leuven' },
    });
    // Tenant rows are written as the owner (a superuser here); the app's role reads them under RLS.
    const tenantListing = (listedPublicly: boolean, collectResumes = true) =>
      createOpportunity(gw.database.owner, 'Tenant application test', {
        tenantId: tenant.id,
        collectResumes,
        listedPublicly,
      });
    const listed = await tenantListing(true);
    const res = await apply(who, listed.id);
    expect(res.statusCode).toBe(201);
    const applicationId = (res.json() as { application_id: string }).application_id;
    const application = await gw.db.application.findUniqueOrThrow({ where: { id: applicationId } });

    const inSite = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(gw.db, tenant.id, work);
    const applicants = await inSite((tx) => tx.applicant.findMany({ where: { opportunityId: listed.id } }));
    expect(applicants).toHaveLength(1);
    const applicant = applicants[0]!;
    expect(applicant).toMatchObject({
      tenantId: tenant.id,
      source: 'main_site',
      applicationId,
      name: 'Ada Lovelace',
      email: application.email,
      country: 'France',
      phone: '+33 6 12 34 56 78',
      status: 'new',
      resumeFilename: 'cv.pdf',
      resumeMime: 'application/pdf',
    });
    expect(applicant.confirmedAt).toBeInstanceOf(Date);
    // The site has its own copy of the resume: its deletion never takes the candidate's file.
    expect(applicant.resumeKey).not.toBe(application.resumeKey);
    expect(await buffer((await gw.storage.get(applicant.resumeKey!))!.body as NodeJS.ReadableStream)).toEqual(PDF);
    const events = await gw.database.owner.outboxEvent.findMany({
      where: { type: { in: ['applicant.added', 'application.submitted'] } },
    });
    expect(events.map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ applicationId }),
        expect.objectContaining({ tenantId: tenant.id, applicantId: applicant.id }),
      ]),
    );

    // The same candidate again: 409, still one applicant. Unlisted: 404; no resume collected: 400.
    expect((await apply(who, listed.id)).statusCode).toBe(409);
    expect(await inSite((tx) => tx.applicant.count({ where: { opportunityId: listed.id } }))).toBe(1);
    const before = await storedResumes();
    expect((await apply(who, (await tenantListing(false)).id)).statusCode).toBe(404);
    const external = await apply(who, (await tenantListing(true, false)).id);
    expect(external.statusCode).toBe(400);
    expect(external.json()).toMatchObject({ error: 'invalid', message: NOT_ON_SITE });
    expect(await storedResumes()).toEqual(before);

    // The review's status reaches "My Applications" (interview reads as shortlisted; withdrawn reads as withdrawn, issue 32; labels as candidates read them).
    const setStatus = (status: ApplicantStatus) =>
      inSite(async (tx) => {
        await tx.applicant.update({ where: { id: applicant.id }, data: { status, statusChangedAt: new Date() } });
        return syncApplicationStatus(tx, applicant.id);
      });
    const mine = async () => {
      const list = await who.inject({ method: 'GET', url: `/api/applications?opportunity_id=${listed.id}` });
      return (list.json() as { data: { status: string }[] }).data[0]!.status;
    };
    expect(await setStatus('interview')).toBe(true);
    expect(await mine()).toBe('shortlisted');
    expect(await setStatus('withdrawn')).toBe(true);
    expect(await mine()).toBe('withdrawn');
    expect(await setStatus('rejected')).toBe(true);
    expect(await mine()).toBe('not selected');
  });

  it('refuses signed-out callers (401), writes without the CSRF token (403) and non-multipart bodies (400)', async () => {
    const o = await opportunity();
    const signedOut = await gw.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { opportunity_id: o.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const who = await someone();
    const noToken = await gw.app.inject({
      method: 'POST',
      url: '/api/applications',
      cookies: who.cookies,
      payload: { opportunity_id: o.id },
    });
    expect(noToken.statusCode).toBe(403);
    const json = await who.inject({ method: 'POST', url: '/api/applications', payload: { opportunity_id: o.id } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: 'Please send the application as a form with the resume attached.' });
  });
  it('takes the resume before the text fields too, and still keeps nothing when a field is wrong', async () => {
    const who = await someone();
    expect((await apply(who, (await opportunity()).id, { resumeFirst: true })).statusCode).toBe(201);
    const before = await storedResumes();
    const res = await apply(who, (await opportunity()).id, { resumeFirst: true, fields: { name: '' } });
    expect(res.json()).toMatchObject({ message: 'Name is required' });
    expect(await storedResumes()).toEqual(before);
  });

  it('answers 400 for a second file and for a body cut short, keeping nothing', async () => {
    const who = await someone();
    const before = await storedResumes();
    const twoFiles = await apply(who, (await opportunity()).id, {
      extraFiles: [{ field: 'photo', bytes: EXE, name: 'me.exe' }],
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ error: 'invalid', message: ONE_FILE_ONLY });

    // A multipart body whose end never comes: cut inside the bytes file-type sniffs, and after them.
    const body = new FormData();
    body.append('opportunity_id', (await opportunity()).id);
    body.append('resume', new Blob([new Uint8Array(Buffer.concat([PDF, Buffer.alloc(200_000, 1)]))]), 'cv.pdf');
    const request = new Request('http://localhost/api/applications', { method: 'POST', body });
    const whole = Buffer.from(await request.arrayBuffer());
    for (const length of [1_000, 100_000]) {
      const cut = await who.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: whole.subarray(0, length),
        remoteAddress: nextAddress(),
      });
      expect(cut.statusCode, `cut at ${length}`).toBe(400);
      expect(cut.json()).toMatchObject({ error: 'invalid', message: FORM_UNREADABLE });
    }
    expect(await storedResumes()).toEqual(before);
  });

  it(`limits uploads to ${LIMITS.application.max} per address in ${LIMITS.application.timeWindow} (429)`, async () => {
    const who = await someone();
    const o = await opportunity();
    const address = '10.250.0.1';
    for (let i = 0; i < LIMITS.application.max; i++) {
      expect((await apply(who, o.id, { resume: null }, address)).statusCode).toBe(400);
    }
    const limited = await apply(who, o.id, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(await gw.db.application.count({ where: { opportunityId: o.id } })).toBe(0);
  });
});

describe('POST /api/applications onto S3 storage (real S3-protocol server, s3rver)', () => {
  let s3: S3Server;
  let storage: Storage;
  let app: App;
  /** Every key the gateway stored a file under. */
  const written: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Server('resumes');
    const bucket = createS3Storage(s3.settings);
    storage = {
      get: (key) => bucket.get(key),
      put: (key, body, type) => (written.push(key), bucket.put(key, body, type)),
      delete: (key) => bucket.delete(key),
    };
    // The same gateway and database, with S3 storage in place of the harness's local folder.
    app = await buildApp({
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      readiness: [],
      db: gw.db,
      search: gw.search,
      storage,
      views: gw.views,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** The keys written so far that still hold a file. */
  const objects = async () => {
    const kept = await Promise.all(
      written.map(async (key) => {
        const file = await storage.get(key);
        if (file && !Buffer.isBuffer(file.body)) file.body.destroy(); // only whether it exists
        return file ? key : null;
      }),
    );
    return kept.filter(Boolean);
  };

  it('streams the resume into the bucket and removes it again when the application is refused', async () => {
    const who = await signInAs(app, gw.db, `s3-applicant-${++people}@example.org`);
    const o = await opportunity();
    // Larger than one 5 MiB part, so it goes up as a multipart upload.
    const resume = Buffer.concat([PDF, Buffer.alloc(7 * 1024 * 1024, 7)]);
    const res = await apply(who, o.id, { resume: { bytes: resume, name: 'long-cv.pdf' } }, nextAddress(), app);
    expect(res.statusCode).toBe(201);
    const row = await gw.db.application.findUniqueOrThrow({
      where: { id: (res.json() as { application_id: string }).application_id },
    });
    expect(row.resumeSize).toBe(resume.length);
    const file = await storage.get(row.resumeKey!);
    expect(file?.contentType).toBe('application/pdf');
    expect((await buffer(file!.body as NodeJS.ReadableStream)).equals(resume)).toBe(true);
    expect(await objects()).toEqual([row.resumeKey]);

    // Refused after the upload (duplicate) or during it (too large): nothing more stays in the bucket.
    const again = await apply(who, o.id, {}, nextAddress(), app);
    expect(again.statusCode).toBe(409);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await apply(
      who,
      (await opportunity()).id,
      { resume: { bytes: big, name: 'big.pdf' } },
      nextAddress(),
      app,
    );
    expect(tooBig.json()).toMatchObject({ message: RESUME_MESSAGES.size });
    expect(written).toHaveLength(3);
    expect(await objects()).toEqual([row.resumeKey]);
  });
});

describe('GET /api/applications', () => {
  it("lists the candidate's own applications, newest first, with the opportunity and status", async () => {
    const who = await someone();
    const other = await someone();
    const first = await opportunity();
    const second = await opportunity();
    await apply(who, first.id);
    await apply(who, second.id);
    await apply(other, first.id);
    await gw.db.application.updateMany({
      where: { userId: who.userId, opportunityId: first.id },
      data: { status: 'shortlisted' },
    });

    const res = await who.inject({ method: 'GET', url: '/api/applications?limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json() as { data: Record<string, unknown>[]; pagination: { total: number } };
    expect(page.pagination.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expectContractAnswer(listApplicationsContract, res);
    expect(page.data[0]).toMatchObject({ opportunity_id: second.id, status: 'submitted' });
    expect((page.data[0]!.opportunity as { title: string }).title).toBe(second.title);

    const rest = (await who.inject({ method: 'GET', url: '/api/applications?offset=1' })).json() as typeof page;
    expect(rest.data.map((a) => [a.opportunity_id, a.status])).toEqual([[first.id, 'shortlisted']]);
  });

  it('answers whether the candidate applied to one opportunity: ?opportunity_id=, the id in any case', async () => {
    const who = await someone();
    const other = await someone();
    const applied = await opportunity();
    const notApplied = await opportunity();
    const elsewhere = await opportunity();
    await apply(who, applied.id);
    await apply(who, elsewhere.id);
    await apply(other, notApplied.id);
    await gw.db.application.updateMany({
      where: { userId: who.userId, opportunityId: applied.id },
      data: { status: 'reviewing' },
    });
    const row = await gw.db.application.findFirstOrThrow({ where: { userId: who.userId, opportunityId: applied.id } });

    type Answer = { data: Record<string, unknown>[]; pagination: { total: number } };
    const ask = async (id: string) => {
      const res = await who.inject({ method: 'GET', url: `/api/applications?opportunity_id=${id}` });
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as Answer;
    };
    for (const id of [applied.id, applied.id.toUpperCase(), ` ${applied.id} `]) {
      const answer = await ask(encodeURIComponent(id));
      expect(answer.pagination.total, id).toBe(1);
      expect(answer.data, id).toEqual([
        expect.objectContaining({
          id: row.id,
          opportunity_id: applied.id,
          status: 'under review',
          created_at: Math.floor(row.createdAt.getTime() / 1000),
        }),
      ]);
    }
    // Another candidate's application to it is not theirs; an id nobody applied to lists nothing.
    expect(await ask(notApplied.id)).toEqual({ data: [], pagination: { total: 0 } });
    expect(await ask('00000000-0000-4000-8000-000000000000')).toEqual({ data: [], pagination: { total: 0 } });
    // A closed opportunity still answers (the detail page of a closed position says when you applied).
    await gw.db.opportunity.update({ where: { id: applied.id }, data: { status: 'closed', closedAt: new Date() } });
    expect((await ask(applied.id)).data.map((a) => a.opportunity_id)).toEqual([applied.id]);

    const bad = await who.inject({ method: 'GET', url: '/api/applications?opportunity_id=not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'opportunity_id must be a valid opportunity id' });
  });

  it('answers 401 signed out and 400 for malformed paging', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
    const who = await someone();
    const bad = await who.inject({ method: 'GET', url: '/api/applications?limit=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 100' });
  });
});

describe('GET /api/countries/dial-codes', () => {
  it('lists the 195 countries by name with their dial codes, from world-countries', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/countries/dial-codes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const { data } = res.json() as { data: { code: string; name: string; dial_code: string }[] };
    expect(data).toHaveLength(195);
    const byCode = new Map(data.map((c) => [c.code, c]));
    expect(byCode.get('FR')).toEqual({ code: 'FR', name: 'France', dial_code: '+33' });
    expect(byCode.get('US')?.dial_code).toBe('+1');
    expect(byCode.get('JM')?.dial_code).toBe('+1-876');
    expect(byCode.get('RU')?.dial_code).toBe('+7');
    expect(byCode.get('IN')?.dial_code).toBe('+91');
    // Not UN members: territories stay out.
    expect(byCode.has('AS')).toBe(false);
    expect(byCode.has('PR')).toBe(false);
    const names = data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // The two observer states are in; the Holy See's numbers are Italian (+379 is unused).
    expect(byCode.get('PS')?.dial_code).toBe('+970');
    expect(byCode.get('VA')?.dial_code).toBe('+39');
    expect(byCode.get('CA')?.dial_code).toBe('+1');
    expect(byCode.get('KZ')?.dial_code).toBe('+7');
    expect(data.every((c) => /^\+\d+(-\d+)?$/.test(c.dial_code))).toBe(true);
    // The discovery route /api/countries still answers its own shape: the static path does not clash.
    const countries = await gw.app.inject({ method: 'GET', url: '/api/countries' });
    expect(countries.statusCode).toBe(200);
    expect(Array.isArray(countries.json())).toBe(true);
  });
});
