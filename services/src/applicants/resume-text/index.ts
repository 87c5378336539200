// An applicant's resume made searchable (issue 14): the file is read from storage outside any
// transaction, its text extracted in bounds (extract.ts), then text and vector written in the
// applicant's tenant's unit of work. Whatever happens to the file, the applicant ends up searchable by
// name and e-mail; a file that cannot be read is reported as UnreadableResumeError for the operators.
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { withTenant } from '../../tenants/unit-of-work.ts';
import { RESUME_MAX_BYTES } from '@phd/contracts/input/application';
import { makeRedactedCopy } from '../../review/redacted-copy.ts';
import { writeResumeText } from '../search-text.ts';
import { extractResumeText, UnreadableResumeError, type ExtractLimits } from './extract.ts';

export { UnreadableResumeError };

export type ResumeTextOutcome =
  { applicant: 'gone' } | { applicant: 'no-resume' } | { applicant: 'indexed'; chars: number; redacted: boolean };

/** The stored file, refused past the upload limit (a store must not hand the worker more than that). */
async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const file = await storage.get(key);
  if (!file) throw new UnreadableResumeError(`the stored resume ${key} is missing`);
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body as Readable) {
    size += (chunk as Buffer).length;
    if (size > RESUME_MAX_BYTES) {
      (file.body as Readable).destroy();
      throw new UnreadableResumeError(`the stored resume ${key} is larger than ${RESUME_MAX_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function indexResumeText(
  db: Db,
  storage: Storage,
  ref: { tenantId: string; applicantId: string },
  limits?: ExtractLimits,
): Promise<ResumeTextOutcome> {
  const applicant = await withTenant(db, ref.tenantId, (tx) =>
    tx.applicant.findUnique({ where: { id: ref.applicantId }, select: { resumeKey: true, resumeMime: true } }),
  );
  if (!applicant) return { applicant: 'gone' };
  const write = (text: string | null) =>
    withTenant(db, ref.tenantId, (tx) => writeResumeText(tx, ref.applicantId, text));
  if (!applicant.resumeKey || !applicant.resumeMime) {
    await write(null);
    return { applicant: 'no-resume' };
  }
  let text: string;
  try {
    text = await extractResumeText(await readStored(storage, applicant.resumeKey), applicant.resumeMime, limits);
  } catch (err) {
    // Searchable by name and e-mail meanwhile, whether the failure is final or the store is away.
    await write(null);
    throw err;
  }
  if (!(await write(text))) return { applicant: 'gone' };
  // Blind review's copy, made for every applicant with text so switching blind review on finds it ready.
  const redacted = await makeRedactedCopy(db, storage, ref);
  if (redacted === 'gone') return { applicant: 'gone' };
  return { applicant: 'indexed', chars: text.length, redacted: redacted === 'made' };
}
