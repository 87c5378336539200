// The embeddable widget's addresses on the gateway (routes/widget.ts) against a fixture build: the
// short-cached /widget.js loader pointing at the immutable hashed script, both loadable by other
// origins; the iframe page any site may frame, its data attributes escaped and its query checked; and
// CORS on the public reads the widget calls (and not on signed-in ones).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_PAGE_CSP } from '../src/routes/widget.ts';
import { startGateway, type Gateway } from './harness.ts';
import { FIXTURE_WIDGET_FILE as WIDGET_FILE, fixtureWebRoot } from './web-root.ts';

let gw: Gateway;
let unbuilt: Gateway;
let root: string;
let emptyRoot: string;

beforeAll(async () => {
  root = fixtureWebRoot();
  // As the build writes it: browsers that accept brotli get the precompressed copy.
  writeFileSync(join(root, `${WIDGET_FILE}.br`), brotliCompressSync('console.log("widget")'));
  emptyRoot = fixtureWebRoot();
  rmSync(join(emptyRoot, 'widget.json'));
  [gw, unbuilt] = await Promise.all([
    startGateway({ seedCount: 10, webRoot: root, label: 'widget' }),
    startGateway({ webRoot: emptyRoot, label: 'widget-unbuilt' }),
  ]);
});
afterAll(async () => {
  await Promise.all([gw.close(), unbuilt.close()]);
  rmSync(root, { recursive: true, force: true });
  rmSync(emptyRoot, { recursive: true, force: true });
});

const get = (app: Gateway, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { origin: 'https://uni.example' } });

describe('/widget.js', () => {
  it('is a short-cached loader of the hashed build, loadable from other sites', async () => {
    const res = await get(gw, '/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain(`"/${WIDGET_FILE}"`);
    expect(res.body).toContain('document.currentScript');
  });

  it('points at a script cached for a year as immutable, also loadable from other sites', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await gw.app.inject({
        method: 'GET',
        url: `/${WIDGET_FILE}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const app = await get(gw, '/assets/index-abc123.js');
    expect(app.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('says the widget is not built when it is not', async () => {
    const res = await get(unbuilt, '/widget.js');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('/embed/opportunities', () => {
  it('is a page any site may frame, with the widget for the query', async () => {
    const res = await get(
      gw,
      `/embed/opportunities?university=${encodeURIComponent('Trinity "College" <Dublin>')}&limit=7`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(EMBED_PAGE_CSP);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain(
      `<script src="/${WIDGET_FILE}" data-phd-finder data-university="Trinity &quot;College&quot; &lt;Dublin&gt;" data-limit="7"></script>`,
    );
    // Every other page stays unframeable by other sites.
    const other = await get(gw, '/api/opportunities');
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['limit=21', 'limit'],
    ['country=a%00b', 'country'],
    [`discipline=${'x'.repeat(201)}`, 'discipline'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const res = await get(gw, `/embed/opportunities?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(name);
  });
});

describe('CORS on the public reads', () => {
  it.each([
    '/api/opportunities?limit=2',
    '/api/opportunities/most-viewed',
    '/api/countries',
    '/api/opportunities/countries/counts',
  ])('%s allows any origin, without credentials', async (url) => {
    const res = await get(gw, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('is not given to signed-in reads', async () => {
    const res = await get(gw, '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
