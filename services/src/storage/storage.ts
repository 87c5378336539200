// Stored files (university logos, resumes): one small interface, a local-folder implementation for
// the embedded default and an S3-compatible one (s3-storage.ts) for production.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable | Buffer;
  contentType: string;
  /** Bytes, when known. */
  size?: number;
  /** A validator that changes whenever the content does (for HTTP ETags), when the store has one. */
  etag?: string;
}

export interface Storage {
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Stores (or replaces) the file under `key`. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no "..", no absolute paths, no hidden files. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The local store's sidecar files are named so; no store takes such a key, so stores stay interchangeable. */
export const META_SUFFIX = '.meta.json';

export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length <= 1024 && !key.endsWith(META_SUFFIX) && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!ok) throw new InvalidStorageKeyError(key);
}
