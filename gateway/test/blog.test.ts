// The blog (issue 18) against real Postgres: the admin API's rules (401 signed out, 403 to others,
// CSRF on writes, audit rows), server-side sanitising, slugs (made, validated, unique, even for two
// requests at once), drafts never public, the public list's paging, covers checked by content and
// resized, the pages' heads (BlogPosting, feed links, 301 to the canonical address), the sitemap and
// the RSS and Atom feeds.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlogPost,
  deleteBlogPost,
  previewBlogPost,
  removeBlogCover,
  setBlogCover,
  updateBlogPost,
} from '@phd/contracts/endpoints/admin-blog';
import { listBlogPosts, readBlogPost } from '@phd/contracts/endpoints/blog';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { fixtureWebRoot } from './web-root.ts';

let gw: Gateway;
let admin: SignedInCandidate;
let candidate: SignedInCandidate;
let webRoot: string;
const PUBLIC_URL = 'https://phd.example.org';

beforeAll(async () => {
  webRoot = fixtureWebRoot();
  gw = await startGateway({ label: 'blog', webRoot, env: { PUBLIC_URL } });
  admin = await signInAs(gw.app, gw.db, 'admin@blog.test', { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  candidate = await signInAs(gw.app, gw.db, 'reader@blog.test');
});
afterAll(async () => {
  await gw?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const BODY = '<h2>Start early</h2><p>Write to the supervisor first.</p><ul><li>One</li><li>Two</li></ul>';

async function create(payload: Record<string, unknown>) {
  return admin.inject({ method: 'POST', url: '/api/admin/blog', payload });
}

async function published(title: string, extra: Record<string, unknown> = {}) {
  const res = await create({ title, content_html: BODY, status: 'published', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(createBlogPost, res);
  return res.json().data as { id: string; slug: string; status: string; content_html: string };
}

describe('who may write', () => {
  const id = randomUUID();
  const calls = [
    { method: 'GET', url: '/api/admin/blog' },
    { method: 'GET', url: `/api/admin/blog/${id}` },
    { method: 'POST', url: '/api/admin/blog', payload: { title: 'x' } },
    { method: 'PUT', url: `/api/admin/blog/${id}`, payload: { title: 'x' } },
    { method: 'DELETE', url: `/api/admin/blog/${id}` },
    { method: 'POST', url: `/api/admin/blog/${id}/cover`, payload: {} },
    { method: 'DELETE', url: `/api/admin/blog/${id}/cover` },
    { method: 'POST', url: '/api/admin/blog/preview', payload: { content_html: '<p>x</p>' } },
    { method: 'GET', url: '/api/admin/blog/not-an-id' },
  ] as const;

  it('answers 401 signed out and 403 to a signed-in candidate, never 404', async () => {
    for (const call of calls) {
      expect((await gw.app.inject(call)).statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      const other = await candidate.inject(call);
      expect(other.statusCode, `${call.method} ${call.url} as a candidate`).toBe(403);
      expect(other.json().message).toBe('Only admins can do this.');
    }
  });

  it('refuses an admin write without the CSRF token', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      cookies: admin.cookies,
      payload: { title: 'No token' },
    });
    expect(res.statusCode).toBe(403);
    expect(await gw.db.blogPost.count({ where: { title: 'No token' } })).toBe(0);
  });
});

describe('writing posts', () => {
  it('sanitises the HTML on the server, keeps https images and records the change in the audit log', async () => {
    const post = await published('Sanitised Post', {
      content_html:
        '<h1>Big</h1><p onclick="steal()">Hi<script>alert(1)</script></p><img src="https://img.example.org/a.png" alt="A chart" onerror="x()"><img src="javascript:alert(1)"><a href="javascript:alert(1)">bad</a>',
    });
    expect(post.content_html).toBe(
      '<h2>Big</h2><p>Hi</p><img src="https://img.example.org/a.png" alt="A chart" loading="lazy" /><a rel="noopener noreferrer nofollow" target="_blank">bad</a>',
    );
    const audit = await admin.inject({ method: 'GET', url: `/api/admin/audit?record_id=${post.id}` });
    expect(audit.json().data).toMatchObject([
      { action: 'blog_post.created', record_type: 'blog_post', actor: { email: 'admin@blog.test' } },
    ]);
  });

  it('makes the slug from the title, unique, and refuses a taken or malformed one with a message', async () => {
    const first = await published('Écrire une thèse: 10 Tips!');
    expect(first.slug).toBe('ecrire-une-these-10-tips');
    const second = await published('Écrire une thèse: 10 tips');
    expect(second.slug).toBe('ecrire-une-these-10-tips-2');

    const taken = await create({ title: 'Other', slug: 'ecrire-une-these-10-tips' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'conflict',
      message: 'Another post already uses the address "ecrire-une-these-10-tips". Please choose another.',
      details: { slug: expect.any(String) },
    });
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/blog/${second.id}`,
      payload: { slug: 'ecrire-une-these-10-tips' },
    });
    expect(renamed.statusCode).toBe(409);

    for (const slug of ['Has Spaces', 'double--hyphen', '-edge', 'ümlaut']) {
      const res = await create({ title: 'Bad slug', slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message).toBe(
        'The address may use lower-case letters, digits and single hyphens between words.',
      );
    }
    // Upper case is only a matter of spelling: stored lower-case.
    expect((await published('Case', { slug: 'Mixed-Case-Slug' })).slug).toBe('mixed-case-slug');
  });

  it('gives one of two identical requests at once the slug and the other a 409', async () => {
    const payload = { title: 'Race', slug: 'race-condition-post', content_html: BODY };
    const answers = await Promise.all([create(payload), create(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers bad input with 4xx and a sentence, never 500', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{}, 400, /Title is required/],
      [{ title: '   ' }, 400, /Title is required/],
      [{ title: 'x\u0000y' }, 400, /NUL character/],
      [{ title: 'x'.repeat(201) }, 400, /at most 200/],
      [{ title: 'Empty', status: 'published', content_html: '<p> </p>' }, 400, /write the post before publishing/],
      [{ title: 'Status', status: 'live' }, 400, /draft or published/],
      [{ title: 'Html', content_html: 42 }, 400, /Content must be text/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    for (const url of ['/api/admin/blog/nope', `/api/admin/blog/${randomUUID()}`]) {
      const res = await admin.inject({ method: 'PUT', url, payload: { title: 'x' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Blog post not found.');
    }
    const paging = await admin.inject({ method: 'GET', url: '/api/admin/blog?limit=0' });
    expect(paging.statusCode).toBe(400);
  });

  it('previews the HTML as it would be stored', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/blog/preview',
      payload: { content_html: '<p>ok<iframe src="https://evil.example"></iframe></p>' },
    });
    expect(res.json()).toEqual({ content_html: '<p>ok</p>' });
    expectContractAnswer(previewBlogPost, res);
  });
});

describe('drafts and the public API', () => {
  it('never shows a draft publicly, and shows it once published', async () => {
    const draft = (await create({ title: 'Secret Draft', content_html: BODY })).json().data;
    expect(draft.status).toBe('draft');
    expect((await gw.app.inject({ url: `/api/blog/${draft.id}` })).statusCode).toBe(404);
    const list = await gw.app.inject({ url: '/api/blog?limit=50' });
    expect(list.json().data.map((p: { id: string }) => p.id)).not.toContain(draft.id);
    expect((await gw.app.inject({ url: `/blog/${draft.slug}/${draft.id}` })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/blogs/rss.xml' })).body).not.toContain('Secret Draft');

    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/blog/${draft.id}`,
      payload: { status: 'published' },
    });
    expect(res.json()).toMatchObject({ message: 'Post saved and published.', data: { status: 'published' } });
    expectContractAnswer(updateBlogPost, res);
    const shown = await gw.app.inject({ url: `/api/blog/${draft.id.toUpperCase()}` });
    expect(shown.statusCode).toBe(200);
    expectContractAnswer(readBlogPost, shown);
    expect(shown.json().data).toMatchObject({ title: 'Secret Draft', author: 'Ada Admin', reading_minutes: 1 });
    expect(shown.json().data).not.toHaveProperty('status');

    await admin.inject({ method: 'PUT', url: `/api/admin/blog/${draft.id}`, payload: { status: 'draft' } });
    expect((await gw.app.inject({ url: `/api/blog/${draft.id}` })).statusCode).toBe(404);
    const actions = (await admin.inject({ url: `/api/admin/audit?record_id=${draft.id}` })).json().data;
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'blog_post.unpublished',
      'blog_post.published',
      'blog_post.created',
    ]);
  });

  it('pages published posts newest first with the total', async () => {
    await gw.db.blogPost.updateMany({ data: { status: 'draft' } });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const post = await published(`Paged ${i}`);
      await gw.db.blogPost.update({
        where: { id: post.id },
        data: { publishedAt: new Date(Date.UTC(2026, 0, 1 + i)) },
      });
      ids.unshift(post.id);
    }
    const firstPage = await gw.app.inject({ url: '/api/blog?limit=2&offset=0' });
    expectContractAnswer(listBlogPosts, firstPage);
    const first = firstPage.json();
    const third = (await gw.app.inject({ url: '/api/blog?limit=2&offset=4' })).json();
    expect(first.pagination).toEqual({ total: 5, limit: 2, offset: 0 });
    expect(first.data.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    expect(third.data.map((p: { id: string }) => p.id)).toEqual(ids.slice(4));
    expect(first.data[0]).toMatchObject({
      title: 'Paged 4',
      excerpt: 'Start early Write to the supervisor first. One Two',
    });
    const one = (await gw.app.inject({ url: `/api/blog/${ids[0]}` })).json();
    expect(one.related.map((p: { id: string }) => p.id)).toEqual(ids.slice(1, 4));
    for (const url of ['/api/blog?limit=500', '/api/blog?offset=-1', '/api/blog?limit=abc']) {
      const res = await gw.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/must be a whole number/);
    }
    // A NUL byte is refused at the edge (plugins/input-guard.ts), a non-id is simply not a post.
    expect((await gw.app.inject({ url: '/api/blog/%00' })).statusCode).toBe(400);
    expect((await gw.app.inject({ url: '/api/blog/not-a-post' })).json().message).toBe('Blog post not found.');
  });
});

describe('covers', () => {
  async function upload(id: string, bytes: Buffer, name = 'cover.png') {
    const { payload, contentType } = await multipartPayload(fileForm('cover', bytes, name));
    return admin.inject({
      method: 'POST',
      url: `/api/admin/blog/${id}/cover`,
      payload,
      headers: { 'content-type': contentType },
    });
  }

  it('checks the image by content, crops it to 1200×630 JPEG and serves it; removing it deletes the file', async () => {
    const post = await published('With Cover');
    const renamed = await upload(post.id, Buffer.from('MZ not an image at all'), 'cover.png');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('Please upload a PNG, JPEG, WebP, AVIF or GIF image as the cover.');
    const tiny = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await upload(post.id, tiny)).json().message).toBe('The cover image must be at least 600 pixels wide.');

    const big = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const res = await upload(post.id, big, 'cover.exe');
    expect(res.statusCode, res.body).toBe(200);
    expectContractAnswer(setBlogCover, res);
    const url: string = res.json().data.cover_url;
    expect(url).toMatch(/^\/api\/blog\/covers\/[0-9a-f-]{36}-[0-9a-f]{16}\.jpg$/);
    const image = await gw.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });

    const removed = await admin.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}/cover` });
    expect(removed.json().data.cover_url).toBeNull();
    expectContractAnswer(removeBlogCover, removed);
    expect((await gw.app.inject({ url })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/api/blog/covers/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('pages, sitemap and feeds', () => {
  it('writes the post head with BlogPosting and feed links, and redirects other addresses to the canonical one', async () => {
    const post = await published('How to Apply <Fast> & Well', { excerpt: 'Apply well, apply early.' });
    const canonical = `/blog/${post.slug}/${post.id}`;
    const page = await gw.app.inject({ url: canonical });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>How to Apply &lt;Fast&gt; &amp; Well | PhD Finder</title>');
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}" />`);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('<meta name="description" content="Apply well, apply early." />');
    expect(page.body).toContain(`<link rel="alternate" type="application/rss+xml"`);
    expect(page.body).toContain(`href="${PUBLIC_URL}/blogs/atom.xml"`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to Apply <Fast> & Well',
      url: `${PUBLIC_URL}${canonical}`,
      author: { '@type': 'Person', name: 'Ada Admin' },
    });

    for (const from of [
      `/blog/${post.id}`,
      `/blog/wrong-slug/${post.id}`,
      `/blog/${post.slug}/${post.id.toUpperCase()}`,
    ]) {
      const res = await gw.app.inject({ url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(canonical);
    }
    for (const missing of [`/blog/${randomUUID()}`, `/blog/x/${randomUUID()}`, '/blog/7', '/blog/a/%2E']) {
      expect((await gw.app.inject({ url: missing })).statusCode, missing).toBe(404);
    }
    const list = await gw.app.inject({ url: '/blogs' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>PhD Tips and Blog | PhD Finder</title>');
    expect(list.body).toContain(`href="${PUBLIC_URL}/blogs/rss.xml"`);
  });

  it('lists published posts in the sitemap and the feeds, with absolute links', async () => {
    const post = await published('Feed Post', { excerpt: 'In the feed.' });
    const sitemap = (await gw.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blogs</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blog/${post.slug}/${post.id}</loc>`);

    const rss = await gw.app.inject({ url: '/blogs/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(rss.body).toContain(`<link>${PUBLIC_URL}/blog/${post.slug}/${post.id}</link>`);
    expect(rss.body).toContain('<title><![CDATA[Feed Post]]></title>');

    const atom = await gw.app.inject({ url: '/blogs/atom.xml' });
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(atom.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.body).toContain(`<id>${PUBLIC_URL}/blog/${post.slug}/${post.id}</id>`);
  });

  it('deletes a post, and a second delete is told it is gone', async () => {
    const post = await published('To Delete');
    const answers = await Promise.all([
      admin.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}` }),
      admin.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expectContractAnswer(
      deleteBlogPost,
      answers.find((a) => a.statusCode === 200)!,
    );
    expect((await gw.app.inject({ url: `/blog/${post.slug}/${post.id}` })).statusCode).toBe(404);
  });
});
