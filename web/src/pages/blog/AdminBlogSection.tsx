// The admin console's blog section (issue 18): every post, drafts included, most recently changed
// first, each with its status and a link to its editor; the way to a draft nobody can find publicly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_BLOG_KEY, ADMIN_BLOG_PAGE_SIZE, adminBlog } from '../../api/blog.ts';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { blogPostPath } from '@phd/contracts/blog';
import { formatWhen, LoadState, Pager } from '../admin/AdminStates.tsx';

export function AdminBlogSection() {
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'list', offset],
    queryFn: ({ signal }) => adminBlog.list(offset, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="blog-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="blog-heading" className="text-xl font-bold text-brand-900">
          Blog posts
        </h2>
        <Link to="/create-blog" className={PRIMARY_BUTTON}>
          Write a post
        </Link>
      </div>
      <LoadState query={list} what="blog posts" />
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <p className="text-slate-700">No posts yet.</p>
          ) : (
            <ul className="divide-y rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              {list.data.data.map((post) => (
                <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-medium text-slate-900">{post.title}</p>
                    <p className="text-sm text-slate-600">
                      {post.status === 'published' ? 'Published' : 'Draft'} · changed {formatWhen(post.updated_at)}
                    </p>
                  </div>
                  <div className="flex gap-4 text-sm">
                    {post.status === 'published' && (
                      <Link to={blogPostPath(post)} className={TEXT_LINK}>
                        View<span className="sr-only"> {post.title}</span>
                      </Link>
                    )}
                    <Link to={`/edit-blog/${post.id}`} className={TEXT_LINK}>
                      Edit<span className="sr-only"> {post.title}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager
            offset={offset}
            pageSize={ADMIN_BLOG_PAGE_SIZE}
            total={list.data.pagination.total}
            onChange={setOffset}
          />
        </>
      )}
    </section>
  );
}
