// The dry run over HTTP (issue 31): each owner previews an upload (the upload's form, without a name)
// and a URL served by a real HTTP server on 127.0.0.1 (the test configuration allows loopback, and only
// that), against the contract; a bad form, a private address and an address whose format cannot be told
// are 400s with a sentence; and nothing is written, neither a source nor a position.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminImports,
  recruiterImports,
  siteImports,
  TIME_ZONE_UNKNOWN,
  type ImportPreviewJson,
} from '@phd/contracts/endpoints/imports';
import { FORMAT_UNKNOWN } from '@phd/services/intake/read-source';
import { NO_UPLOAD_FILE, NOT_CSV, UPLOAD_TOO_LARGE } from '@phd/services/intake/upload-file';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { withOperators } from '@phd/services/tenants/unit-of-work';
import { signInAs } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { notJson } from '../src/routes/imports-upload.ts';
import { verifiedRecruiter } from './recruiter.ts';
import { createSite, staffMember } from './tenant-staff.ts';
import { servePage, startFixtureServer, type FixtureServer } from '../../services/test/intake/fetch-server.ts';

interface Caller {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let gw: Gateway;
let fixtures: FixtureServer;

let base: string;
const callers: Record<'recruiter' | 'site' | 'admin' | 'reviewer', Caller> = {} as never;

const CSV = [
  'Reference,Position title,Institution,Country,Deadline',
  'R1,PhD in Optics,University of Edinburgh,UK,31 March 2031',
  'R2,,University of Edinburgh,UK,31 March 2031',
].join('\n');

const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:job="https://jobs.example/ns"><channel><title>Careers</title><link>https://jobs.example</link>
  <item><guid>F1</guid><title>PhD in Glaciology</title><link>https://jobs.example/f1</link>
    <job:country>Norway</job:country><job:closingDate>2031-01-31</job:closingDate></item>
</channel></rss>`;

beforeAll(async () => {
  gw = await startGateway({ label: 'imports-preview', env: { INTAKE_ALLOW_LOOPBACK: 'true' } });
  callers.recruiter = await verifiedRecruiter(gw.app, gw.db, 'University of Edinburgh');
  const site = await createSite(gw.database.owner, 'preview-site', 'Preview site');
  callers.site = await staffMember(gw.app, gw.db, site, 'owner');
  callers.reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
  callers.admin = await signInAs(gw.app, gw.db, 'admin@preview.test', { role: 'admin' });
  fixtures = await startFixtureServer();
  fixtures.route('/feed.xml', servePage('application/rss+xml', FEED));
  fixtures.route('/mystery', servePage('application/octet-stream', 'nothing any reader knows'));
  base = fixtures.origin;
}, 60_000);

afterAll(async () => {
  await fixtures?.close();
  await gw?.close();
});

async function previewUpload(who: Caller, path: string, file: Buffer | null, fields: Record<string, string>) {
  const form = file ? fileForm('file', file, 'positions.csv') : new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { payload, contentType } = await multipartPayload(form);
  return who.inject({ method: 'POST', url: `${path}/preview`, payload, headers: { 'content-type': contentType } });
}

/** What a preview must leave untouched. */
const stored = async () => ({
  sources: await withOperators(gw.db, (tx) => tx.importSource.count()),
  runs: await withOperators(gw.db, (tx) => tx.importRun.count()),
  positions: await gw.database.owner.opportunity.count(),
});

describe.each([
  { who: 'a recruiter', key: 'recruiter', contracts: recruiterImports, path: '/api/university/imports' },
  { who: 'a university site', key: 'site', contracts: siteImports, path: '/api/saas/imports' },
  { who: 'the admin', key: 'admin', contracts: adminImports, path: '/api/admin/imports' },
] as const)('the preview for $who', ({ key, contracts, path }) => {
  it('previews an upload: each row as it will be published or why not, and stores nothing', async () => {
    const before = await stored();
    const res = await previewUpload(callers[key], path, Buffer.from(CSV), {
      format: 'csv',
      mapping: JSON.stringify({ Institution: 'university' }),
      defaults: JSON.stringify({ timeZone: 'Europe/London' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(contracts.preview, res);
    const answer = res.json() as ImportPreviewJson;
    expect(answer).toMatchObject({
      format: 'csv',
      headers: ['Reference', 'Position title', 'Institution', 'Country', 'Deadline'],
      missing_fields: [],
      total: 2,
      publishable: 1,
      refused: 1,
      refusals: [{ row: 3, key: 'R2', reason: 'Title is required' }],
    });
    expect(answer.rows[0]).toMatchObject({
      row: 2,
      key: 'R1',
      position: { title: 'PhD in Optics', country: 'United Kingdom' },
    });
    expect(await stored()).toEqual(before);
  });

  it('previews a URL fetched once, its format told from its content', async () => {
    const before = await stored();
    const res = await callers[key].inject({
      method: 'POST',
      url: `${path}/preview-url`,
      // The site's own sources have no university of their own: the default stands in for the feed's.
      payload: { url: `${base}/feed.xml`, defaults: { university: 'University of Edinburgh' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(contracts.previewUrl, res);
    expect(res.json()).toMatchObject({
      format: 'feed',
      headers: [],
      total: 1,
      rows: [{ key: 'F1', reason: null, position: { title: 'PhD in Glaciology', country: 'Norway' } }],
    });
    expect(await stored()).toEqual(before);
  });
});

describe("the site's own feed without a default university", () => {
  it('names university as missing, and shows each row refused for it', async () => {
    const res = await callers.admin.inject({
      method: 'POST',
      url: '/api/admin/imports/preview-url',
      payload: { url: `${base}/feed.xml`, format: 'feed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      missing_fields: ['university'],
      publishable: 0,
      refusals: [{ key: 'F1', reason: 'University is required' }],
    });
  });
});

describe('what a preview refuses, with a sentence', () => {
  const path = '/api/university/imports';

  it('refuses a bad form: no file, a file that is no CSV, a mapping that is no JSON, 10 MB and more, a time zone no one has', async () => {
    const before = await stored();
    const cases: [Buffer | null, Record<string, string>, string][] = [
      [null, { format: 'csv' }, NO_UPLOAD_FILE],
      [Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'), { format: 'csv' }, NOT_CSV],
      [Buffer.from(CSV), { format: 'csv', mapping: '{not json' }, notJson('Mapping')],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), { format: 'csv' }, UPLOAD_TOO_LARGE],
      [Buffer.from(CSV), { format: 'pdf' }, 'Format must be csv or xlsx'],
      [Buffer.from(CSV), { format: 'csv', defaults: '{"timeZone":"Mars/Olympus_Mons"}' }, TIME_ZONE_UNKNOWN],
    ];
    for (const [file, fields, message] of cases) {
      const res = await previewUpload(callers.recruiter, path, file, fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a CSV it cannot read with the reader’s sentence', async () => {
    const res = await previewUpload(callers.recruiter, path, Buffer.from('Title,title\nA,B\n'), { format: 'csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/names "Title" twice/);
  });

  it('refuses private and metadata addresses without fetching them, and an address whose format cannot be told', async () => {
    for (const url of ['http://10.0.0.7/feed.xml', 'http://169.254.169.254/latest/meta-data/', 'http://192.168.1.1/']) {
      const res = await callers.recruiter.inject({ method: 'POST', url: `${path}/preview-url`, payload: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain('is not on the public internet');
    }
    const unknown = await callers.recruiter.inject({
      method: 'POST',
      url: `${path}/preview-url`,
      payload: { url: `${base}/mystery` },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(FORMAT_UNKNOWN);
    const missing = await callers.recruiter.inject({
      method: 'POST',
      url: `${path}/preview-url`,
      payload: { url: `${base}/gone.xml`, format: 'feed' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('404');
  });

  it("lets a site's reviewer read sources but not preview (the writers' roles)", async () => {
    const res = await previewUpload(callers.reviewer, '/api/saas/imports', Buffer.from(CSV), { format: 'csv' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MANAGERS_ONLY);
  });
});
