// S3 storage against a real S3-protocol server (s3rver, started here on a free port): streamed bodies
// go up one 5 MiB part at a time, as a single PutObject when they fit in one part and as a multipart
// upload otherwise, and come back byte for byte; a stream that fails half-way leaves no object. The
// contract shared with the local folder is in storage.test.ts.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/support/s3-server.ts';
import { createS3Storage, S3_PART_BYTES } from '../src/storage/s3-storage.ts';

let s3: S3Server;
let storage: ReturnType<typeof createS3Storage>;
/** The commands the client sent, by name, since the last test began. */
let sent: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server('s3-storage-test');
  storage = createS3Storage(s3.settings);
  storage.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
});
afterAll(() => s3?.close());
beforeEach(() => {
  sent = [];
});

/** The bytes as a stream of uneven chunks, as an upload arrives. */
function chunked(bytes: Buffer, size = 65_519): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

async function readBack(key: string) {
  const file = await storage.get(key);
  if (!file) return null;
  return { ...file, bytes: Buffer.isBuffer(file.body) ? file.body : await buffer(file.body) };
}

async function keys() {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: 's3-storage-test' }));
  return (listed.Contents ?? []).map((o) => o.Key);
}

describe('S3 storage (s3rver)', () => {
  it('sends a streamed body that fits in one part as a single PutObject', async () => {
    const bytes = randomBytes(300_000);
    await storage.put('resumes/small.pdf', chunked(bytes), 'application/pdf');
    expect(sent).toEqual(['PutObjectCommand']);
    const back = await readBack('resumes/small.pdf');
    expect(back).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(back!.bytes.equals(bytes)).toBe(true);
  });

  it('sends exactly one part as a single PutObject, and an empty stream as an empty object', async () => {
    const bytes = randomBytes(S3_PART_BYTES);
    await storage.put('resumes/one-part.pdf', chunked(bytes), 'application/pdf');
    await storage.put('resumes/empty.pdf', Readable.from([]), 'application/pdf');
    expect(sent).toEqual(['PutObjectCommand', 'PutObjectCommand']);
    expect((await readBack('resumes/one-part.pdf'))!.bytes.equals(bytes)).toBe(true);
    expect((await readBack('resumes/empty.pdf'))!.size).toBe(0);
  });

  it('streams a longer body as a multipart upload, part by part, and reads it back whole', async () => {
    // An 11 MB file: three parts (5 MiB, 5 MiB, the rest).
    const bytes = randomBytes(11 * 1024 * 1024 + 123);
    await storage.put('resumes/long.docx', chunked(bytes), 'application/msword');
    expect(sent).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const back = await readBack('resumes/long.docx');
    expect(back).toMatchObject({ contentType: 'application/msword', size: bytes.length });
    expect(back!.bytes.equals(bytes)).toBe(true);
  });

  it('never reads more than a part ahead of what it has sent', async () => {
    // A source that counts what was pulled from it, against what the server had been sent so far.
    const total = 3 * S3_PART_BYTES + 10;
    let pulled = 0;
    let maxAhead = 0;
    let uploaded = 0;
    storage.client.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const body = (args.input as { Body?: Buffer }).Body;
        if (Buffer.isBuffer(body)) uploaded += body.length;
        return result;
      },
      { step: 'initialize', name: 'countUploaded' },
    );
    const source = Readable.from(
      (function* () {
        for (let at = 0; at < total; at += 64 * 1024) {
          const chunk = Buffer.alloc(Math.min(64 * 1024, total - at), 1);
          pulled += chunk.length;
          maxAhead = Math.max(maxAhead, pulled - uploaded);
          yield chunk;
        }
      })(),
      { highWaterMark: 1 },
    );
    try {
      await storage.put('resumes/paced.pdf', source, 'application/pdf');
    } finally {
      storage.client.middlewareStack.remove('countUploaded');
    }
    expect(uploaded).toBe(total);
    // One part being gathered, the chunk that shows more follows and the stream's small read-ahead.
    expect(maxAhead).toBeLessThanOrEqual(S3_PART_BYTES + 4 * 64 * 1024);
  });

  it('leaves no object when the stream fails half-way through a multipart upload', async () => {
    const before = await keys();
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(S3_PART_BYTES);
        yield randomBytes(S3_PART_BYTES);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put('resumes/broken.pdf', failing, 'application/pdf')).rejects.toThrow('connection reset');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await storage.get('resumes/broken.pdf')).toBeNull();
    expect(await keys()).toEqual(before);
  });

  it('stores a Buffer with its length in one PutObject and deletes it', async () => {
    await storage.put('logos/x.png', Buffer.from('png'), 'image/png');
    expect((await readBack('logos/x.png'))!.bytes.toString()).toBe('png');
    await storage.delete('logos/x.png');
    expect(await storage.get('logos/x.png')).toBeNull();
    expect(sent.filter((c) => c === 'PutObjectCommand')).toHaveLength(1);
  });
});
