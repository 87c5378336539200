// The newsletter in the admin console (issue 15) against real Postgres: subscriber counts by state and
// new in the last 30 days, and the CSV export per state (a download, spreadsheet formulas neutralised,
// recorded in the audit log). Admins only, never cached.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNewsletterCounts } from '@phd/contracts/endpoints/admin-moderation';
import { startGateway, type Gateway } from './harness.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
const DAY = 86_400_000;

beforeAll(async () => {
  gw = await startGateway({ label: 'admin-newsletter' });
  admin = await signInAs(gw.app, gw.db, 'admin@admin-newsletter.test', { role: 'admin' });
  candidate = await signInAs(gw.app, gw.db, 'someone@admin-newsletter.test');
  const now = Date.now();
  const row = (email: string, ageDays: number, unsubscribedDaysAgo?: number, pending = false) => ({
    email,
    status: pending
      ? ('pending' as const)
      : unsubscribedDaysAgo === undefined
        ? ('confirmed' as const)
        : ('unsubscribed' as const),
    unsubscribeTokenHash: randomBytes(32).toString('hex'),
    createdAt: new Date(now - ageDays * DAY),
    unsubscribedAt: unsubscribedDaysAgo === undefined ? null : new Date(now - unsubscribedDaysAgo * DAY),
  });
  await gw.db.newsletterSubscription.createMany({
    data: [
      row('ada@example.org', 2),
      row('=2+3@example.org', 10),
      row('grace@example.org', 45),
      row('-sum@example.org', 5, 1),
      row('alan@example.org', 90, 60),
      // Signed up, never confirmed: counted apart, never "active".
      row('waiting@example.org', 1, undefined, true),
    ],
  });
});
afterAll(async () => {
  await gw?.close();
});

describe('newsletter', () => {
  it('is for admins only', async () => {
    for (const url of ['/api/admin/newsletter', '/api/admin/newsletter/export?state=all']) {
      expect((await gw.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await candidate.inject({ method: 'GET', url })).statusCode, url).toBe(403);
    }
  });

  it('counts subscribers by state and those new in the last 30 days', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/newsletter' });
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(getNewsletterCounts, res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ active: 3, pending: 1, unsubscribed: 2, total: 6, new_last_30_days: 4 });
  });

  it('exports each state as a CSV download with formulas neutralised, and records the export', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/newsletter/export?state=all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-all-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      "'-sum@example.org,unsubscribed",
      "'=2+3@example.org,active",
      'ada@example.org,active',
      'alan@example.org,unsubscribed',
      'grace@example.org,active',
      'waiting@example.org,pending',
    ]);
    const alan = lines.find((l) => l.startsWith('alan@'))!.split(',');
    expect(alan[2]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(alan[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines.find((l) => l.startsWith('ada@'))!.endsWith(',')).toBe(true);

    const active = await admin.inject({ method: 'GET', url: '/api/admin/newsletter/export' });
    expect(active.headers['content-disposition']).toMatch(/newsletter-active-/);
    expect(active.body.trimEnd().split('\r\n')).toHaveLength(4);
    const gone = await admin.inject({ method: 'GET', url: '/api/admin/newsletter/export?state=unsubscribed' });
    expect(gone.body).toContain('alan@example.org');
    const pending = await admin.inject({ method: 'GET', url: '/api/admin/newsletter/export?state=pending' });
    expect(pending.body).toContain('waiting@example.org');
    expect(pending.body).not.toContain('ada@example.org');
    expect(gone.body).not.toContain('ada@example.org');

    const bad = await admin.inject({ method: 'GET', url: '/api/admin/newsletter/export?state=everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('State must be one of: active, pending, unsubscribed, all');

    const audit = await admin.inject({ method: 'GET', url: '/api/admin/audit?action=newsletter.exported' });
    expect(audit.json().data.map((e: { after: unknown }) => e.after)).toEqual([
      { state: 'pending', rows: 1 },
      { state: 'unsubscribed', rows: 2 },
      { state: 'active', rows: 3 },
      { state: 'all', rows: 6 },
    ]);
  });
});
