// A referee's letter as a file: a PDF, recognised by its content (file-type), never by its name, at
// most 10 MB (the multipart parser truncates past that: refused and removed). Stored under the site's
// own prefix, so a site's letters are one folder of storage.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { REFERENCE_MESSAGES } from '@phd/contracts/input/references';
import { FORM_UNREADABLE } from '@phd/contracts/input/application';
import { resumeFileName } from '../applications/resume-types.ts';
import { invalid } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';

/** Enough of a file for file-type to see the PDF signature. */
const SNIFF_BYTES = 4_100;

export interface StoredLetter {
  key: string;
  filename: string;
  size: number;
}

export interface LetterUpload {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

async function next(iterator: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await iterator.next();
  } catch {
    throw invalid(FORM_UNREADABLE);
  }
}

async function drain(iterator: AsyncIterator<Buffer>) {
  try {
    while (!(await iterator.next()).done);
  } catch {
    // The refusal stands whatever the rest of the body does.
  }
}

export const letterKeyPrefix = (tenantId: string) => `letters/${tenantId}/`;

export async function storeLetter(storage: Storage, tenantId: string, upload: LetterUpload): Promise<StoredLetter> {
  const iterator = upload.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const step = await next(iterator);
    if (step.done) {
      done = true;
      break;
    }
    chunks.push(step.value);
    length += step.value.length;
  }
  const start = Buffer.concat(chunks);
  if (start.length === 0)
    throw invalid(REFERENCE_MESSAGES.letterRequired, { letter: REFERENCE_MESSAGES.letterRequired });
  if ((await fileTypeFromBuffer(start))?.ext !== 'pdf') {
    await drain(iterator);
    throw invalid(REFERENCE_MESSAGES.letterType, { letter: REFERENCE_MESSAGES.letterType });
  }
  const key = `${letterKeyPrefix(tenantId)}${randomUUID()}.pdf`;
  let size = 0;
  const body = Readable.from(
    (async function* () {
      size += start.length;
      yield start;
      if (done) return;
      for (let step = await next(iterator); !step.done; step = await next(iterator)) {
        size += step.value.length;
        yield step.value;
      }
    })(),
  );
  await storage.put(key, body, 'application/pdf');
  if (upload.stream.truncated) {
    await storage.delete(key);
    throw invalid(REFERENCE_MESSAGES.letterSize, { letter: REFERENCE_MESSAGES.letterSize });
  }
  const filename = resumeFileName(upload.filename, 'application/pdf').replace(/^resume\.pdf$/, 'letter.pdf');
  return { key, filename, size };
}
