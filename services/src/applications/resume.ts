// A resume upload, checked by its content rather than its name: the first bytes are sniffed with
// `file-type` (PDF, DOCX, or an OLE2 compound file for DOC), then the whole stream goes to storage
// without being held in memory. The size limit is the multipart parser's (it truncates the stream);
// a truncated upload is removed again and refused, as is a DOCX whose zip directory promises more
// than a resume unpacks to (zip-limits.ts). An upload stream that fails (the body cut short) is
// the client's problem, answered as such; a failing store is ours.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { invalid } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { FORM_UNREADABLE, RESUME_MESSAGES } from '@phd/contracts/input/application';
import { ACCEPTED, resumeFileName } from './resume-types.ts';
import { checkZipDirectory, TailKeeper, ZIP_LIMITS } from './zip-limits.ts';

/** Enough of a DOCX (a zip) for file-type to reach its `word/` entries. */
const SNIFF_BYTES = 64 * 1024;

export interface StoredResume {
  key: string;
  filename: string;
  mime: string;
  size: number;
}

export interface ResumeUpload {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/** The upload's next chunk; the stream's own failure becomes a 400. */
export async function read(iterator: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await iterator.next();
  } catch {
    throw invalid(FORM_UNREADABLE);
  }
}

/** Reads up to `limit` bytes, returning them and an iterator positioned after them. */
export async function head(iterator: AsyncIterator<Buffer>, limit: number): Promise<{ bytes: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < limit) {
    const next = await read(iterator);
    if (next.done) return { bytes: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { bytes: Buffer.concat(chunks), done: false };
}

/** Reads the rest of a refused upload; a failure there changes nothing about the refusal. */
export async function drain(iterator: AsyncIterator<Buffer>) {
  try {
    while (!(await iterator.next()).done);
  } catch {
    // The route's parser reports a broken body on its own.
  }
}

/** Why a DOCX was refused, and what the candidate can do instead. */
export const unsafeDocx = (reason: string) =>
  `This DOCX file cannot be accepted because ${reason}. Please save your resume as a PDF and upload that.`;

export async function storeResume(storage: Storage, upload: ResumeUpload): Promise<StoredResume> {
  const iterator = upload.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const start = await head(iterator, SNIFF_BYTES);
  if (start.bytes.length === 0) {
    throw invalid(RESUME_MESSAGES.required, { resume: RESUME_MESSAGES.required });
  }
  const detected = await fileTypeFromBuffer(start.bytes);
  const kind = detected ? ACCEPTED[detected.ext] : undefined;
  const isDoc = detected?.ext !== 'cfb' || /\.doc$/i.test(upload.filename);
  if (!kind || !isDoc) {
    await drain(iterator);
    throw invalid(RESUME_MESSAGES.type, { resume: RESUME_MESSAGES.type });
  }

  const key = `resumes/${randomUUID()}.${kind.ext}`;
  let size = 0;
  // A DOCX's table of contents is at its end: keep the end as it streams past, to check it below.
  const tail = kind.ext === 'docx' ? new TailKeeper(ZIP_LIMITS.tailBytes) : null;
  const body = Readable.from(
    (async function* () {
      size += start.bytes.length;
      tail?.push(start.bytes);
      yield start.bytes;
      if (start.done) return;
      for (let next = await read(iterator); !next.done; next = await read(iterator)) {
        size += next.value.length;
        tail?.push(next.value);
        yield next.value;
      }
    })(),
  );
  await storage.put(key, body, kind.mime);
  if (upload.stream.truncated) {
    await storage.delete(key);
    throw invalid(RESUME_MESSAGES.size, { resume: RESUME_MESSAGES.size });
  }
  const zip = tail ? checkZipDirectory(tail.bytes(), size) : null;
  if (zip && !zip.ok) {
    await storage.delete(key);
    const message = unsafeDocx(zip.reason);
    throw invalid(message, { resume: message });
  }
  return { key, filename: resumeFileName(upload.filename, kind.mime), mime: kind.mime, size };
}
