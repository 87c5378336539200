// /blogs (issue 18): the published posts, newest first, nine a page (?page=2...), with links to the feeds.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_KEY, BLOG_PAGE_SIZE, blog } from '../../api/blog.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { SECONDARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH } from '@phd/contracts/blog';
import { pageMeta } from '@phd/contracts/seo';
import { Notice } from '../../components/ui/Notice.tsx';
import { BlogCard } from './BlogCard.tsx';

/** The page number in ?page=, 1 when absent or nonsense. */
export function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function BlogListPage() {
  const [params] = useSearchParams();
  const { isAdmin } = useCurrentUser();
  const page = pageNumber(params.get('page'));
  const offset = (page - 1) * BLOG_PAGE_SIZE;
  const posts = useQuery({
    queryKey: [...BLOG_KEY, 'list', offset],
    queryFn: ({ signal }) => blog.list(offset, signal),
    placeholderData: keepPreviousData,
  });
  const total = posts.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const pageLink = (n: number) => (n <= 1 ? '/blogs' : `/blogs?page=${n}`);

  return (
    <>
      <PageHead meta={pageMeta('/blogs')} />
      <div className="space-y-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-brand-900">PhD Tips</h1>
            <p className="mt-2 max-w-2xl text-slate-700">
              Advice on finding, applying for and succeeding in a PhD: motivation letters, funding, interviews and more.
            </p>
          </div>
          <div className="flex items-center gap-4 text-sm">
            <a href={BLOG_RSS_PATH} className={TEXT_LINK}>
              RSS feed
            </a>
            <a href={BLOG_ATOM_PATH} className={TEXT_LINK}>
              Atom feed
            </a>
            {isAdmin && (
              <Link to="/create-blog" className={SECONDARY_BUTTON}>
                Write a post
              </Link>
            )}
          </div>
        </header>
        {posts.isPending ? (
          <Spinner label="Loading posts..." />
        ) : posts.isError ? (
          <Notice tone="error">{serverMessage(posts.error, 'The posts could not be loaded. Please try again.')}</Notice>
        ) : posts.data.data.length === 0 ? (
          <p className="text-slate-700">
            {page > 1 ? (
              <>
                There are no posts on this page. <Link to="/blogs">See the newest posts</Link>.
              </>
            ) : (
              'No posts yet. Check back soon.'
            )}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.data.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="flex items-center justify-center gap-4">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} className={SECONDARY_BUTTON} rel="prev">
                Newer posts
              </Link>
            ) : null}
            <span className="text-sm text-slate-700">
              Page {Math.min(page, pages)} of {pages}
            </span>
            {page < pages ? (
              <Link to={pageLink(page + 1)} className={SECONDARY_BUTTON} rel="next">
                Older posts
              </Link>
            ) : null}
          </nav>
        )}
      </div>
    </>
  );
}
