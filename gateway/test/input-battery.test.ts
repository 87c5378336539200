// No input makes the gateway answer 5xx, and every refusal says what was wrong. The battery is made
// from the app's own route table (plugins/route-table.ts), so a route is covered the day it is added:
// every route is tried signed out, as a candidate, as a recruiter and as a university site's owner, with hostile path parameters,
// query strings and bodies (NUL, control characters and lone UTF-16 surrogates, 1 MB strings, wrong
// JSON types, nested objects, prototype keys, wrong content types, upper-case and malformed ids, path
// traversal).
// Each request comes from its own address, so rate limits never hide an answer.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@phd/services/accounts/sessions';
import { loneSurrogateRefusal } from '@phd/contracts/input/text';
import { SIGNUP_DONE } from '@phd/contracts/endpoints/recruiter-auth';
import { startStaffSession } from '@phd/services/tenants/staff-sessions';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { TOO_DEEP } from '../src/plugins/input-guard.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, handWrittenForm, multipartPayload } from './multipart.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { recruiterSignup, verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';
import { fixtureWebRoot } from './web-root.ts';
import { PAGE_PATTERNS } from '@phd/contracts/site-pages';

let gw: Gateway;
let webRoot: string;
let candidate: SignedInCandidate;
let admin: SignedInCandidate;
let recruiter: SignedInRecruiter;
let site: Site;
let staff: StaffMember;
/** Real ids of rows the signed-in people may reach (their own position, an application to it...). */
let ids: string[];

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ seedCount: 30, label: 'battery', webRoot });
  candidate = await signInAs(gw.app, gw.db, 'battery-candidate@example.org', { firstName: 'Bat' });
  admin = await signInAs(gw.app, gw.db, 'battery-admin@example.org', { role: 'admin' });
  recruiter = await verifiedRecruiter(gw.app, gw.db, 'University of Edinburgh');
  const own = await createOpportunity(gw.db, 'Battery', { recruiterId: recruiter.id, collectResumes: true });
  const application = await gw.db.application.create({
    data: {
      opportunityId: own.id,
      userId: candidate.userId,
      name: 'Bat Candidate',
      email: candidate.email,
      country: 'Norway',
      contactMobile: '+47 1234 5678',
    },
  });
  site = await createSite(gw.database.owner, 'battery-site');
  staff = await staffMember(gw.app, gw.db, site, 'owner');
  ids = [own.id, application.id, candidate.userId, site.id, staff.id];
}, 120_000);
afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/**
 * A fresh session for the person about to be tried: a logout tried by the battery must not sign the
 * rest of their attempts out. (The people are tried one after another, so only theirs matters.)
 */
async function signInAgain(who: Who) {
  if (who === 'candidate') candidate = await signInAs(gw.app, gw.db, candidate.email);
  if (who === 'admin') admin = await signInAs(gw.app, gw.db, admin.email);
  if (who === 'recruiter') {
    const { token } = await startSession(gw.db, { kind: 'recruiter', recruiterId: recruiter.id });
    recruiter = {
      ...recruiter,
      token,
      inject: (options) =>
        gw.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } }),
    };
  }
  if (who === 'staff') {
    const staffToken = await withTenant(gw.db, site.id, (tx) => startStaffSession(tx, site.id, staff.id));
    staff = {
      ...staff,
      token: staffToken,
      inject: (options) =>
        gw.app.inject({
          ...options,
          headers: { 'x-tenant': site.slug, authorization: `Bearer ${staffToken}`, ...(options.headers ?? {}) },
        }),
    };
  }
}

let addresses = 0;
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

/** The candidate's application (a multipart form), from an address of its own. */
const postApplication = ({ payload, contentType }: { payload: Buffer; contentType: string }) =>
  candidate.inject({
    method: 'POST',
    url: '/api/applications',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: nextAddress(),
  });

type Who = 'anonymous' | 'candidate' | 'recruiter' | 'staff' | 'admin';

/** The admin's calls, which only an admin gets past the door of (the others are tried by everyone). */
const adminRoute = (url: string) =>
  url.startsWith('/api/admin') || url === '/api/contact' || url.startsWith('/admin/queues');

interface Attempt {
  method: string;
  url: string;
  who: Who;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

async function send(attempt: Attempt) {
  const base = {
    method: attempt.method as 'GET',
    url: attempt.url,
    payload: attempt.payload,
    headers: attempt.headers,
    remoteAddress: nextAddress(),
  };
  if (attempt.who === 'candidate') return candidate.inject(base);
  if (attempt.who === 'recruiter') return recruiter.inject(base);
  if (attempt.who === 'staff') return staff.inject(base);
  if (attempt.who === 'admin') return admin.inject(base);
  return gw.app.inject(base);
}

/**
 * Pages (the web app, the sitemaps, the development OpenID provider, the unsubscribe link) answer
 * people with HTML, by design; every API route answers `{ error, message }`.
 */
const HTML_LINKS = ['/api/subscribe/unsubscribe', '/api/alerts/unsubscribe', '/api/reminders/unsubscribe'];
const answersHtml = (url: string) =>
  !(url.startsWith('/api/') || url.startsWith('/admin/queues/api/')) || HTML_LINKS.some((path) => url.startsWith(path));

async function check(attempt: Attempt, problems: string[]) {
  const res = await send(attempt);
  const label = `${attempt.who} ${attempt.method} ${attempt.url.slice(0, 120)} ${attempt.headers?.['content-type'] ?? ''}`;
  if (res.statusCode >= 500) {
    problems.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (res.statusCode < 400 || answersHtml(attempt.url)) return;
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = res.json();
  } catch {
    problems.push(`${label} -> ${res.statusCode} without a JSON body: ${res.body.slice(0, 120)}`);
    return;
  }
  if (typeof body.error !== 'string' || typeof body.message !== 'string' || body.message.trim() === '') {
    problems.push(`${label} -> ${res.statusCode} without error and message: ${res.body.slice(0, 200)}`);
  }
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
const CONTROLS = '\u001b[31mred\u001b[0m\u0007\u0008\r\n\u007f\u0085';
/** Half of a character each: a high surrogate alone, a low one alone. */
const HALVES = ['Dr A\ud800B', 'Dr A\udc00B'];
/** A form part declared UTF-16, the one way a multipart field can carry half a character. */
const utf16Part = (name: string, value: string) => ({
  headers: [`Content-Disposition: form-data; name="${name}"`, 'Content-Type: text/plain; charset=utf-16le'],
  body: Buffer.from(value, 'utf16le'),
});

/** Every field name any form or API body takes, so hostile values land where a route reads them. */
const FIELDS = [
  'name',
  'email',
  'message',
  'first_name',
  'last_name',
  'password',
  'confirm_password',
  'university',
  'position',
  'department',
  'city',
  'country',
  'title',
  'description',
  'ai_department',
  'supervisor',
  'supervisor_url',
  'closing_date',
  'deadline',
  'open_to',
  'fully_funded',
  'funding',
  'collect_resumes',
  'opportunity_url',
  'token',
  'status',
  'notify',
  'user_id',
  'opportunity_id',
  'countries',
  'universities',
  'departments',
  'comments',
  'path',
  'label',
  'contact_mobile',
];

const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** `{"a":{"a":...}}` 100,000 levels deep, as text (JSON.stringify itself would run out of stack). */
const NESTED = `${'{"a":'.repeat(100_000)}"deep"${'}'.repeat(100_000)}`;

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

const halvesForm = handWrittenForm(['name', 'university', 'opportunity_id'].map((f) => utf16Part(f, HALVES[0]!)));
const UTF16_FORM = { payload: halvesForm.payload, headers: { 'content-type': halvesForm.contentType } };

/** Bodies for writes: [payload, content type]. */
const bodies = (): { payload?: string | Buffer; headers?: Record<string, string> }[] => [
  {},
  json(everyField(NUL)),
  json(everyField(CONTROLS)),
  ...HALVES.map((half) => json(everyField(half))),
  json(everyField('x'.repeat(20_000))),
  json({ message: MEGABYTE_STRING }),
  json(everyField(12345)),
  json(everyField(true)),
  json(everyField(null)),
  json(everyField({ $ne: 1, nested: { deeper: [1, 2, { x: 'y' }] } })),
  json(everyField(['a', 'b'])),
  json(everyField(ids[0]!.toUpperCase())),
  json([1, 2, 3]),
  json('a string'),
  json(42),
  json(null),
  { payload: NESTED, headers: { 'content-type': 'application/json' } },
  { payload: `${'['.repeat(50)}1${']'.repeat(50)}`, headers: { 'content-type': 'application/json' } },
  { payload: '{"__proto__": {"admin": true}, "name": "x"}', headers: { 'content-type': 'application/json' } },
  { payload: '{"constructor": {"prototype": {"admin": true}}}', headers: { 'content-type': 'application/json' } },
  { payload: '{"name": "unterminated', headers: { 'content-type': 'application/json' } },
  { payload: '', headers: { 'content-type': 'application/json' } },
  { payload: '<?xml version="1.0"?><name>x</name>', headers: { 'content-type': 'application/xml' } },
  { payload: 'name=x&email=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: 'name=x', headers: { 'content-type': 'text/plain' } },
  { payload: '{"name":"x"}', headers: { 'content-type': 'garbage' } },
  { payload: '{"name":"x"}', headers: { 'content-type': '' } },
  { payload: '{"name":"x"}', headers: { 'content-type': 'application/json; charset=utf-7' } },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  UTF16_FORM,
  { payload: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'application/json' } },
];

/** Values for path parameters: real ids in upper case, malformed ids, traversal, odd bytes. */
const pathValues = () => [
  ...ids.map((id) => id.toUpperCase()),
  ...ids,
  'abc',
  '0',
  '%00',
  'a%00b',
  '%1B%5B31m',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%2f',
  '%E0%A4%A',
  '%F0%9F%8E%93',
  '%ED%A0%80',
  '%ED%B0%80',
  `${ids[0]!.toUpperCase()}%00`,
  'x'.repeat(990),
];

const queries = () => [
  `q=${encodeURIComponent(NUL)}`,
  `q=${encodeURIComponent(CONTROLS)}`,
  `q=${'x'.repeat(20_000)}`,
  'limit=-1&offset=abc',
  'limit=1&limit=2',
  'status=NOPE&status=new',
  `userId=${encodeURIComponent(NUL)}`,
  `userId=${ids[2]!.toUpperCase()}`,
  `user_id=${ids[2]!.toUpperCase()}`,
  `opportunity_id=${ids[0]!.toUpperCase()}`,
  `token=${encodeURIComponent(NUL)}`,
  '__proto__[admin]=1&constructor[prototype][admin]=1',
  'a[]=1&a[b]=2',
  '%FF%FE=%00',
  'q=%ED%A0%80&name=%ED%B0%80',
  `university=${encodeURIComponent('{"in":["\\ud800","\\udc00"]}')}`,
];

/** The queue board's API reads these (and decodes a queue's name again, and hands pages to Redis). */
const BOARD_QUERIES = [
  ...['%ZZ%', '%E0%A4%A', '%C0%AF%C0%80', '%FF%FE%C3%28'].map((name) => `activeQueue=${name}&status=failed&page=1`),
  'activeQueue=mail&status=failed&page=99999999999999999999999&jobsPerPage=10',
  'activeQueue=mail&page=-1&jobsPerPage=1e9',
  'queueName=%ZZ%',
];

function expand(url: string): string[] {
  const params = url.match(/:[A-Za-z]+/g) ?? [];
  const wildcard = url.endsWith('*');
  if (params.length === 0 && !wildcard) return [url];
  const urls: string[] = [];
  const fill = (value: string, at: number) =>
    url
      .replace(/:[A-Za-z]+/g, (_m, offset: number) => (offset === at || at < 0 ? value : (ids[0] ?? 'x')))
      .replace(/\*$/, value);
  const positions = params.length ? params.map((p) => url.indexOf(p)) : [-1];
  for (const at of positions) for (const value of pathValues()) urls.push(fill(value, at));
  return urls;
}

describe('malformed input on every route (generated from the route table)', () => {
  it('the route table holds the whole API', () => {
    const urls = gw.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/contact');
    expect(urls).toContain('GET /api/university/opportunities/:id/applications');
    expect(urls.length).toBeGreaterThan(60);
  });

  it('answers every hostile path, query and body below 500, each refusal with error and message', async () => {
    // The API and the web app's pages (served with a server-written <head> for any path).
    const pages = [...PAGE_PATTERNS, '/phd-vacancies/standard/:country/:university'].map((url) => ({
      method: 'GET',
      url,
    }));
    const routes = [...gw.app.routeTable, ...pages].filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const problems: string[] = [];
    let tried = 0;
    // Built once: the megabyte strings take a while to write, and no attempt changes them.
    const writes = bodies();
    for (const who of ['anonymous', 'candidate', 'recruiter', 'staff', 'admin'] as const) {
      for (const route of routes) {
        if (who === 'admin' && !adminRoute(route.url)) continue;
        await signInAgain(who);
        const attempts: Attempt[] = [];
        // The admin may change anything: never with the ids of the rows the other checks rely on.
        const urls = expand(route.url).filter(
          (url) => who !== 'admin' || !ids.some((id) => url.toLowerCase().includes(id.toLowerCase())),
        );
        for (const url of urls) attempts.push({ method: route.method, url, who });
        const plain = (who === 'admin' ? urls[0] : expand(route.url)[ids.length]) ?? route.url;
        for (const query of queries()) attempts.push({ method: route.method, url: `${plain}?${query}`, who });
        if (route.url.startsWith('/admin/queues/api/')) {
          for (const query of BOARD_QUERIES) attempts.push({ method: route.method, url: `${plain}?${query}`, who });
        }
        if (route.method !== 'GET') {
          for (const body of writes) attempts.push({ method: route.method, url: plain, who, ...body });
        }
        // One at a time: concurrency is tried on its own below, and logout or close must not race the rest.
        for (const attempt of attempts) {
          await check(attempt, problems);
          tried++;
        }
      }
    }
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
    expect(tried).toBeGreaterThan(5_000);
  }, 600_000);

  it('refuses a NUL character naming the field, in a body, a query and a multipart form', async () => {
    const contact = await gw.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada\u0000', email: 'ada@example.org', message: 'Hello' },
      remoteAddress: nextAddress(),
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      error: 'invalid',
      message: 'name may not contain the NUL character (U+0000).',
    });

    const listing = await gw.app.inject(`/api/opportunities?q=${encodeURIComponent('phd\u0000')}`);
    expect(listing.statusCode).toBe(400);
    expect(listing.json().message).toBe('q may not contain the NUL character (U+0000).');

    const form = fileForm('resume', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf', 'application/pdf');
    for (const [field, value] of Object.entries({
      opportunity_id: ids[0]!,
      name: 'Ada\u0000Lovelace',
      country: 'Norway',
      contact_mobile: '+47 1234 5678',
    })) {
      form.append(field, value);
    }
    const apply = await postApplication(await multipartPayload(form));
    expect(apply.statusCode).toBe(400);
    expect(apply.json()).toMatchObject({ message: 'name may not contain the NUL character (U+0000).' });
  });

  it('refuses half of a character (a lone UTF-16 surrogate) naming the field, never 500', async () => {
    const posting = {
      poster_name: 'Dr Aoife Byrne',
      poster_position: 'Associate Professor',
      poster_department: 'School of Physics',
      poster_email: 'aoife.byrne@example.org',
      university: 'University of Edinburgh',
      title: 'Quantum optics PhD',
      country: 'United Kingdom',
      city: 'Edinburgh',
      ai_department: 'Physics',
      fully_funded: true,
      description: '<p>Build single-photon sources.</p>',
      opportunity_url: 'https://example.org/jobs/quantum-optics',
      closing_date: 4_000_000_000,
    };
    const refused = (field: string) => ({ error: 'invalid', message: loneSurrogateRefusal(field) });
    for (const [i, field] of ['poster_name', 'poster_position', 'university', 'title', 'country', 'city'].entries()) {
      const res = await gw.app.inject({
        method: 'POST',
        url: '/api/post-jobs',
        payload: { ...posting, [field]: HALVES[i % 2] },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(refused(field));
    }
    for (const [field, half] of [
      ['name', HALVES[0]!],
      ['message', 'Hello \udc00'],
    ]) {
      const res = await gw.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: 'ada@example.org', message: 'Hello', [field!]: half },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(refused(field!));
    }

    // A query's percent escapes are UTF-8, which cannot spell a surrogate; a filter's JSON can.
    const listing = await gw.app.inject(`/api/opportunities?university=${encodeURIComponent('{"in":["\\ud800"]}')}`);
    expect(listing.statusCode).toBe(400);
    expect(listing.json().message).toContain('university');
    const escaped = await gw.app.inject('/api/opportunities?q=%ED%A0%80');
    expect(escaped.statusCode).toBe(200);

    const resume = {
      headers: ['Content-Disposition: form-data; name="resume"; filename="cv.pdf"'],
      body: '%PDF-1.4\n',
    };
    const plain = (name: string, body: string) => ({
      headers: [`Content-Disposition: form-data; name="${name}"`],
      body,
    });
    const apply = (parts: Parameters<typeof handWrittenForm>[0]) =>
      postApplication(
        handWrittenForm([
          plain('opportunity_id', ids[0]!),
          plain('country', 'Norway'),
          plain('contact_mobile', '+47 1234 5678'),
          ...parts,
        ]),
      );
    const field = await apply([utf16Part('name', HALVES[1]!), resume]);
    expect(field.statusCode, field.body).toBe(400);
    expect(field.json()).toMatchObject(refused('name'));
    const filename = await apply([
      plain('name', 'Ada Lovelace'),
      { ...resume, headers: [`Content-Disposition: form-data; name="resume"; filename*=utf-16le''%00%D8c%00v%00`] },
    ]);
    expect(filename.statusCode, filename.body).toBe(400);
    expect(filename.json()).toMatchObject(refused('resume.filename'));
  });

  it('stores text without control characters: ANSI escapes go, multi-line fields keep their line breaks', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada \u001b[31mLove\u0007lace',
        email: 'ada@example.org',
        message: 'Line one\r\nLine\ttwo\u0008',
      },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    const row = await gw.db.contactMessage.findFirstOrThrow({ where: { email: 'ada@example.org' } });
    expect(row.name).toBe('Ada Love lace');
    expect(row.message).toBe('Line one\nLine\ttwo');
  });

  it('lowers ids only: body text that happens to look like an upper-case UUID is kept as sent', async () => {
    const text = ids[0]!.toUpperCase();
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Id Person', email: 'ids@example.org', message: text },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect((await gw.db.contactMessage.findFirstOrThrow({ where: { email: 'ids@example.org' } })).message).toBe(text);
  });

  it("reads an upper-case id as the same row: the recruiter's applications list answers 200", async () => {
    const upper = ids[0]!.toUpperCase();
    const res = await recruiter.inject({ method: 'GET', url: `/api/university/opportunities/${upper}/applications` });
    expect(res.statusCode, res.body).toBe(200);
    // Its one application, in whatever status the battery left it (it may have withdrawn it by its id).
    expect(res.json()).toMatchObject({ opportunity: { id: ids[0] }, counts: { total: 1 } });
  });

  it('names what is wrong with the body: content type, prototype keys, invalid JSON, depth, size', async () => {
    const post = (payload: string | undefined, headers: Record<string, string>) =>
      gw.app.inject({ method: 'POST', url: '/api/contact', payload, headers, remoteAddress: nextAddress() });
    const xml = await post('<name/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe(
      'This endpoint does not accept a application/xml body. Please send application/json.',
    );
    const form = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.json().message).toContain('Please send application/json');
    const none = await gw.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: Buffer.from('{"name":"x"}'),
      headers: { 'content-type': '' },
      remoteAddress: nextAddress(),
    });
    expect(none.statusCode).toBe(415);
    expect(none.json().message).toBe(
      'The request has a body but no Content-Type header. Please send application/json.',
    );
    const resume = await candidate.inject({
      method: 'POST',
      url: '/api/applications',
      payload: '<x/>',
      headers: { 'content-type': 'text/xml' },
    });
    expect(resume.statusCode).toBe(415);
    expect(resume.json().message).toContain('Please send a multipart/form-data form.');

    const proto = await post('{"__proto__": {"admin": true}}', { 'content-type': 'application/json' });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().message).toBe(
      'The key "__proto__" is not allowed in a request body. Please rename or remove it.',
    );
    const ctor = await post('{"constructor": {"prototype": {}}}', { 'content-type': 'application/json' });
    expect(ctor.json().message).toContain('The key "constructor" is not allowed');
    const broken = await post('{"name": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The request body is not valid JSON \(.+\)\.$/);
    const deep = await post(NESTED, { 'content-type': 'application/json' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(TOO_DEEP);
    const huge = await post(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large. This endpoint takes at most 1024 KB.');
  });
});

describe('two identical requests at once', () => {
  it('concurrent identical recruiter sign-ups make one account and one e-mail, and all answer as a sign-up', async () => {
    const body = recruiterSignup({ email: `twice-${Date.now()}@ed.ac.uk` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        gw.app.inject({
          method: 'POST',
          url: '/api/university/auth/signup',
          payload: body,
          remoteAddress: nextAddress(),
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: SIGNUP_DONE });
    }
    const accounts = await gw.db.recruiter.findMany({ where: { email: body.email } });
    expect(accounts).toHaveLength(1);
  });

  it('concurrent identical saves and applications never answer 5xx', async () => {
    const target = await createOpportunity(gw.db, 'Concurrent', { collectResumes: true });
    const saves = await Promise.all(
      Array.from({ length: 4 }, () =>
        candidate.inject({
          method: 'POST',
          url: '/api/user/opportunity/save',
          payload: { user_id: candidate.userId, opportunity_id: target.id.toUpperCase() },
        }),
      ),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await gw.db.savedOpportunity.count({ where: { userId: candidate.userId, opportunityId: target.id } })).toBe(
      1,
    );

    const applications = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const form = fileForm('resume', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf', 'application/pdf');
        form.append('opportunity_id', target.id);
        form.append('name', 'Bat Candidate');
        form.append('country', 'Norway');
        form.append('contact_mobile', '+47 1234 5678');
        return postApplication(await multipartPayload(form));
      }),
    );
    const statuses = applications.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    for (const res of applications.slice(1)) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(await gw.db.application.count({ where: { userId: candidate.userId, opportunityId: target.id } })).toBe(1);
  });
});
