// Step one of the post-jobs form: validate everything, keep the submission and e-mail a confirmation
// link (the outbox event in the same transaction; the mail processor sends it). Nothing reaches the
// opportunities until the address is confirmed (confirm-posting.ts).
//
// Duplicates: the submission's content hash (address + every field) is unique, so two identical
// submits, at once or not, are one submission and so at most one posting. A repeat after a minute
// sends the link again (the person lost the first e-mail) and renews an expired one.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import { checkApplyRoute, readEditorBody, toFields } from '../opportunities/editor-body.ts';
import { createOpportunityInput } from '../opportunities/opportunity.schema.ts';
import { parseInput } from '../opportunities/parse-input.ts';
import {
  CONFIRMATION_TTL_MS,
  POSTING_ALREADY_CONFIRMED,
  POSTING_RECEIVED,
  postJobsBody,
  posterFields,
  type PostJobsForm,
} from '@phd/contracts/input/post-jobs';
import { hashPostingToken, postingToken } from './posting-tokens.ts';

/** A repeat within this time is the same click twice (or two tabs): no second e-mail. */
const RESEND_AFTER_MS = 60_000;

export interface PostingForm {
  email: string;
  /** The opportunity services' input (createOpportunityInput), as stored in posting_submissions.fields. */
  fields: Record<string, unknown>;
}

/**
 * The body's shape (postJobsForm), read as the form words its problems: the poster's fields first with
 * the form's messages ("Your name is required"), then the position's with the editors' ("Please check
 * title: …"). The gateway reads the endpoint's body with it.
 */
export function readPostingBody(input: unknown): PostJobsForm {
  const poster = parseForm(posterFields, input);
  const body = readEditorBody(postJobsBody, input);
  return { ...body, ...poster };
}

/** The rules beyond the body's shape: a way to apply, and the opportunity's own (lengths, links, dates). */
export function toPostingForm(body: PostJobsForm): PostingForm {
  checkApplyRoute(false, body.opportunity_url);
  const fields = {
    ...toFields(body),
    title: body.title ?? '',
    country: body.country ?? '',
    universityName: body.university,
    collectResumes: false,
    postedByName: body.poster_name,
    postedByPosition: body.poster_position,
    postedByDepartment: body.poster_department,
  };
  // The opportunity's own rules (lengths, links, dates, sanitised description) now, so the poster
  // hears of a problem before the e-mail, and confirming can only fail on a bad link.
  const parsed = parseInput(createOpportunityInput, fields);
  return {
    email: body.poster_email,
    fields: JSON.parse(JSON.stringify({ ...fields, description: parsed.description })),
  };
}

/** Every rule of the form; throws the first problem as a 400 with every field's in its details. */
export const readPostingForm = (input: unknown): PostingForm => toPostingForm(readPostingBody(input));

/** For the per-address rate limit: only forms that would be accepted count. */
export function isWellFormedPosting(input: unknown): boolean {
  try {
    readPostingForm(input);
    return true;
  } catch {
    return false;
  }
}

function contentHash(form: PostingForm): string {
  return createHash('sha256')
    .update(JSON.stringify([form.email, form.fields]))
    .digest('hex');
}

export async function submitPosting(
  db: Db,
  appSecret: string,
  body: PostJobsForm,
  meta: { ip?: string } = {},
): Promise<{ message: typeof POSTING_RECEIVED | typeof POSTING_ALREADY_CONFIRMED }> {
  const form = toPostingForm(body);
  const hash = contentHash(form);
  const now = new Date();
  return db.$transaction(async (tx) => {
    const id = randomUUID();
    const { count } = await tx.postingSubmission.createMany({
      data: [
        {
          id,
          email: form.email,
          fields: form.fields as object,
          contentHash: hash,
          tokenHash: hashPostingToken(postingToken(appSecret, id)),
          expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
          ip: meta.ip ?? null,
          createdAt: now,
        },
      ],
      // Two identical submits at once: the unique content hash lets one insert; the other reads it.
      skipDuplicates: true,
    });
    if (count === 1) {
      await recordEvent(tx, 'posting.confirmation_requested', { submissionId: id });
      return { message: POSTING_RECEIVED };
    }
    const existing = await tx.postingSubmission.findUniqueOrThrow({ where: { contentHash: hash } });
    if (existing.confirmedAt) return { message: POSTING_ALREADY_CONFIRMED };
    if (now.getTime() - existing.createdAt.getTime() >= RESEND_AFTER_MS || existing.expiresAt <= now) {
      await tx.postingSubmission.update({
        where: { id: existing.id },
        data: { expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) },
      });
      await recordEvent(tx, 'posting.confirmation_requested', { submissionId: existing.id });
    }
    return { message: POSTING_RECEIVED };
  });
}
