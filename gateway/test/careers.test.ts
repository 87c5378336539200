// A university site's public careers page on real parts (Postgres under row-level security, the
// gateway's multipart parsing, local file storage): the listing holds the site's own open positions
// only, an application is kept unconfirmed until the e-mailed link is used (then the reviewers see it),
// a second application by the same address changes nothing and answers alike, another site's position
// is 404, and applications are limited per address counting only well-formed ones. The careers page's
// HTML is indexed, in the site's name, with a JobPosting for each open position.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScreen } from '@phd/contracts/tenant-site';
import { careersConfirmationMail } from '@phd/services/careers/careers-mails';
import {
  APPLICATION_CONFIRMED,
  applyOnCareersPage,
  CAREERS_APPLICATION_RECEIVED,
  careersOpportunity,
  confirmCareersApplication,
  listCareersOpportunities,
} from '@phd/contracts/endpoints/careers';
import { CONFIRMATION_INVALID, CONSENT_REQUIRED } from '@phd/contracts/input/careers';
import { withTenant, type TenantTx } from '@phd/services/tenants/unit-of-work';
import { LIMITS } from '../src/routes/rate-limits.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';
import { multipartPayload, POLYGLOT_PDF } from './multipart.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { createSite, staffMember, type Site } from './tenant-staff.ts';
import { fixtureWebRoot } from './web-root.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let gw: Gateway;
let webRoot: string;
let site: Site;
let other: Site;
const rows: Record<string, string> = {};
beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'careers', webRoot });
  site = await createSite(gw.database.owner, 'careers-site', 'Careers Site');
  other = await createSite(gw.database.owner, 'careers-other', 'Other Site');
  await gw.database.owner.tenant.update({ where: { id: site.id }, data: { retentionMonths: 6 } });
  // Written as the owner (a superuser here); the app's role reads them under row-level security.
  const make = async (name: string, fields: Parameters<typeof createOpportunity>[2]) => {
    rows[name] = (await createOpportunity(gw.database.owner, `Careers ${name}`, fields)).id;
  };
  await make('listed', { tenantId: site.id, listedPublicly: true });
  await make('unlisted', { tenantId: site.id, listedPublicly: false });
  await make('draft', { tenantId: site.id, status: 'draft' });
  await make('closed', { tenantId: site.id, status: 'closed' });
  await make('deleted', { tenantId: site.id, deletedAt: new Date() });
  await make('others', { tenantId: other.id });
  await make('main', {});
});
afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const onSite = (s: Site, url: string) => gw.app.inject({ method: 'GET', url, headers: { 'x-tenant': s.slug } });
const inSite = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(gw.db, site.id, work);

let addresses = 0;
const nextAddress = () => `10.14.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function apply(
  fields: Record<string, string>,
  options: { remoteAddress?: string; s?: Site; resume?: boolean | { bytes: Buffer; name: string } } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'Grace Hopper', consent: 'true', ...fields })) form.append(k, v);
  const resume = typeof options.resume === 'object' ? options.resume : { bytes: PDF, name: 'cv.pdf' };
  if (options.resume !== false) form.append('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name);
  const { payload, contentType } = await multipartPayload(form);
  return gw.app.inject({
    method: 'POST',
    url: '/api/careers/applications',
    headers: { 'x-tenant': (options.s ?? site).slug, 'content-type': contentType },
    payload,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

describe('careers listing', () => {
  it("lists the site's own open positions only, listed on PhD Finder or not, with the consent line", async () => {
    const res = await onSite(site, '/api/careers/opportunities');
    expect(res.statusCode).toBe(200);
    expectContractAnswer(listCareersOpportunities, res);
    const body = res.json() as { data: { id: string; collect_resumes: boolean }[]; site: Record<string, unknown> };
    expect(body.data.map((o) => o.id).sort()).toEqual([rows.listed, rows.unlisted].sort());
    expect(body.data.every((o) => o.collect_resumes)).toBe(true);
    expect(body.site).toMatchObject({ name: 'Careers Site', retention_months: 6 });
    expect(body.site.consent).toContain('kept for 6 months after the position closes');
    const theirs = (await onSite(other, '/api/careers/opportunities')).json() as typeof body;
    expect(theirs.data.map((o) => o.id)).toEqual([rows.others]);
    expect(theirs.site.consent).toContain('until the university deletes it');
  });

  it("answers one open position of the site; another site's, a main-site, draft, closed or deleted one is 404", async () => {
    const one = await onSite(site, `/api/careers/opportunities/${rows.unlisted}`);
    expect(one.json()).toMatchObject({
      data: { id: rows.unlisted, collect_resumes: true },
    });
    expectContractAnswer(careersOpportunity, one);
    for (const name of ['others', 'main', 'draft', 'closed', 'deleted'])
      expect((await onSite(site, `/api/careers/opportunities/${rows[name]}`)).statusCode, name).toBe(404);
    expect((await onSite(site, '/api/careers/opportunities/not-an-id')).statusCode).toBe(404);
  });

  it('is not on the main site', async () => {
    expect((await gw.app.inject('/api/careers/opportunities')).statusCode).toBe(404);
  });
});

describe('careers applications', () => {
  it('keeps the applicant unconfirmed until the e-mailed link is used, then records applicant.added', async () => {
    const email = 'grace@example.org';
    const res = await apply({ opportunity_id: rows.unlisted!, email: 'Grace@Example.org', phone: '+1 555 0100' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CAREERS_APPLICATION_RECEIVED });
    expectContractAnswer(applyOnCareersPage, res);
    const [applicant] = await inSite((tx) => tx.applicant.findMany({ where: { email } }));
    expect(applicant).toMatchObject({
      source: 'careers',
      confirmedAt: null,
      opportunityId: rows.unlisted,
      phone: '+1 555 0100',
      resumeMime: 'application/pdf',
    });
    expect(applicant!.consentAt).toBeInstanceOf(Date);

    // The same address again: the same answer, no second applicant (and a fresh link for the lost e-mail).
    const again = await apply({ opportunity_id: rows.unlisted!, email });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    expect(await inSite((tx) => tx.applicant.count({ where: { email } }))).toBe(1);

    const requested = await gw.database.owner.outboxEvent.findMany({
      where: { type: 'applicant.confirmation_requested' },
      orderBy: { id: 'desc' },
    });
    const ref = requested[0]!.payload as { tenantId: string; tokenId: string };
    expect(ref.tenantId).toBe(site.id);
    const config = testConfig();
    const compose = (r: typeof ref) => gw.db.$transaction((tx) => careersConfirmationMail(tx, config, r));
    // The first link was replaced by the second: its e-mail is no longer sent.
    expect(await compose(requested[1]!.payload as typeof ref)).toBeNull();
    const mail = await compose(ref);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your application to Careers Site' });
    const url = new URL(/https?:\/\/\S+\/careers\/confirm\?token=\S+/.exec(mail!.text)![0]);
    expect(url.hostname.startsWith(`${site.slug}.`)).toBe(true);
    const token = url.searchParams.get('token')!;

    // Another site cannot use it; this site can, once.
    const confirm = (s: Site, body: Record<string, string>) =>
      gw.app.inject({ method: 'POST', url: '/api/careers/confirm', headers: { 'x-tenant': s.slug }, payload: body });
    expect((await confirm(other, { token })).statusCode).toBe(400);
    const ok = await confirm(site, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: APPLICATION_CONFIRMED });
    expectContractAnswer(confirmCareersApplication, ok);
    const confirmed = await inSite((tx) => tx.applicant.findUniqueOrThrow({ where: { id: applicant!.id } }));
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    const added = await gw.database.owner.outboxEvent.findMany({ where: { type: 'applicant.added' } });
    expect(added.map((e) => e.payload)).toContainEqual(expect.objectContaining({ applicantId: applicant!.id }));
    const twice = await confirm(site, { token });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: CONFIRMATION_INVALID });
    expect((await confirm(site, {})).statusCode).toBe(400);

    // Confirmed already: applying again still answers alike and adds nothing.
    expect((await apply({ opportunity_id: rows.unlisted!, email })).json()).toEqual(res.json());
    expect(await inSite((tx) => tx.applicant.count({ where: { email } }))).toBe(1);
  });

  it('keeps a PDF sent as polyglot.html as polyglot.pdf, the name its reviewers download it under', async () => {
    const email = 'polyglot@example.org';
    const resume = { bytes: POLYGLOT_PDF, name: 'polyglot.html' };
    expect((await apply({ opportunity_id: rows.listed!, email }, { resume })).statusCode).toBe(201);
    const [applicant] = await inSite((tx) => tx.applicant.findMany({ where: { email } }));
    expect(applicant).toMatchObject({ resumeFilename: 'polyglot.pdf', resumeMime: 'application/pdf' });
    // Reviewers see it once the candidate has confirmed (the e-mailed link, tested above).
    await withTenant(gw.database.owner, site.id, (tx) =>
      tx.applicant.update({ where: { id: applicant!.id }, data: { confirmedAt: new Date() } }),
    );
    const reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
    const download = await reviewer.inject({ method: 'GET', url: `/api/applicants/${applicant!.id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="polyglot.pdf"; filename*=UTF-8''polyglot.pdf`,
    );
  });

  it("refuses without consent or resume (400) and another site's position (404), keeping nothing", async () => {
    const email = 'refused@example.org';
    const noConsent = await apply({ opportunity_id: rows.listed!, email, consent: '' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ error: 'invalid', message: CONSENT_REQUIRED });
    expect((await apply({ opportunity_id: rows.listed!, email }, { resume: false })).statusCode).toBe(400);
    expect((await apply({ opportunity_id: rows.others!, email })).statusCode).toBe(404);
    expect((await apply({ opportunity_id: rows.closed!, email })).statusCode).toBe(404);
    expect((await apply({ opportunity_id: rows.listed!, email: 'not an address' })).statusCode).toBe(400);
    expect(await inSite((tx) => tx.applicant.count({ where: { email } }))).toBe(0);
    expect(await withTenant(gw.db, other.id, (tx) => tx.applicant.count({ where: { email } }))).toBe(0);
  });

  it(`limits each address to ${LIMITS.careersApplication.max} well-formed applications in 10 minutes (429)`, async () => {
    const remoteAddress = '10.15.0.1';
    for (let i = 0; i < 8; i++)
      expect(
        (await apply({ opportunity_id: rows.listed!, email: `x${i}@example.org`, consent: '' }, { remoteAddress }))
          .statusCode,
      ).toBe(400);
    for (let i = 0; i < LIMITS.careersApplication.max; i++)
      expect(
        (await apply({ opportunity_id: rows.listed!, email: `limit${i}@example.org` }, { remoteAddress })).statusCode,
      ).toBe(201);
    const over = await apply({ opportunity_id: rows.listed!, email: 'over@example.org' }, { remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'rate_limited' });
    expect(await inSite((tx) => tx.applicant.count({ where: { email: 'over@example.org' } }))).toBe(0);
    // Another address is not affected.
    expect((await apply({ opportunity_id: rows.listed!, email: 'over@example.org' })).statusCode).toBe(201);
  });
});

describe('careers page HTML', () => {
  const page = (path: string) =>
    gw.app.inject({ method: 'GET', url: path, headers: { host: `${site.slug}.example.com` } });
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const postings = (html: string) => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? ([] as { '@type': string; url: string }[]).concat(JSON.parse(json)) : [];
  };

  it('is a screen of its own, below /saas too', () => {
    for (const path of ['/careers', '/careers/x', '/careers/confirm', '/saas/careers', '/saas/careers/x'])
      expect(tenantScreen(path), path).toBe('careers');
    expect(tenantScreen('/careers/x/y')).toBe('dashboard');
  });

  it("lists the site's open positions as JobPostings, indexed, in the site's name", async () => {
    const res = await page('/careers');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('PhD positions | Careers Site');
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain(`<link rel="canonical" href="http://${site.slug}.example.com/careers" />`);
    expect(res.body).toContain('<meta property="og:site_name" content="Careers Site" />');
    const urls = postings(res.body).map((p) => p.url);
    expect(urls.sort()).toEqual(
      [rows.listed, rows.unlisted].map((id) => `http://${site.slug}.example.com/careers/${id}`).sort(),
    );
  });

  it("gives one open position's page its JobPosting; another site's or a closed one is 404, not indexed", async () => {
    const res = await page(`/careers/${rows.listed}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toMatch(/^Careers listed PhD \d+ \| Careers Site$/);
    const [posting] = postings(res.body);
    expect(posting).toMatchObject({ '@type': 'JobPosting', directApply: true });
    for (const id of [rows.others, rows.closed, 'nonsense']) {
      const other = await page(`/careers/${id}`);
      expect(other.statusCode, id).toBe(404);
      expect(other.body).toContain('noindex');
      expect(postings(other.body)).toEqual([]);
    }
    const confirm = await page('/careers/confirm?token=x');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('noindex');
  });
});
