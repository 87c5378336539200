// /blog/{slug}/{id} (issue 18): a published post with its cover, author, date and reading time, the
// sanitised body, share links and posts to read next. /blog/{id} and a wrong slug go to the canonical
// address (the gateway answers them 301 on a first load; this covers navigation inside the app).
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { BLOG_KEY, blog } from '../../api/blog.ts';
import { shareLinks } from '../../components/opportunity/share-links.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SECONDARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { blogPostPath } from '@phd/contracts/blog';
import { blogPostMeta } from '@phd/contracts/blog-seo';
import { canonicalUrl } from '@phd/contracts/seo';
import { NotFoundPage } from '../static/NotFoundPage.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { BlogCard, PostFacts } from './BlogCard.tsx';
import { BlogCover } from './BlogCover.tsx';

/** The post body's typography: headings, lists, quotes and images inside sanitised HTML. */
export const POST_BODY = [
  'rich-text text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_li]:my-1 [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
].join(' ');

export function BlogPostPage() {
  const { slug, id = '' } = useParams();
  const { isAdmin } = useCurrentUser();
  const post = useQuery({
    queryKey: [...BLOG_KEY, 'post', id.toLowerCase()],
    queryFn: ({ signal }) => blog.get(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (post.isPending) return <Spinner label="Loading the post..." />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
    return <Notice tone="error">{serverMessage(post.error, 'The post could not be loaded. Please try again.')}</Notice>;
  }
  const { data, related } = post.data;
  const path = blogPostPath(data);
  if (slug !== data.slug || id !== data.id) return <Navigate to={path} replace />;
  const url = canonicalUrl(window.location.origin, path);

  return (
    <>
      <PageHead meta={blogPostMeta(data)} />
      <article className="mx-auto max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/blogs" className={TEXT_LINK}>
            PhD Tips
          </Link>
        </nav>
        <header className="mt-4 space-y-3">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{data.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {data.author && <p className="text-sm font-medium text-slate-800">By {data.author}</p>}
            <PostFacts post={data} />
            {isAdmin && (
              <Link to={`/edit-blog/${data.id}`} className={`${TEXT_LINK} text-sm`}>
                Edit this post
              </Link>
            )}
          </div>
        </header>
        <BlogCover title={data.title} src={data.cover_url} eager className="mt-6 rounded-2xl" />
        <div
          className={`mt-8 ${POST_BODY}`}
          data-testid="post-body"
          // Sanitised by the server (services/src/content/sanitize-html.ts) when it was saved.
          dangerouslySetInnerHTML={{ __html: data.content_html }}
        />
        <section aria-labelledby="share-post" className="mt-10 flex flex-wrap items-center gap-3 border-t pt-6">
          <h2 id="share-post" className="text-sm font-semibold text-slate-800">
            Share this post
          </h2>
          <ul className="flex flex-wrap gap-2">
            {shareLinks(data.title, url).map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  Share on {link.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="read-next" className="mx-auto mt-12 max-w-5xl">
          <h2 id="read-next" className="text-2xl font-bold text-brand-900">
            Read next
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id} className="flex">
                <BlogCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Link to="/blogs" className={`${SECONDARY_BUTTON} mt-6`}>
            All PhD Tips
          </Link>
        </section>
      )}
    </>
  );
}
