// One post in the blog's list and under "Read next": cover, title, excerpt, date and reading time.
import { Link } from 'react-router-dom';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { blogPostPath, formatPostDate, type BlogPostSummaryJson } from '@phd/contracts/blog';
import { BlogCover } from './BlogCover.tsx';

export function PostFacts({ post }: { post: Pick<BlogPostSummaryJson, 'published_at' | 'reading_minutes'> }) {
  return (
    <p className="text-sm text-slate-600">
      {post.published_at ? <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time> : 'Draft'}
      <span aria-hidden="true"> · </span>
      {post.reading_minutes} min read
    </p>
  );
}

export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummaryJson; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-md">
      <BlogCover title={post.title} src={post.cover_url} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <PostFacts post={post} />
        <Heading className="text-lg font-semibold text-brand-900 group-hover:text-brand-700">
          {/* The whole card is the link's target area; the link itself is the title. */}
          <Link to={blogPostPath(post)} className={`after:absolute after:inset-0 ${FOCUS_RING}`}>
            {post.title}
          </Link>
        </Heading>
        <p className="text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
