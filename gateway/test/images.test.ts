// GET /api/images/{kind}/{name}: uploaded logos from file storage, generated initials and flags, the
// neutral fallback, caching headers, and no failure for any name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './harness.ts';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'images' });
  await gw.storage.put('logos/edinburgh.png', PNG, 'image/png');
  await gw.db.university.createMany({
    data: [
      { name: 'University of Edinburgh', slug: 'edinburgh', country: 'United Kingdom', logoKey: 'logos/edinburgh.png' },
      { name: 'Aarhus University', slug: 'aarhus', country: 'Denmark' },
      { name: 'University of Lost Logos', slug: 'lost', country: 'Norway', logoKey: 'logos/missing.png' },
      { name: 'University of Bad Keys', slug: 'bad', country: 'Norway', logoKey: '../../etc/passwd' },
    ],
  });
});
afterAll(() => gw.close());

const get = (url: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url, headers });

describe('university images', () => {
  it('serves the uploaded logo from storage, by exact or hyphenated name, cached for a day with an ETag', async () => {
    const res = await get('/api/images/university/University%20of%20Edinburgh.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"logo-.+"$/);
    const hyphenated = await get('/api/images/university/university-of-edinburgh.png');
    expect(hyphenated.rawPayload.equals(PNG)).toBe(true);

    const again = await get('/api/images/university/University%20of%20Edinburgh.png', {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws initials on a colour from the name when there is no logo (or it is missing)', async () => {
    for (const name of [
      'Aarhus University',
      'University of Lost Logos',
      'University of Bad Keys',
      'Nowhere Institute',
    ]) {
      const res = await get(`/api/images/university/${encodeURIComponent(name)}.png`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers.etag).toMatch(/^"svg-[0-9a-f]+"$/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const aarhus = await get('/api/images/university/Aarhus%20University.png');
    expect(aarhus.body).toContain('>AU</text>');
    expect(aarhus.body).toMatch(/fill="hsl\(\d+, \d+%, 34%\)"/);
  });
});

describe('country images', () => {
  it('draws the flag of each home-page country, hyphenated names included', async () => {
    const cases: [string, string][] = [
      ['United-Kingdom.png', '#012169'],
      ['Germany.png', '#FFCE00'],
      ['Switzerland.png', '#DA291C'],
      ['sweden.png', '#FECC02'],
      ['Norway', '#00205B'],
    ];
    for (const [name, colour] of cases) {
      const res = await get(`/api/images/country/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain(colour);
    }
  });

  it('falls back to a neutral image for other countries, with a stable ETag', async () => {
    const first = await get('/api/images/country/New-Zealand.png');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<circle');
    expect(first.body).toContain('New Zealand');
    const second = await get('/api/images/country/New-Zealand.png');
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await get('/api/images/country/New-Zealand.png', { 'if-none-match': `W/${first.headers.etag}` });
    expect(cached.statusCode).toBe(304);
  });
});

describe('unusual requests', () => {
  it('answers an unknown kind with a JSON 404', async () => {
    const res = await get('/api/images/planet/Mars.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.stringContaining('university or country') });
  });

  it('never fails for odd names', async () => {
    const names = [
      '%00.png',
      '..%2F..%2Fetc%2Fpasswd',
      '%F0%9F%8E%93.png',
      `${'x'.repeat(290)}.png`,
      "'%20OR%201=1--",
      '.png',
    ];
    for (const name of names) {
      for (const kind of ['university', 'country']) {
        const res = await get(`/api/images/${kind}/${name}`);
        expect(res.statusCode, `${kind}/${name}`).toBeLessThan(500);
      }
    }
  });
});
