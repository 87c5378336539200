// Reviewers' comments on an applicant (issue 14): anyone on the site's staff writes and reads them;
// the author, an owner or an admin deletes one. A comment that mentions colleagues (`@Name`,
// mentions.ts) records `applicant.mentioned`, and the mail job e-mails each of them a link to the
// applicant.
import { COMMENT_DELETED, type ApplicantCommentJson } from '@phd/contracts/endpoints/applicants';
import type { CommentInput } from '@phd/contracts/input/applicant';
import { forbidden, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { isManager } from '../tenants/roles.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';
import { findApplicant } from './find-applicant.ts';
import { mentionedMembers } from './mentions.ts';

export const COMMENT_NOT_FOUND = 'Comment not found.';
export const NOT_YOUR_COMMENT = 'Only its author, an owner or an admin can delete a comment.';

export type CommentBody = ApplicantCommentJson;

const AUTHOR = { author: { select: { id: true, name: true } } } as const;

function presentComment(row: { id: string; comment: string; createdAt: Date; author: CommentBody['author'] }) {
  return { id: row.id, comment: row.comment, author: row.author, created_at: row.createdAt.toISOString() };
}

/** The applicant's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(tx: TenantTx, actor: StaffSession, applicantId: string): Promise<CommentBody[]> {
  const rows = await tx.applicantComment.findMany({
    where: { applicantId, tenantId: actor.tenantId },
    include: AUTHOR,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(presentComment);
}

/**
 * The colleagues a comment mentions, as the site's staff is now; with `applicantId`, not those who
 * declared a conflict of interest with that applicant (they are not to hear of them).
 */
export async function mentionsOf(
  tx: TenantTx,
  tenantId: string,
  comment: string,
  authorId: string | null,
  applicantId?: string,
) {
  const staff = await tx.tenantUser.findMany({
    where: { tenantId, ...(applicantId ? { conflicts: { none: { applicantId } } } : {}) },
    select: { id: true, name: true, email: true },
  });
  return mentionedMembers(comment, staff, authorId);
}

export async function addComment(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
  { comment }: CommentInput,
): Promise<{ message: string; data: CommentBody }> {
  const applicant = await findApplicant(tx, actor, applicantId);
  const row = await tx.applicantComment.create({
    data: { tenantId: actor.tenantId, applicantId: applicant.id, authorId: actor.userId, comment },
    include: AUTHOR,
  });
  await recordWebhookEvents(tx, actor.tenantId, 'comment.added', [{ applicantId: applicant.id, commentId: row.id }]);
  const mentioned = await mentionsOf(tx, actor.tenantId, comment, actor.userId, applicant.id);
  if (mentioned.length > 0) {
    await recordEvent(tx, 'applicant.mentioned', { tenantId: actor.tenantId, commentId: row.id });
  }
  const told = mentioned.length > 0 ? ` ${mentioned.map((m) => m.name).join(', ')} will be e-mailed a link.` : '';
  return { message: `Comment added.${told}`, data: presentComment(row) };
}

export async function getComments(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
): Promise<{ data: CommentBody[] }> {
  const applicant = await findApplicant(tx, actor, applicantId);
  return { data: await listComments(tx, actor, applicant.id) };
}

export async function deleteComment(
  tx: TenantTx,
  actor: StaffSession,
  applicantId: string,
  commentId: string,
): Promise<{ message: typeof COMMENT_DELETED }> {
  const applicant = await findApplicant(tx, actor, applicantId);
  const row = await tx.applicantComment.findFirst({
    where: { id: commentId, applicantId: applicant.id, tenantId: actor.tenantId },
  });
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  if (row.authorId !== actor.userId && !isManager(actor.role)) throw forbidden(NOT_YOUR_COMMENT);
  await tx.applicantComment.delete({ where: { id: row.id } });
  return { message: COMMENT_DELETED };
}
