// The demo's sample import files (issue 31, docs/imports.md "Trying it offline"), served by the gateway
// against a real seeded database and Redis: the CSV and the feed read and mapped as a run would (the
// CSV has exactly one refused row, and why), the feed's strong ETag and 304, the page's remove / put
// back (CSRF-checked forms, kept in Redis across a restart) changing the feed and its ETag, the demo
// site importing the feed over HTTP as the workers do (a removed item closes after two runs), bad input
// answered with a sentence, and no demo routes in production or with the demo off.
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FEED_PATH, SAMPLE_POSITIONS_CSV_PATH, DEMO_IMPORTS_PAGE } from '@phd/contracts/demo-imports';
import { SAMPLE_FEED_ITEMS } from '@phd/services/intake/demo/sample-feed';
import { SAMPLE_POSITION_COUNT, SAMPLE_REFUSED_REFERENCE } from '@phd/services/intake/demo/sample-positions';
import { TEMPLATE_COLUMNS } from '@phd/services/intake/mapping/template';
import { previewItems } from '@phd/services/intake/preview';
import { runImport } from '@phd/services/intake/run/run-import';
import { requestRun } from '@phd/services/intake/schedule';
import { createLogger } from '@phd/services/logger';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { demoAccount, DEMO_TENANT_SLUG, DEMO_TENANT_UNIVERSITY } from '@phd/services/seed/accounts';
import { CSRF_EXPIRED } from '../src/auth/csrf.ts';
import { removedItemsKey } from '../src/routes/demo-feed-removed.ts';
import { ITEM_ACTION, unknownItem } from '../src/routes/demo-imports.ts';
import { redisUrl } from '../../tests/support/services.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'demo-imports', seedCount: 20 });
});
afterAll(() => gw?.close());

const body = (text: string) => Readable.from([Buffer.from(text)]);

/** The page's CSRF cookie and form token, as a browser has them after opening it. */
async function openPage(app = gw.app) {
  const res = await app.inject(DEMO_IMPORTS_PAGE);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === '_csrf');
  const token = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1];
  expect(cookie && token).toBeTruthy();
  return { page: res.body, cookie: `_csrf=${cookie!.value}`, token: token! };
}

function post(guid: string, fields: Record<string, string>, cookie?: string, app = gw.app) {
  return app.inject({
    method: 'POST',
    url: `${DEMO_IMPORTS_PAGE}/items/${guid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('GET /demo/imports/sample-positions.csv', () => {
  it('is a CSV download in the template columns whose preview refuses exactly one row, saying why', async () => {
    const res = await gw.app.inject(SAMPLE_POSITIONS_CSV_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sample-positions.csv"');
    expect(res.body.split('\r\n')[0]).toBe(TEMPLATE_COLUMNS.map((c) => c.header).join(','));

    const recruiter = await gw.database.owner.recruiter.findFirstOrThrow({
      where: { email: demoAccount('recruiter').email },
    });
    const preview = await previewItems(gw.db, { recruiterId: recruiter.id, tenantId: null }, 'csv', body(res.body), {});
    expect(preview).toMatchObject({
      total: SAMPLE_POSITION_COUNT,
      publishable: SAMPLE_POSITION_COUNT - 1,
      refused: 1,
      missing_fields: [],
    });
    expect(Object.values(preview.mapping)).not.toContain('ignore');
    expect(preview.refusals).toEqual([
      { row: 8, key: SAMPLE_REFUSED_REFERENCE, reason: expect.stringMatching(/^The closing date .+ has passed$/) },
    ]);
    const published = preview.rows.filter((r) => r.position);
    expect(published.every((r) => r.position!.university === 'University of Edinburgh')).toBe(true);
    expect(published.every((r) => new Date(r.position!.closing_date!).getTime() > Date.now())).toBe(true);
  });
});

describe('GET /demo/imports/sample-feed.xml', () => {
  it('is an RSS feed with a strong ETag, whose every item the demo site publishes; a matching poll is a 304', async () => {
    const res = await gw.app.inject(SAMPLE_FEED_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await gw.app.inject({ url: SAMPLE_FEED_PATH, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const stale = await gw.app.inject({ url: SAMPLE_FEED_PATH, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);

    const tenant = await gw.database.owner.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG } });
    const preview = await previewItems(gw.db, { recruiterId: null, tenantId: tenant.id }, 'feed', body(res.body), {});
    expect(preview).toMatchObject({ total: SAMPLE_FEED_ITEMS.length, publishable: SAMPLE_FEED_ITEMS.length });
    expect(preview.rows.map((r) => r.key)).toEqual(SAMPLE_FEED_ITEMS.map((i) => i.guid));
    expect(preview.rows[0]!.position).toMatchObject({
      university: DEMO_TENANT_UNIVERSITY,
      country: 'Netherlands',
      city: 'Delft',
      department: SAMPLE_FEED_ITEMS[0]!.department,
    });
  });
});

describe('the demo page: taking items out of the feed and putting them back', () => {
  const guid = SAMPLE_FEED_ITEMS[2]!.guid;

  it('changes the feed and its ETag, kept in Redis so another gateway process (or a restart) serves the same', async () => {
    const before = await gw.app.inject(SAMPLE_FEED_PATH);
    const { page, cookie, token } = await openPage();
    expect(page).toContain(`${testConfig().publicUrl}${SAMPLE_FEED_PATH}`);
    expect(page.match(/Remove from the feed/g)).toHaveLength(SAMPLE_FEED_ITEMS.length);

    const removed = await post(guid, { _csrf: token, action: 'remove' }, cookie);
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe(DEMO_IMPORTS_PAGE);
    expect(await gw.rateLimitRedis.smembers(removedItemsKey(gw.prefix))).toEqual([guid]);

    const without = await gw.app.inject({ url: SAMPLE_FEED_PATH, headers: { 'if-none-match': before.headers.etag } });
    expect(without.statusCode).toBe(200);
    expect(without.headers.etag).not.toBe(before.headers.etag);
    expect(without.body).not.toContain(guid);
    expect(without.body.match(/<item>/g)).toHaveLength(SAMPLE_FEED_ITEMS.length - 1);
    expect((await openPage()).page).toContain('Taken out');

    const restarted = await startGateway({ label: 'demo-imports-2', sharing: gw });
    try {
      const feed = await restarted.app.inject(SAMPLE_FEED_PATH);
      expect(feed.headers.etag).toBe(without.headers.etag);
      const back = await post(guid, { _csrf: token, action: 'put-back' }, cookie, restarted.app);
      expect(back.statusCode).toBe(303);
    } finally {
      await restarted.close();
    }
    const restored = await gw.app.inject(SAMPLE_FEED_PATH);
    expect(restored.headers.etag).toBe(before.headers.etag);
    expect(restored.body).toBe(before.body);
  });

  it('refuses a form without its CSRF token, an unknown item and an unknown action, each with a sentence', async () => {
    const { cookie, token } = await openPage();
    const noToken = await post(guid, { action: 'remove' }, cookie);
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe(CSRF_EXPIRED);
    const noCookie = await post(guid, { _csrf: token, action: 'remove' });
    expect(noCookie.statusCode).toBe(403);

    const unknown = await post('no-such-item', { _csrf: token, action: 'remove' }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(unknownItem('no-such-item'));
    for (const action of ['delete', '']) {
      const bad = await post(guid, { _csrf: token, action }, cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ITEM_ACTION);
    }
    const json = await gw.app.inject({
      method: 'POST',
      url: `${DEMO_IMPORTS_PAGE}/items/${guid}`,
      headers: { cookie },
      payload: { _csrf: token, action: 'remove' },
    });
    expect(json.statusCode).toBe(303);
    await post(guid, { _csrf: token, action: 'put-back' }, cookie);
    expect(await gw.rateLimitRedis.smembers(removedItemsKey(gw.prefix))).toEqual([]);
  });
});

describe('the sample feed imported by the demo university site over HTTP', () => {
  it('creates its positions; an item taken out on the page closes after two runs', async () => {
    // The gateway on 127.0.0.1 as `npm start` serves it; the run fetches it as the workers do
    // (robots.txt, the host's turn, a conditional GET), with loopback allowed as start.ts allows it.
    const server = await startGateway({ label: 'demo-imports-http', seedCount: 0 });
    const redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    try {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${SAMPLE_FEED_PATH}`;
      const deps = {
        db: server.db,
        redis,
        logger: createLogger({ logLevel: 'silent' }, 'demo-import'),
        allowLoopback: true,
      };
      const tenant = await server.database.owner.tenant.findUniqueOrThrow({ where: { slug: DEMO_TENANT_SLUG } });
      const site = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(server.db, tenant.id, work);
      const source = await site((tx) =>
        tx.importSource.create({
          data: { name: 'Demo feed', kind: 'url', format: 'feed', url, schedule: 'daily', tenantId: tenant.id },
        }),
      );
      const run = async () => {
        const { runId } = await site((tx) => requestRun(tx, { id: source.id, tenantId: tenant.id }, 'manual'));
        return runImport(deps, runId);
      };
      const status = async (guid: string) =>
        (
          await server.database.owner.opportunity.findFirstOrThrow({
            where: { importSourceId: source.id, importKey: guid },
          })
        ).status;

      expect(await run()).toMatchObject({ status: 'done', counts: { created: SAMPLE_FEED_ITEMS.length, refused: 0 } });
      const guid = SAMPLE_FEED_ITEMS[0]!.guid;
      const { cookie, token } = await openPage(server.app);
      expect((await post(guid, { _csrf: token, action: 'remove' }, cookie, server.app)).statusCode).toBe(303);

      expect(await run()).toMatchObject({
        status: 'done',
        counts: { unchanged: SAMPLE_FEED_ITEMS.length - 1, closed: 0 },
      });
      expect(await status(guid)).toBe('open');
      expect(await run()).toMatchObject({ status: 'done', notModified: true, counts: { closed: 1 } });
      expect(await status(guid)).toBe('closed');

      // Put back, it opens again on the next run.
      expect((await post(guid, { _csrf: token, action: 'put-back' }, cookie, server.app)).statusCode).toBe(303);
      expect(await run()).toMatchObject({ status: 'done', notModified: false });
      expect(await status(guid)).toBe('open');
    } finally {
      redis.disconnect();
      await server.close();
    }
  }, 60_000);
});

describe('outside the demo', () => {
  it('serves none of it in production, nor with the demo off', async () => {
    const production = await startGateway({
      label: 'demo-imports-prod',
      env: { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-at-least-32-chars', SEED_DEMO: 'true' },
    });
    const off = await startGateway({ label: 'demo-imports-off', env: { SEED_DEMO: 'false' } });
    try {
      for (const app of [production.app, off.app]) {
        for (const url of [SAMPLE_POSITIONS_CSV_PATH, SAMPLE_FEED_PATH, DEMO_IMPORTS_PAGE]) {
          const res = await app.inject(url);
          expect(res.headers['content-type'] ?? '').not.toMatch(/text\/csv|rss/);
          expect(res.body).not.toContain('tud-demo-phd-001');
          expect(res.body).not.toContain('Try an import offline');
        }
        const posted = await app.inject({
          method: 'POST',
          url: `${DEMO_IMPORTS_PAGE}/items/tud-demo-phd-001`,
          payload: { action: 'remove' },
        });
        expect(posted.statusCode).toBe(404);
      }
    } finally {
      await production.close();
      await off.close();
    }
  });
});
