// No input may make the discovery API answer 5xx: a battery of malformed, hostile and extreme
// parameters against every public route. Malformed input is a 400 { error: 'invalid', message }
// naming the parameter; odd but well-formed input is answered normally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './harness.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ seedCount: 400, label: 'malformed' });
});
afterAll(() => gw.close());

const enc = encodeURIComponent;

/** [query string, the parameter a 400 must name, or null when the input is acceptable]. */
const LISTING_BATTERY: [string, string | null][] = [
  [`country=${enc('{"in":["Germany"')}`, 'country'],
  [`country=${enc('{"in":"Germany"}')}`, 'country'],
  [`country=${enc('{"in":[1,2,3]}')}`, 'country'],
  [`country=${enc('{"in":[null]}')}`, 'country'],
  [`country=${enc('{"in":[{"$ne":1}]}')}`, 'country'],
  [`country=${enc('{"nin":["Germany"]}')}`, 'country'],
  [`country=${enc('["Germany"]')}`, 'country'],
  [`country=${enc('{}')}`, 'country'],
  [`country=${enc('{"in":[]}')}`, null],
  [`country=Germany&country=France`, 'country'],
  [`country=${enc(JSON.stringify({ in: Array.from({ length: 51 }, (_, i) => `C${i}`) }))}`, 'country'],
  [`country=${enc('x'.repeat(201))}`, 'country'],
  [`country=${enc("Germany' OR '1'='1")}`, null],
  [`country=${enc('Ger\u0000many')}`, 'country'],
  [`university=${enc('{"in":["\\ud800"]}')}`, 'university'],
  [`university=${enc('{"in":["x\\udc00"]}')}`, 'university'],
  [`university=${enc('{"in":["\\ud83d\\ude00"]}')}`, null],
  [`university=${enc('大学 🎓')}`, null],
  [`discipline=${enc('{"in":["%_\\\\"]}')}`, null],
  [`department=${enc('{"in":["); DROP TABLE opportunities; --"]}')}`, null],
  [`category=premium`, 'category'],
  [`category=${enc('{"in":["featured","nope"]}')}`, 'category'],
  ['limit=abc', 'limit'],
  ['limit=-5', 'limit'],
  ['limit=0', 'limit'],
  ['limit=101', 'limit'],
  ['limit=1.5', 'limit'],
  ['limit=NaN', 'limit'],
  ['limit=Infinity', 'limit'],
  ['limit=99999999999999999999999', 'limit'],
  ['limit=', 'limit'],
  ['offset=-1', 'offset'],
  ['offset=1e3', 'offset'],
  ['offset=10001', 'offset'],
  ['offset=9999&limit=30', 'offset'],
  ['offset=9970&limit=30', null],
  ['created_at[gt]=tomorrow', 'created_at[gt]'],
  ['created_at[gt]=-1', 'created_at[gt]'],
  ['created_at[lt]=99999999999999999999', 'created_at[lt]'],
  ['created_at[gt]=999999999999', null],
  ['created_at[gt]=1800000000&created_at[lt]=1700000000', null],
  ['created_at=1700000000', null],
  ['funded=maybe', 'funded'],
  ['funded=true&funded=false', 'funded'],
  ['sort=oldest', 'sort'],
  ['sort=stipend', 'sort'],
  ['sort=stipend&stipend_currency=EUR', null],
  ['stipend_min=abc&stipend_currency=GBP', 'stipend_min'],
  ['stipend_min=-1&stipend_currency=GBP', 'stipend_min'],
  ['stipend_min=1.5&stipend_currency=GBP', 'stipend_min'],
  ['stipend_min=20000', 'stipend_currency'],
  ['stipend_currency=GBP', null],
  ['stipend_min=20000&stipend_currency=pounds', 'stipend_currency'],
  ['stipend_min=20000&stipend_currency=%C2%A3', 'stipend_currency'],
  ['stipend_min=1&stipend_min=2&stipend_currency=GBP', 'stipend_min'],
  ['stipend_min=20000&stipend_currency=gbp', null],
  ['sort[]=latest', null],
  [`q=${'a'.repeat(10_000)}`, 'q'],
  [`q=${enc("' OR 1=1; --")}`, null],
  [`q=${enc('!!! & | <-> :* ()')}`, null],
  [`q=${enc('"unterminated')}`, null],
  [`q=${enc('\u0000\u0001')}`, 'q'],
  [`q=${enc('phd\u0001\u001b[0m')}`, null],
  [`q=${enc('🎓 doctorat 博士')}`, null],
  ['q=%FF%FE', null],
  ['q=%E0%A4%A', null],
  ['q=a&q=b', 'q'],
  ['__proto__[x]=1&constructor=1', null],
];

function checkAnswer(url: string, status: number, body: string, parameter: string | null) {
  expect(status, `${url} -> ${status} ${body.slice(0, 300)}`).toBeLessThan(500);
  if (parameter === null) {
    expect(status, `${url}: ${body.slice(0, 300)}`).toBe(200);
    return;
  }
  expect(status, url).toBe(400);
  const json = JSON.parse(body) as { error: string; message: string };
  expect(json.error).toBe('invalid');
  expect(json.message, url).toContain(parameter);
}

describe('malformed input never answers 5xx', () => {
  it('GET /api/opportunities answers each malformed parameter with a 400 naming it', async () => {
    expect(LISTING_BATTERY.length).toBeGreaterThanOrEqual(40);
    for (const [query, parameter] of LISTING_BATTERY) {
      const url = `/api/opportunities?${query}`;
      const res = await gw.app.inject(url);
      checkAnswer(url, res.statusCode, res.body, parameter);
    }
  });

  it('every route that takes the listing filters does the same', async () => {
    const routes = [
      '/api/opportunities/countries/counts',
      '/api/opportunities/discipline/counts',
      '/api/opportunities/universities/counts',
      '/api/opportunities/countries/universities',
      '/api/opportunities/countries/Germany',
      '/api/countries',
      '/api/universities',
      '/api/disciplines',
    ];
    // Routes without paging ignore limit, offset and sort.
    const paging = new Set(['limit', 'offset', 'sort']);
    for (const route of routes) {
      const paged = route.endsWith('/countries/Germany');
      for (const [query, parameter] of LISTING_BATTERY) {
        const url = `${route}?${query}`;
        const res = await gw.app.inject(url);
        const ignored = parameter !== null && paging.has(parameter) && !paged;
        checkAnswer(url, res.statusCode, res.body, ignored ? null : parameter);
      }
    }
  });

  it('odd ids and names in paths are 404 or 400, never 5xx', async () => {
    const ids = [
      'abc',
      '0',
      '-1',
      'null',
      '%00',
      'phd-vacancies-',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      `${'a'.repeat(900)}`,
      "1'%20OR%20'1'='1",
      '%F0%9F%8E%93',
      '..%2F..%2Fetc',
    ];
    for (const id of ids) {
      for (const route of ['/api/opportunities/', '/api/opportunities/related/', '/api/opportunities/countries/']) {
        const res = await gw.app.inject(`${route}${id}`);
        expect(res.statusCode, `${route}${id}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (route === '/api/opportunities/') expect([400, 404]).toContain(res.statusCode);
        // Related of an id that is not (or no longer) listed is simply empty.
        if (route.includes('related') && res.statusCode === 200) expect(res.json()).toEqual({ data: [] });
      }
    }
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'limit=1&limit=2']) {
      for (const route of [
        '/api/opportunities/most-viewed',
        '/api/opportunities/related/00000000-0000-4000-8000-000000000000',
      ]) {
        const res = await gw.app.inject(`${route}?${query}`);
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        expect(res.json().message).toContain('limit');
      }
    }
  });
});
