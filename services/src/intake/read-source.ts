// Opening a source's bytes for a run (issue 31): an upload from storage, or a URL fetched safely
// (fetch/: the address checked, robots.txt obeyed, a conditional GET with the last validators, one
// request at a time per host with a polite delay). The host's turn lasts while the body is read, so
// `consume` runs inside it.
import { Readable } from 'node:stream';
import type { Redis } from 'ioredis';
import type { Storage } from '../storage/storage.ts';
import { fetchSource } from './fetch/safe-fetch.ts';
import { isAllowed, USER_AGENT } from './fetch/robots.ts';
import { withHost } from './fetch/host-gate.ts';
import { acceptedTypes } from './formats/media-types.ts';
import { IntakeError, type IntakeFormat } from './types.ts';

export interface SourceBody {
  stream: AsyncIterable<Uint8Array>;
  contentType?: string;
}

export interface ReadableSource {
  kind: 'upload' | 'url';
  format: IntakeFormat;
  url: string | null;
  fileKey: string | null;
  etag: string | null;
  lastModified: string | null;
}

export type ReadOutcome<T> =
  { notModified: true } | { notModified: false; result: T; etag: string | null; lastModified: string | null };

export async function readSource<T>(
  deps: { redis: Redis; storage?: Storage; allowLoopback: boolean },
  source: ReadableSource,
  consume: (body: SourceBody) => Promise<T>,
): Promise<ReadOutcome<T>> {
  if (source.kind === 'upload') {
    if (!source.fileKey || !deps.storage)
      throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    const file = await deps.storage.get(source.fileKey);
    if (!file) throw new IntakeError('The uploaded file is no longer stored.', 'missing_file');
    const stream = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
    return {
      notModified: false,
      result: await consume({ stream, contentType: file.contentType }),
      etag: null,
      lastModified: null,
    };
  }
  if (!source.url) throw new IntakeError('This source has no address.', 'malformed');
  const url = new URL(source.url);
  return withHost(deps.redis, url.host, async () => {
    if (!(await isAllowed(source.url!, { allowLoopback: deps.allowLoopback }))) {
      throw new IntakeError(`The site's robots.txt does not allow fetching ${source.url}.`, 'robots');
    }
    const answer = await fetchSource(source.url!, {
      etag: source.etag,
      lastModified: source.lastModified,
      accept: acceptedTypes(source.format),
      allowLoopback: deps.allowLoopback,
      userAgent: USER_AGENT,
    });
    if (answer.notModified) return { notModified: true } as const;
    const result = await consume({ stream: answer.body, contentType: answer.contentType });
    return { notModified: false, result, etag: answer.etag, lastModified: answer.lastModified } as const;
  });
}
