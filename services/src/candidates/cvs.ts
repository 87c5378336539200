// A candidate's stored CVs (issue 32; docs/candidates-profile.md): at most five, exactly one default
// while any are kept (the partial unique index candidate_cvs_one_default allows one per user). Every
// change runs in a transaction that first locks the candidate's user row, so two uploads, deletes or
// default changes at once are taken one after the other: never a sixth CV, never two defaults, never
// a 500 from the index. Files are checked by content before they get here (applications/resume.ts);
// a file whose row is refused or removed is deleted from storage too. Another person's CV is "not
// found", the same as one that never existed.
import { canonicalId } from '@phd/contracts/input/ids';
import { CV_NOT_FOUND } from '@phd/contracts/endpoints/candidate-profile';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@phd/contracts/input/candidate-profile';
import type { Db } from '../db/client.ts';
import type { CandidateCv } from '../db/generated/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import type { Tx } from '../events/outbox.ts';
import type { StoredResume } from '../applications/resume.ts';
import { copyResume } from '../careers/main-site-applicant.ts';

export const CV_FILE_MISSING = 'This CV can no longer be read: please upload it again, or choose another.';
import type { StoredFile, Storage } from '../storage/storage.ts';

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/** Serialises one candidate's CV changes (see the header). */
async function lockCandidate(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

export function listCvs(db: Db | Tx, userId: string): Promise<CandidateCv[]> {
  return db.candidateCv.findMany({ where: { userId }, orderBy: [...newestFirst] });
}

/** The candidate's own CV by an id as it came (any case); anything else is 404. */
async function ownCv(db: Db | Tx, userId: string, id: string): Promise<CandidateCv> {
  const cvId = canonicalId(id);
  const cv = cvId ? await db.candidateCv.findFirst({ where: { id: cvId, userId } }) : null;
  if (!cv) throw notFound(CV_NOT_FOUND);
  return cv;
}

/** Keeps an uploaded (already stored and checked) file as a CV; the first one kept is the default. */
export async function addCv(db: Db, storage: Storage, userId: string, file: StoredResume): Promise<CandidateCv> {
  try {
    return await db.$transaction(async (tx) => {
      await lockCandidate(tx, userId);
      const kept = await tx.candidateCv.count({ where: { userId } });
      if (kept >= PROFILE_LIMITS.cvs) throw conflict(PROFILE_MESSAGES.cvLimit);
      return tx.candidateCv.create({
        data: {
          userId,
          key: file.key,
          filename: file.filename,
          mime: file.mime,
          size: file.size,
          isDefault: kept === 0,
        },
      });
    });
  } catch (error) {
    await storage.delete(file.key);
    throw error;
  }
}

export async function setDefaultCv(db: Db, userId: string, id: string): Promise<CandidateCv[]> {
  return db.$transaction(async (tx) => {
    await lockCandidate(tx, userId);
    const cv = await ownCv(tx, userId, id);
    // Off first, then on: the index never sees two defaults, even within the statement.
    await tx.candidateCv.updateMany({
      where: { userId, isDefault: true, NOT: { id: cv.id } },
      data: { isDefault: false },
    });
    await tx.candidateCv.update({ where: { id: cv.id }, data: { isDefault: true } });
    return listCvs(tx, userId);
  });
}

/** Deletes the CV and its file; when it was the default, the newest remaining one becomes the default. */
export async function deleteCv(db: Db, storage: Storage, userId: string, id: string): Promise<CandidateCv[]> {
  const { key, remaining } = await db.$transaction(async (tx) => {
    await lockCandidate(tx, userId);
    const cv = await ownCv(tx, userId, id);
    await tx.candidateCv.delete({ where: { id: cv.id } });
    if (cv.isDefault) {
      const next = await tx.candidateCv.findFirst({ where: { userId }, orderBy: [...newestFirst] });
      if (next) await tx.candidateCv.update({ where: { id: next.id }, data: { isDefault: true } });
    }
    return { key: cv.key, remaining: await listCvs(tx, userId) };
  });
  // After the commit: a failed delete leaves an orphan file, never a row pointing at nothing.
  await storage.delete(key);
  return remaining;
}

export async function cvFile(
  db: Db,
  storage: Storage,
  userId: string,
  id: string,
): Promise<{ cv: CandidateCv; file: StoredFile }> {
  const cv = await ownCv(db, userId, id);
  const file = await storage.get(cv.key);
  if (!file) throw notFound(CV_NOT_FOUND);
  return { cv, file };
}

/**
 * A copy of the candidate's stored CV for one application: the application keeps its own file, so
 * deleting the CV later never takes an application's resume with it.
 */
export async function copyCvForApplication(
  db: Db,
  storage: Storage,
  userId: string,
  id: string,
): Promise<StoredResume> {
  const cv = await ownCv(db, userId, id);
  // A CV whose file is gone (removed from storage by hand, a lost bucket) cannot be sent: say so.
  return copyResume(storage, { key: cv.key, filename: cv.filename, mime: cv.mime, size: cv.size }, () =>
    invalid(CV_FILE_MISSING),
  );
}
