// Near-duplicates through the gateway (issue 17) against real Postgres: the same text posted twice
// lists once, both detail pages name the other posting ("also_posted_at"), and an admin's "Not a
// duplicate" (POST /api/admin/opportunities/{id}/split-duplicate) lists both again for good. The
// search-index processor's work is done here by the same two calls it makes.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_SPLIT, splitAdminDuplicate } from '@phd/contracts/endpoints/admin-opportunities';
import { detectDuplicates } from '@phd/services/duplicates/detect';
import { NOT_IN_A_GROUP } from '@phd/services/duplicates/split';
import { createTenantOpportunity } from '@phd/services/tenants/tenant-opportunities';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { CSRF_EXPIRED } from '../src/auth/csrf.ts';
import { syncOpportunities } from '../../workers/src/processors/search-index.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite } from './tenant-staff.ts';
import { fixtureWebRoot } from './web-root.ts';

let gw: Gateway;
let webRoot: string;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'duplicates', webRoot, env: { PUBLIC_URL } });
  admin = await signInAs(gw.app, gw.db, 'admin@duplicates.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@duplicates.test');
}, 120_000);
afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const PUBLIC_URL = 'https://phd.example.org';

let made = 0;
function posting(university: string) {
  made += 1;
  const word = `glaciology${made}`;
  // A project paragraph of its own, so two calls are two positions and never one group.
  const project = Array.from({ length: 50 }, (_, k) => `${word}k${k}`).join(' ');
  return {
    title: `PhD in ${word} and sea level`,
    university,
    country: 'United Kingdom',
    description:
      `<p>A fully funded studentship on ${word}: ice sheet models, satellite altimetry and field work in ` +
      `Svalbard. The student joins a team of eight and spends three months abroad. A stipend of 20,780 GBP ` +
      `a year for 3.5 years; UK applicants only. Applicants hold a first degree in physics or mathematics.</p>` +
      `<p>${project}</p>`,
    opportunity_url: 'https://example.org/apply',
    fully_funded: true,
  };
}

async function create(body: object): Promise<string> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/opportunities', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** What the search-index processor does for an opportunity.created/updated event. */
async function indexed(id: string) {
  const changed = await detectDuplicates(gw.db, id);
  await syncOpportunities(gw.db, gw.search, [id, ...changed]);
}

/** A posting and the same text posted again at another university: one group. */
async function group() {
  const first = posting('University of Edinburgh');
  const a = await create(first);
  await indexed(a);
  const b = await create({ ...first, university: 'University of Glasgow' });
  await indexed(b);
  return { a, b, title: first.title };
}

const listed = async (q: string) => {
  const res = await gw.app.inject({ method: 'GET', url: `/api/opportunities?q=${encodeURIComponent(q)}&sort=latest` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((o) => o.id);
};

const detail = async (id: string) => (await gw.app.inject({ method: 'GET', url: `/api/opportunities/${id}` })).json();

describe('near-duplicates in the API', () => {
  it('lists the same text posted twice once, and each detail names the other posting', async () => {
    const { a, b, title } = await group();
    expect(await listed(title)).toEqual([a]);

    const canonical = await detail(a);
    expect(canonical.also_posted_at).toEqual([
      expect.objectContaining({
        id: b,
        title,
        university: 'University of Glasgow',
        origin: { kind: 'phd_finder', name: null },
      }),
    ]);
    expect(canonical.also_posted_at[0].link).toMatch(new RegExp(`${b}$`));
    const duplicate = await detail(b);
    expect(duplicate.also_posted_at).toEqual([
      expect.objectContaining({ id: a, university: 'University of Edinburgh' }),
    ]);
    const alone = await create(posting('University of Edinburgh'));
    await indexed(alone);
    expect((await detail(alone)).also_posted_at).toEqual([]);
  });

  it('names who posted each copy or where it came from, and leaves closed and past-deadline copies out', async () => {
    const text = posting('University of Edinburgh');
    const copy = async () => {
      const id = await create(text);
      await indexed(id);
      return id;
    };
    const [a, recruiter, imported, closed, pastDeadline] = [
      await copy(),
      await copy(),
      await copy(),
      await copy(),
      await copy(),
    ];
    // The same text from a university site's careers pages, listed on PhD Finder too.
    const site = await createSite(gw.db, `dup-${randomUUID().slice(0, 8)}`, 'Edinburgh Doctoral College');
    const { university: _university, ...fields } = text;
    const staff = { tenantId: site.id, userId: randomUUID(), role: 'owner' as const };
    const careers = (await withTenant(gw.db, site.id, (tx) => createTenantOpportunity(tx, staff, fields))).opportunity
      .id;
    await indexed(careers);
    const set = (id: string, data: object) => gw.db.opportunity.update({ where: { id }, data });
    await set(careers, { title: 'Glaciology studentship' });
    await set(recruiter, { source: 'recruiter', postedByName: 'Dr Jane Roe' });
    await set(imported, { source: 'import', opportunityUrl: 'https://www.ed.ac.uk/jobs/123' });
    await set(closed, { status: 'closed', closedAt: new Date() });
    await set(pastDeadline, { closingDate: new Date(Date.now() - 86_400_000) });

    const others = (await detail(a)).also_posted_at as { id: string; title: string; origin: unknown }[];
    expect(others.map((o) => [o.id, o.origin])).toEqual([
      [recruiter, { kind: 'poster', name: 'Dr Jane Roe' }],
      [imported, { kind: 'imported', name: 'www.ed.ac.uk' }],
      [careers, { kind: 'careers_site', name: 'Edinburgh Doctoral College' }],
    ]);
    expect(others[2]!.title).toBe('Glaciology studentship');
    // A closed copy's own page still names the open ones, and never itself.
    expect(((await detail(closed)).also_posted_at as { id: string }[]).map((o) => o.id)).toEqual([
      a,
      recruiter,
      imported,
      careers,
    ]);
  });

  it('marks the canonical posting: a duplicate page names it as its canonical URL, and the sitemap lists it alone', async () => {
    const { a, b } = await group();
    const [canonicalLink, duplicateLink] = [(await detail(a)).link, (await detail(b)).link];
    expect((await detail(b)).also_posted_at).toEqual([expect.objectContaining({ id: a, canonical: true })]);
    expect((await detail(a)).also_posted_at).toEqual([expect.objectContaining({ id: b, canonical: false })]);

    const page = async (link: string) =>
      (await gw.app.inject({ url: `/opportunities/${link}`, headers: { accept: 'text/html' } })).body;
    const canonicalTag = `<link rel="canonical" href="${PUBLIC_URL}/opportunities/${canonicalLink}" />`;
    expect(await page(duplicateLink)).toContain(canonicalTag);
    expect(await page(canonicalLink)).toContain(canonicalTag);

    const sitemap = (await gw.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/opportunities/${canonicalLink}<`);
    expect(sitemap).not.toContain(`/opportunities/${duplicateLink}<`);
  });

  it('marks grouped listings in the admin list', async () => {
    const { a, b, title } = await group();
    const res = await admin.inject({ method: 'GET', url: `/api/admin/opportunities?q=${encodeURIComponent(title)}` });
    const rows = res.json().data as { id: string; duplicate_of: string | null; duplicates: number }[];
    expect(rows.find((r) => r.id === a)).toMatchObject({ duplicate_of: null, duplicates: 1 });
    expect(rows.find((r) => r.id === b)).toMatchObject({ duplicate_of: a, duplicates: 0 });
  });

  it('split: admins only (401, 403), with a CSRF token, and 404/409 with a message', async () => {
    const { b } = await group();
    const url = `/api/admin/opportunities/${b}/split-duplicate`;
    expect((await gw.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await candidate.inject({ method: 'POST', url })).statusCode).toBe(403);
    const noToken = await gw.app.inject({ method: 'POST', url, cookies: admin.cookies });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe(CSRF_EXPIRED);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await admin.inject({ method: 'POST', url: `/api/admin/opportunities/${id}/split-duplicate` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Opportunity not found.' });
    }
    const alone = await create(posting('University of Edinburgh'));
    await indexed(alone);
    const res = await admin.inject({ method: 'POST', url: `/api/admin/opportunities/${alone}/split-duplicate` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: NOT_IN_A_GROUP });
    // Nothing was split by the refused calls.
    expect((await gw.db.opportunity.findUniqueOrThrow({ where: { id: b } })).duplicateOf).not.toBeNull();
  });

  it('split lists both again, for good, records the change in the audit log and the outbox', async () => {
    const { a, b, title } = await group();
    const res = await admin.inject({ method: 'POST', url: `/api/admin/opportunities/${b}/split-duplicate` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: DUPLICATE_SPLIT });
    expectContractAnswer(splitAdminDuplicate, res);

    const events = await gw.db.outboxEvent.findMany({ where: { type: 'opportunity.updated' } });
    expect(events.some((e) => (e.payload as { opportunityId: string }).opportunityId === b)).toBe(true);
    // The event's job, and later ones, never regroup the pair.
    await indexed(b);
    await indexed(a);
    expect((await listed(title)).sort()).toEqual([a, b].sort());
    expect((await detail(b)).also_posted_at).toEqual([]);

    const audit = (
      await admin.inject({ method: 'GET', url: `/api/admin/audit?record_type=opportunity&record_id=${b}` })
    ).json().data as { action: string; before: unknown; after: unknown }[];
    expect(audit[0]).toMatchObject({
      action: 'opportunity.duplicate_split',
      before: { duplicate_of: a },
      after: { duplicate_of: null, split_from: [a] },
    });
    const again = await admin.inject({ method: 'POST', url: `/api/admin/opportunities/${b}/split-duplicate` });
    expect(again.statusCode).toBe(409);
  });
});
