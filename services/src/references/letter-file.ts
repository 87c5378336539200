// A referee's letter as a file: a PDF, recognised by its content (file-type), never by its name, at
// most 10 MB (the multipart parser truncates past that: refused and removed). Stored under the site's
// own prefix, so a site's letters are one folder of storage.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { REFERENCE_MESSAGES } from '@phd/contracts/input/references';
import { resumeFileName } from '../applications/resume-types.ts';
import { drain, head, read, type ResumeUpload } from '../applications/resume.ts';
import { invalid } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';

/** Enough of a file for file-type to see the PDF signature. */
const SNIFF_BYTES = 4_100;

export interface StoredLetter {
  key: string;
  filename: string;
  size: number;
}

/** An uploaded file as the multipart reader hands it over: the same as a resume's. */
export type LetterUpload = ResumeUpload;

export const letterKeyPrefix = (tenantId: string) => `letters/${tenantId}/`;

export async function storeLetter(storage: Storage, tenantId: string, upload: LetterUpload): Promise<StoredLetter> {
  const iterator = upload.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { bytes: start, done } = await head(iterator, SNIFF_BYTES);
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
      for (let step = await read(iterator); !step.done; step = await read(iterator)) {
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
