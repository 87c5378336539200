// /create-blog and /edit-blog/{id} (issue 18), admins only: title, address (slug, made from the title
// until edited), excerpt, cover image, the recruiters' rich-text editor, and a preview of the HTML as the
// server will store it. "Save draft" keeps the post private; "Publish" puts it on /blogs.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_BLOG_KEY, BLOG_KEY, adminBlog, type BlogPostInput } from '../../api/blog.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { INPUT_CLASS, RequiredLegend, TextField } from '../../components/ui/TextField.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { blogPostPath, type AdminBlogPostJson } from '@phd/contracts/blog';
import { pageMeta, SITE_NAME } from '@phd/contracts/seo';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverFieldErrors } from '../recruiter/form-state.ts';
import { RichTextEditor, type EditorTool } from '../recruiter/RichTextEditor.tsx';
import { AdminOnly } from './AdminOnly.tsx';
import { BlogCover } from './BlogCover.tsx';
import { POST_BODY } from './BlogPostPage.tsx';
import { EMPTY_POST, draftErrors, draftOf, withTitle, type BlogDraft, type BlogFieldErrors } from './blog-form.ts';

const COVER_MAX_BYTES = 8 * 1024 * 1024;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An image in the body, by https address with its description (the server keeps only https images). */
const IMAGE_TOOL: EditorTool = {
  label: 'Image',
  text: 'Img',
  run: () => {
    const src = window.prompt('Image address (https://...)')?.trim();
    if (!src || !/^https:\/\//i.test(src)) return;
    const alt = window.prompt('Describe the image for people who cannot see it') ?? '';
    document.execCommand(
      'insertHTML',
      false,
      `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt.trim())}">`,
    );
  },
};

/** A chosen file with an address to show it before it is uploaded, let go once replaced or gone. */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const choose = (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  return [chosen, choose] as const;
}

/** The file field shows the chosen file again after Preview (where the browser can set it). */
function keepChosenFile(input: HTMLInputElement | null, file: File | undefined) {
  if (!input || !file || input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
  try {
    const chosen = new DataTransfer();
    chosen.items.add(file);
    input.files = chosen.files;
  } catch {
    // The state still holds the file; the notice below the field names it.
  }
}

export function BlogEditorPage() {
  const { id } = useParams();
  return (
    <>
      <PageHead
        meta={{
          ...pageMeta('/create-blog'),
          ...(id && { title: `Edit Blog Post | ${SITE_NAME}`, canonicalPath: `/edit-blog/${id}` }),
        }}
      />
      <AdminOnly>{id ? <ExistingPost id={id} /> : <PostForm key="new" />}</AdminOnly>
    </>
  );
}

function ExistingPost({ id }: { id: string }) {
  const post = useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'one', id],
    queryFn: ({ signal }) => adminBlog.get(id, signal),
    gcTime: 0,
    retry: false,
  });
  if (post.isPending) return <Spinner label="Loading the post..." />;
  if (post.isError) return <Notice tone="error">{serverMessage(post.error, 'The post could not be loaded.')}</Notice>;
  return <PostForm key={post.data.data.id} existing={post.data.data} />;
}

function PostForm({ existing }: { existing?: AdminBlogPostJson }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { state } = useLocation() as { state: { message?: string } | null };
  const [post, setPost] = useState(existing);
  const [draft, setDraft] = useState<BlogDraft>(existing ? draftOf(existing) : EMPTY_POST);
  const [errors, setErrors] = useState<BlogFieldErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    state?.message ? { tone: 'success', text: state.message } : null,
  );
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  // The chosen cover lives here, not in the file field, which Preview takes off the page: it survives
  // Preview and "Back to editing", shows in the preview, and is uploaded when the post is saved.
  const [cover, chooseCover] = useChosenFile();
  const excerptId = useId();

  /** Preview and back: the top of what is now shown, not where the buttons were. */
  const showPreviewHtml = (html: string | null) => {
    setPreview(html);
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  const update = (change: Partial<BlogDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) }));
  };

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: BLOG_KEY }),
      client.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }),
    ]);

  const fail = (error: unknown, fallback: string) => {
    setErrors(serverFieldErrors(error));
    setOutcome({ tone: 'error', text: serverMessage(error, fallback) });
  };

  async function save(status: 'draft' | 'published') {
    const found = draftErrors(draft, status === 'published');
    const file = cover?.file;
    if (file && file.size > COVER_MAX_BYTES) found.cover = 'The cover image must be smaller than 8 MB.';
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setOutcome({ tone: 'error', text: 'Please correct the fields marked below.' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    const body: BlogPostInput = {
      title: draft.title.trim(),
      slug: draft.slug.trim().toLowerCase(),
      excerpt: draft.excerpt.trim(),
      content_html: draft.content_html,
      status,
    };
    try {
      let saved = post ? await adminBlog.update(post.id, body) : await adminBlog.create(body);
      if (file) {
        try {
          saved = await adminBlog.uploadCover(saved.data.id, file);
        } catch (error) {
          // The post is saved; only the cover was refused: say so at the cover.
          await refresh();
          if (!post)
            return navigate(`/edit-blog/${saved.data.id}`, { replace: true, state: { message: saved.message } });
          setPost(saved.data);
          return fail(error, 'The cover image could not be uploaded.');
        }
        chooseCover(null);
      }
      await refresh();
      if (!post) return navigate(`/edit-blog/${saved.data.id}`, { replace: true, state: { message: saved.message } });
      setPost(saved.data);
      setDraft(draftOf(saved.data));
      setOutcome({ tone: 'success', text: saved.message });
    } catch (error) {
      fail(error, 'The post could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function showPreview() {
    setBusy(true);
    try {
      showPreviewHtml((await adminBlog.preview(draft.content_html)).content_html);
    } catch (error) {
      fail(error, 'The preview could not be made.');
    } finally {
      setBusy(false);
    }
  }

  async function dropCover() {
    if (!post) return;
    setBusy(true);
    try {
      const saved = await adminBlog.removeCover(post.id);
      setPost(saved.data);
      setOutcome({ tone: 'success', text: saved.message });
      await refresh();
    } catch (error) {
      fail(error, 'The cover image could not be removed.');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!post || !window.confirm(`Delete "${post.title}"? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await adminBlog.remove(post.id);
      await refresh();
      navigate('/blogs', { replace: true });
    } catch (error) {
      fail(error, 'The post could not be deleted.');
      setBusy(false);
    }
  }

  const published = post?.status === 'published';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900">{post ? 'Edit blog post' : 'New blog post'}</h1>
        {post && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${published ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {published ? 'Published' : 'Draft'}
          </span>
        )}
      </div>
      {outcome && (
        <Notice tone={outcome.tone}>
          {outcome.text}{' '}
          {outcome.tone === 'success' && published && post && (
            <Link to={blogPostPath(post)} className={TEXT_LINK}>
              View the post
            </Link>
          )}
        </Notice>
      )}
      {preview !== null ? (
        <section aria-label="Preview" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
          <BlogCover title={draft.title} src={cover?.url ?? post?.cover_url ?? null} className="rounded-xl" />
          <h2 className="text-3xl font-bold text-brand-900">{draft.title || 'Untitled post'}</h2>
          {draft.excerpt && <p className="text-lg text-slate-700">{draft.excerpt}</p>}
          <div className={POST_BODY} dangerouslySetInnerHTML={{ __html: preview }} />
          <Button variant="secondary" onClick={() => showPreviewHtml(null)}>
            Back to editing
          </Button>
        </section>
      ) : (
        <form
          noValidate
          className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          onSubmit={(event) => {
            event.preventDefault();
            void save('published');
          }}
        >
          <RequiredLegend />
          <TextField
            label="Title"
            required
            maxLength={200}
            value={draft.title}
            error={errors.title}
            onChange={(e) => {
              setDraft((current) => withTitle(current, e.target.value));
              setErrors((current) => ({ ...current, title: undefined, slug: undefined }));
            }}
          />
          <TextField
            label="Address"
            hint={`The post's address: /blog/${draft.slug || 'your-title'}/… Lower-case letters, digits and hyphens; made from the title unless you change it.`}
            value={draft.slug}
            error={errors.slug}
            onChange={(e) => update({ slug: e.target.value, slugEdited: true })}
          />
          <label htmlFor={excerptId} className="block font-medium text-slate-800">
            Excerpt
            <span className="block text-sm font-normal text-slate-600">
              One or two sentences shown in the list and in link previews. Optional: the post&apos;s opening is used
              otherwise.
            </span>
          </label>
          <textarea
            id={excerptId}
            rows={3}
            maxLength={500}
            value={draft.excerpt}
            aria-invalid={errors.excerpt ? true : undefined}
            onChange={(e) => update({ excerpt: e.target.value })}
            className={`${INPUT_CLASS} ${errors.excerpt ? 'border-red-600' : 'border-slate-300'}`}
          />
          {errors.excerpt && <p className="text-sm text-red-700">{errors.excerpt}</p>}
          <div className="space-y-2">
            <label className="block font-medium text-slate-800">
              Cover image
              <input
                ref={(input) => keepChosenFile(input, cover?.file)}
                type="file"
                name="cover"
                accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
                aria-invalid={errors.cover ? true : undefined}
                onChange={(e) => {
                  chooseCover(e.target.files?.[0] ?? null);
                  setErrors((current) => ({ ...current, cover: undefined }));
                }}
                className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
              />
              <span className="block text-sm font-normal text-slate-600">
                PNG, JPEG, WebP, AVIF or GIF, at least 600 pixels wide, at most 8 MB; cropped to 1200×630. Uploaded when
                you save.
              </span>
            </label>
            {errors.cover && <p className="text-sm text-red-700">{errors.cover}</p>}
            {cover && (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <img src={cover.url} alt="The chosen cover" className="h-16 w-32 rounded object-cover" />
                <span className="min-w-0 text-sm font-medium break-all text-slate-700">{cover.file.name}</span>
                <Button variant="secondary" className="whitespace-nowrap" onClick={() => chooseCover(null)}>
                  Do not use
                </Button>
              </div>
            )}
            {post?.cover_url && !cover && (
              <div className="flex items-center gap-4">
                <img src={post.cover_url} alt="The current cover" className="h-16 w-32 rounded object-cover" />
                <Button variant="secondary" disabled={busy} onClick={() => void dropCover()}>
                  Remove cover
                </Button>
              </div>
            )}
          </div>
          <RichTextEditor
            label="Content"
            initialHtml={draft.content_html}
            onChange={(html) => update({ content_html: html })}
            error={errors.content_html}
            extraTools={[IMAGE_TOOL]}
          />
          <div className="flex flex-wrap gap-3 border-t pt-5">
            <Button type="submit" disabled={busy}>
              {published ? 'Save and keep published' : 'Publish'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void save('draft')}>
              {published ? 'Unpublish (save as draft)' : 'Save draft'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void showPreview()}>
              Preview
            </Button>
            {post && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void remove()}
                className="border-red-700 text-red-700 hover:bg-red-50"
              >
                Delete
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
