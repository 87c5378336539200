// A listing the expiry sweep closed (its deadline more than 30 days past, issue 17), as the public
// sees it: the detail API answers 410 "expired" naming the position (and counts no view), its page
// answers 410 with the app, noindex and no JobPosting, related still offers similar open positions,
// and it is gone from the listing, the counts and the sitemap. A listing closed by a person keeps its
// 200 detail and 404 page (unchanged).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '@phd/services/db/client';
import type { Opportunity } from '@phd/services/db/generated/client';
import { expireOpportunities } from '@phd/services/opportunities/expire-opportunities';
import { goneSchema } from '@phd/contracts/public-schemas';
import { opportunityLink } from '../src/presenters/opportunity-link.ts';
import { expectMatches } from './contract-answer.ts';
import { getJson, startGateway, type Gateway } from './harness.ts';
import { fixtureWebRoot } from './web-root.ts';

const DAY = 86_400_000;
let gw: Gateway;
let webRoot: string;
let expired: Opportunity;
let similar: Opportunity;
let closedByHand: Opportunity;

async function create(data: Partial<Prisma.OpportunityUncheckedCreateInput> = {}): Promise<Opportunity> {
  return gw.db.opportunity.create({
    data: {
      title: 'Glacier Dynamics in a Warming Arctic',
      universityName: 'University of Bergen',
      country: 'Norway',
      city: 'Bergen',
      discipline: 'Geology',
      description: '<p>Field work on Svalbard.</p>',
      closingDate: new Date(Date.now() + 60 * DAY),
      ...data,
    },
  });
}

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ webRoot, label: 'expiry', cacheTtlMs: 0 });
  expired = await create({ closingDate: new Date(Date.now() - 31 * DAY) });
  similar = await create({ title: 'Sea Ice and Ocean Heat' });
  closedByHand = await create({ title: 'Fjord Sediments', status: 'closed', closedAt: new Date() });
  await gw.search.index([expired.id, similar.id]);
  expect((await expireOpportunities(gw.db)).expired).toBe(1);
});

afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const detailUrl = (o: Opportunity) => `/opportunities/${opportunityLink(o)}`;

describe('an expired listing', () => {
  it('the detail API answers 410 "This position has closed" with the position, and counts no view', async () => {
    await gw.app.viewBuffer.flush();
    const res = await gw.app.inject(`/api/opportunities/${expired.id}`);
    expect(res.statusCode).toBe(410);
    const row = await gw.db.opportunity.findUniqueOrThrow({ where: { id: expired.id } });
    expect(res.json()).toEqual({
      error: 'expired',
      message: 'This position has closed',
      opportunity: {
        id: expired.id,
        title: 'Glacier Dynamics in a Warming Arctic',
        university: 'University of Bergen',
        city: 'Bergen',
        country: 'Norway',
        ai_department: 'Geology',
        closing_date: Math.floor(expired.closingDate!.getTime() / 1000),
        closed_at: Math.floor(row.closedAt!.getTime() / 1000),
        expired_at: Math.floor(row.expiredAt!.getTime() / 1000),
        link: opportunityLink(expired),
      },
    });
    expectMatches(goneSchema, res.json());
    expect(gw.app.viewBuffer.pending).toBe(0);
    // By its link too.
    expect((await gw.app.inject(`/api/opportunities/${opportunityLink(expired)}`)).statusCode).toBe(410);
  });

  it('still gets similar open positions from related', async () => {
    const { data } = await getJson<{ data: { id: string }[] }>(gw.app, `/api/opportunities/related/${expired.id}`);
    expect(data.map((o) => o.id)).toEqual([similar.id]);
  });

  it('its page answers 410 with the app: noindex, titled closed, no JobPosting', async () => {
    const res = await gw.app.inject({ method: 'GET', url: detailUrl(expired), headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">fixture app</div>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<title>Closed: Glacier Dynamics in a Warming Arctic at University of Bergen, Norway | PhD Finder</title>',
    );
    expect(head).toMatch(
      /<meta name="description" content="This PhD position at University of Bergen, Norway has closed: its deadline passed on \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    expect(head).toContain('<meta name="robots" content="noindex, follow" />');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('JobPosting');
  });

  it('is out of the listing, the counts and the sitemap', async () => {
    const page = await getJson<{ data: { id: string }[]; pagination: { total: number } }>(gw.app, '/api/opportunities');
    expect(page.data.map((o) => o.id)).toEqual([similar.id]);
    expect(page.pagination.total).toBe(1);
    const counts = await getJson<{ ai_department: string; Count: number }[]>(gw.app, '/api/disciplines');
    expect(counts).toEqual([expect.objectContaining({ ai_department: 'Geology', Count: 1 })]);
    const sitemap = await gw.app.inject('/sitemap.xml');
    expect(sitemap.body).toContain(opportunityLink(similar));
    expect(sitemap.body).not.toContain(opportunityLink(expired));
  });
});

describe('a listing closed by a person (unchanged)', () => {
  it('keeps its 200 detail marked closed, and its 404 page', async () => {
    const detail = await getJson<{ status: string; expired_at: number | null }>(
      gw.app,
      `/api/opportunities/${closedByHand.id}`,
    );
    expect(detail).toMatchObject({ status: 'closed', expired_at: null });
    const res = await gw.app.inject({ method: 'GET', url: detailUrl(closedByHand), headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});
