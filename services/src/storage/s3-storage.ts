// Stored files on S3-compatible storage (AWS S3, MinIO, R2…) through @aws-sdk/client-s3. A streamed
// body is never held whole: it is read one part (5 MiB, S3's smallest) at a time. A body that fits in
// one part goes up as a single PutObject with its length known; a longer one as a multipart upload,
// part by part, aborted if the stream or a part fails, so the object is whole or absent.
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { assertValidKey, type Storage } from './storage.ts';

/** S3's minimum size for every part but the last. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * The stream in parts of exactly `size` bytes (the last one shorter; one empty part for an empty
 * stream). A full part is held back until the next byte or the end shows whether it is the last, so at
 * most one part and one chunk are in memory.
 */
async function* inParts(body: Readable, size: number): AsyncGenerator<{ bytes: Buffer; last: boolean }> {
  let chunks: Buffer[] = [];
  let length = 0;
  let full: Buffer | null = null;
  for await (const chunk of body) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (rest.length > 0) {
      if (full) {
        yield { bytes: full, last: false };
        full = null;
      }
      const take = Math.min(size - length, rest.length);
      chunks.push(rest.subarray(0, take));
      length += take;
      rest = rest.subarray(take);
      if (length === size) {
        full = Buffer.concat(chunks);
        chunks = [];
        length = 0;
      }
    }
  }
  yield { bytes: full ?? Buffer.concat(chunks), last: true };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings, client?: S3Client): Storage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: S3-compatible services do not all accept the new defaults
      // (streamed bodies would otherwise be sent aws-chunked).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;

  const putWhole = (Key: string, bytes: Buffer, ContentType: string) =>
    s3.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType, ContentLength: bytes.length }));

  async function putInParts(Key: string, body: Readable, ContentType: string) {
    const parts = inParts(body, S3_PART_BYTES);
    const first = (await parts.next()).value!;
    if (first.last) {
      await putWhole(Key, first.bytes, ContentType);
      return;
    }
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    const done: CompletedPart[] = [];
    try {
      const upload = async (bytes: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await s3.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
        );
        done.push({ ETag, PartNumber });
      };
      await upload(first.bytes);
      for await (const part of parts) await upload(part.bytes);
      await s3.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }));
    } catch (error) {
      // Best effort (a lifecycle rule on the bucket should also expire incomplete uploads).
      await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      await parts.return(undefined);
      throw error;
    }
  }

  return {
    client: s3,
    async get(key) {
      assertValidKey(key);
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: Readable.fromWeb(object.Body.transformToWebStream() as never),
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, body, contentType) {
      assertValidKey(key);
      if (Buffer.isBuffer(body)) await putWhole(key, body, contentType);
      else await putInParts(key, body, contentType);
    },
    async delete(key) {
      assertValidKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
