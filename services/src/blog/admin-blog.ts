// The admins' blog (issue 18): every post, drafts included; create, edit, publish or unpublish,
// delete, and set or remove the cover. HTML is sanitised here, on the server, whatever the editor
// sent. Each change and its audit row share one transaction; cover files are stored outside it
// (uploads never hold a transaction open) and the file a change replaced is removed after it. The
// bodies and queries arrive parsed (@phd/contracts/input/blog); ids are checked here (anything but a
// post's id is "not found").
import { htmlText, slugify } from '@phd/contracts/blog';
import { POST_DELETED } from '@phd/contracts/endpoints/admin-blog';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { sanitizeBlogHtml } from '../content/sanitize-html.ts';
import type { Db, Prisma } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, invalid, notFound } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { coverJpeg, coverKey } from './blog-cover.ts';
import {
  CONTENT_REQUIRED,
  POST_NOT_FOUND,
  postId,
  slugTaken,
  type AdminListQuery,
  type CreatePostInput,
  type PreviewInput,
  type UpdatePostInput,
} from '@phd/contracts/input/blog';
import { BLOG_SELECT, presentAdminPost, presentSummary, type BlogRow } from './present-blog.ts';

const conflictOnSlug = (slug: string) => new DomainError('conflict', slugTaken(slug), { slug: slugTaken(slug) });

function idOf(id: string): string {
  const parsed = postId.safeParse(id);
  if (!parsed.success) throw notFound(POST_NOT_FOUND);
  return parsed.data;
}

async function findRow(db: Db | Prisma.TransactionClient, id: string): Promise<BlogRow> {
  const row = await db.blogPost.findUnique({ where: { id: idOf(id) }, select: BLOG_SELECT });
  if (!row) throw notFound(POST_NOT_FOUND);
  return row as BlogRow;
}

/** What the audit log keeps of a post: enough to say what changed, not the whole body. */
const auditView = (row: { slug: string; title: string; status: string; coverKey: string | null }) => ({
  slug: row.slug,
  title: row.title,
  status: row.status,
  cover_key: row.coverKey,
});

/** A slug made from the title that no other post uses ("-2", "-3"... when taken). */
async function freeSlug(tx: Prisma.TransactionClient, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title) || 'post';
  const taken = new Set(
    (
      await tx.blogPost.findMany({
        where: { slug: { startsWith: base }, ...(exceptId && { id: { not: exceptId } }) },
        select: { slug: true },
      })
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function cleanContent(html: string, publishing: boolean): string {
  const clean = sanitizeBlogHtml(html);
  if (publishing && !htmlText(clean) && !clean.includes('<img')) {
    throw invalid(CONTENT_REQUIRED, { content_html: CONTENT_REQUIRED });
  }
  return clean;
}

/** Runs a write that may collide on the slug (two posts at once), turning the collision into a 409. */
async function onSlug<T>(slug: () => string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOnSlug(slug() ?? '');
    throw error;
  }
}

/** GET /api/admin/blog?status&limit&offset: newest change first. */
export async function listAdminPosts(db: Db, q: AdminListQuery) {
  const where = q.status === 'all' ? {} : { status: q.status };
  const [rows, total] = await Promise.all([
    db.blogPost.findMany({
      where,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: q.limit,
      skip: q.offset,
      select: BLOG_SELECT,
    }),
    db.blogPost.count({ where }),
  ]);
  return {
    data: rows.map((r) => ({ ...presentSummary(r as BlogRow), status: r.status })),
    pagination: { total, limit: q.limit, offset: q.offset },
  };
}

export async function getAdminPost(db: Db, id: string) {
  return presentAdminPost(await findRow(db, id));
}

/** POST /api/admin/blog */
export async function createPost(db: Db, actor: Actor, input: CreatePostInput) {
  const contentHtml = cleanContent(input.content_html, input.status === 'published');
  let slug: string | undefined;
  return onSlug(
    () => slug,
    () =>
      db.$transaction(async (tx) => {
        slug = input.slug || (await freeSlug(tx, input.title));
        if (input.slug && (await tx.blogPost.findUnique({ where: { slug }, select: { id: true } }))) {
          throw conflictOnSlug(slug);
        }
        const row = await tx.blogPost.create({
          data: {
            slug,
            title: input.title,
            excerpt: input.excerpt,
            contentHtml,
            status: input.status,
            publishedAt: input.status === 'published' ? new Date() : null,
            authorId: actor.kind === 'admin' ? actor.id : null,
          },
          select: BLOG_SELECT,
        });
        await recordAudit(tx, actor, {
          action: 'blog_post.created',
          recordType: 'blog_post',
          recordId: row.id,
          after: auditView(row),
        });
        return presentAdminPost(row as BlogRow);
      }),
  );
}

/** PUT /api/admin/blog/{id}: the fields sent change; an empty slug is made again from the title. */
export async function updatePost(db: Db, actor: Actor, id: string, input: UpdatePostInput) {
  const postKey = idOf(id);
  let slug: string | undefined;
  return onSlug(
    () => slug,
    () =>
      db.$transaction(async (tx) => {
        const before = await findRow(tx, postKey);
        const status = input.status ?? before.status;
        const title = input.title ?? before.title;
        const contentHtml = cleanContent(input.content_html ?? before.contentHtml, status === 'published');
        slug = input.slug === undefined ? before.slug : input.slug || (await freeSlug(tx, title, before.id));
        if (slug !== before.slug) {
          const other = await tx.blogPost.findUnique({ where: { slug }, select: { id: true } });
          if (other && other.id !== before.id) throw conflictOnSlug(slug);
        }
        const row = await tx.blogPost.update({
          where: { id: before.id },
          data: {
            slug,
            title,
            excerpt: input.excerpt ?? before.excerpt,
            contentHtml,
            status,
            // The first publication dates the post; unpublishing and publishing again keeps that date.
            publishedAt: status === 'published' ? (before.publishedAt ?? new Date()) : before.publishedAt,
          },
          select: BLOG_SELECT,
        });
        const verb = status !== before.status ? (status === 'published' ? 'published' : 'unpublished') : 'updated';
        await recordAudit(tx, actor, {
          action: `blog_post.${verb}`,
          recordType: 'blog_post',
          recordId: row.id,
          before: auditView(before),
          after: auditView(row),
        });
        return presentAdminPost(row as BlogRow);
      }),
  );
}

/** DELETE /api/admin/blog/{id}: the row (and then its cover file) goes. Twice at once: one is told "not found". */
export async function deletePost(db: Db, storage: Storage, actor: Actor, id: string) {
  const postKey = idOf(id);
  const removed = await db.$transaction(async (tx) => {
    const before = await tx.blogPost.findUnique({ where: { id: postKey }, select: BLOG_SELECT });
    const deleted = await tx.blogPost.deleteMany({ where: { id: postKey } });
    if (!before || deleted.count === 0) throw notFound(POST_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'blog_post.deleted',
      recordType: 'blog_post',
      recordId: postKey,
      before: auditView(before),
    });
    return before;
  });
  if (removed.coverKey) await storage.delete(removed.coverKey);
  return { message: POST_DELETED };
}

async function swapCover(db: Db, storage: Storage, actor: Actor, id: string, key: string | null) {
  const { row, previous } = await db.$transaction(async (tx) => {
    const before = await findRow(tx, id);
    const row = await tx.blogPost.update({ where: { id: before.id }, data: { coverKey: key }, select: BLOG_SELECT });
    await recordAudit(tx, actor, {
      action: key ? 'blog_post.cover_changed' : 'blog_post.cover_removed',
      recordType: 'blog_post',
      recordId: before.id,
      before: auditView(before),
      after: auditView(row),
    });
    return { row: row as BlogRow, previous: before.coverKey };
  });
  if (previous && previous !== key) await storage.delete(previous);
  return presentAdminPost(row);
}

/** POST /api/admin/blog/{id}/cover: the image checked, cropped to 1200×630 and stored, then the row points at it. */
export async function setCover(db: Db, storage: Storage, actor: Actor, id: string, file: Buffer) {
  const post = await findRow(db, id);
  const image = await coverJpeg(file);
  const key = coverKey(post.id, image.digest);
  await storage.put(key, image.jpeg, 'image/jpeg');
  try {
    return await swapCover(db, storage, actor, post.id, key);
  } catch (error) {
    if (key !== post.coverKey) await storage.delete(key);
    throw error;
  }
}

/** DELETE /api/admin/blog/{id}/cover */
export function removeCover(db: Db, storage: Storage, actor: Actor, id: string) {
  return swapCover(db, storage, actor, id, null);
}

/** POST /api/admin/blog/preview: the HTML as it would be stored and shown. */
export function previewPost({ content_html }: PreviewInput): { content_html: string } {
  return { content_html: sanitizeBlogHtml(content_html) };
}
