// @vitest-environment happy-dom
// The blog editor (issue 18): who may see it (signed out: sent to /login; signed in but not an admin:
// "Not allowed"), the slug following the title until edited, the form's own checks before any call,
// and a saved draft sent to the API with the fields the server reads; a chosen cover kept across Preview
// (issue 28). Plus the shared blog rules.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminBlogSection } from '../src/pages/blog/AdminBlogSection.tsx';
import { BlogEditorPage } from '../src/pages/blog/BlogEditorPage.tsx';
import { draftErrors, EMPTY_POST, withTitle } from '../src/pages/blog/blog-form.ts';
import { readingMinutes, slugify } from '@phd/contracts/blog';
import { fakeApi, renderPage } from './dom.tsx';

const ADMIN = { id: 'u1', email: 'admin@phd-finder.test', role: 'admin' };

function editorAt(path: string) {
  return renderPage(
    <Routes>
      <Route path="/create-blog" element={<BlogEditorPage />} />
      <Route path="/edit-blog/:id" element={<BlogEditorPage />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { path },
  );
}

describe('the blog rules', () => {
  it('makes slugs from titles and reading times from words', () => {
    expect(slugify('Écrire ta thèse: 10 tips!')).toBe('ecrire-ta-these-10-tips');
    expect(slugify("Don't panic — it's fine")).toBe('dont-panic-its-fine');
    expect(slugify('!!!')).toBe('');
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1100)}</p>`)).toBe(5);
  });

  it('follows the title until the slug is edited, and checks the form', () => {
    const titled = withTitle(EMPTY_POST, 'Funding Your PhD');
    expect(titled.slug).toBe('funding-your-phd');
    expect(withTitle({ ...titled, slug: 'mine', slugEdited: true }, 'Other').slug).toBe('mine');
    expect(draftErrors(EMPTY_POST, false)).toEqual({ title: 'Title is required' });
    expect(draftErrors({ ...titled, slug: 'Not OK!' }, false).slug).toMatch(/lower-case letters/);
    expect(draftErrors(titled, true).content_html).toBe('Please write the post before publishing it.');
    expect(draftErrors({ ...titled, content_html: '<p>Text</p>' }, true)).toEqual({});
  });
});

describe('the editor', () => {
  it('sends signed-out visitors to the login page', async () => {
    fakeApi({ 'GET /api/user': () => ({ status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } }) });
    editorAt('/create-blog');
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('tells a signed-in non-admin the editor is not for them', async () => {
    fakeApi({ 'GET /api/user': () => ({ ...ADMIN, role: 'user' }) });
    editorAt('/create-blog');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('checks the form first, then saves a draft with a slug made from the title', async () => {
    const api = fakeApi({
      'GET /api/user': () => ADMIN,
      'POST /api/admin/blog': ({ body }) => ({
        status: 201,
        body: { message: 'Draft saved.', data: { id: 'p1', status: 'draft', ...(body as object) } },
      }),
      'GET /api/admin/blog/p1': () => ({
        data: {
          id: 'p1',
          title: 'Funding Your PhD',
          slug: 'funding-your-phd',
          excerpt: '',
          content_html: '',
          status: 'draft',
          cover_url: null,
        },
      }),
    });
    const user = userEvent.setup();
    editorAt('/create-blog');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Title', { exact: false }), 'Funding Your PhD');
    expect((screen.getByLabelText('Address', { exact: false }) as HTMLInputElement).value).toBe('funding-your-phd');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/admin/blog')).toBe(true),
    );
    const sent = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/admin/blog')!;
    expect(sent.body).toEqual({
      title: 'Funding Your PhD',
      slug: 'funding-your-phd',
      excerpt: '',
      content_html: '',
      status: 'draft',
    });
    // The new post opens in its own editor, with the server's message.
    expect(await screen.findByRole('heading', { name: 'Edit blog post' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText(/Draft saved\./)).toBeTruthy();
  });
});

describe('the cover image', () => {
  it('survives Preview and "Back to editing", shows in the preview, and is uploaded on save', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const saved = { id: 'p1', title: 'Funding Your PhD', slug: 'funding-your-phd', excerpt: '', content_html: '' };
    const api = fakeApi({
      'GET /api/user': () => ADMIN,
      'POST /api/admin/blog/preview': () => ({ content_html: '<p>Body</p>' }),
      'POST /api/admin/blog': () => ({
        status: 201,
        body: { message: 'Draft saved.', data: { ...saved, status: 'draft', cover_url: null } },
      }),
      'POST /api/admin/blog/p1/cover': () => ({
        message: 'Cover saved.',
        data: { ...saved, status: 'draft', cover_url: '/images/blog/p1.webp' },
      }),
      'GET /api/admin/blog/p1': () => ({ data: { ...saved, status: 'draft', cover_url: '/images/blog/p1.webp' } }),
    });
    const user = userEvent.setup();
    editorAt('/create-blog');
    await user.type(await screen.findByLabelText('Title', { exact: false }), 'Funding Your PhD');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'campus.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover image', { exact: false }), image);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(within(preview).queryByTestId('cover-placeholder')).toBeNull();
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });

    scrolled.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(await screen.findByText('campus.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The chosen cover' }).getAttribute('src')).toMatch(/^blob:/);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/admin/blog/p1/cover')).toBe(true),
    );
    scrolled.mockRestore();
  });
});

describe("the admin console's blog section", () => {
  it('lists drafts and published posts with links to their editor, and a published one to its page', async () => {
    const row = (id: string, title: string, status: string) => ({
      id,
      slug: title.toLowerCase().replace(/ /g, '-'),
      title,
      status,
      excerpt: '',
      cover_url: null,
      published_at: status === 'published' ? '2026-11-01T10:00:00.000Z' : null,
      updated_at: '2026-11-02T10:00:00.000Z',
      reading_minutes: 1,
      author: null,
    });
    const api = fakeApi({
      'GET /api/admin/blog': () => ({
        data: [row('d1', 'Secret Draft', 'draft'), row('p1', 'Out Now', 'published')],
        pagination: { total: 2, limit: 20, offset: 0 },
      }),
    });
    renderPage(<AdminBlogSection />);
    expect(await screen.findByText('Secret Draft', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Secret Draft' }).getAttribute('href')).toBe('/edit-blog/d1');
    expect(screen.queryByRole('link', { name: 'View Secret Draft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Out Now' }).getAttribute('href')).toBe('/blog/out-now/p1');
    expect(screen.getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe('/create-blog');
    expect(api.calls[0]!.url.searchParams.get('limit')).toBe('20');
  });
});
