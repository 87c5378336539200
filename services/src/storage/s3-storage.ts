// Stored files on S3-compatible storage (AWS S3, MinIO, R2…) through @aws-sdk/client-s3. Uploads are at
// most a resume's 10 MB, so a streamed body is gathered before the PUT: S3 needs the length up front,
// and a single PUT keeps the object whole or absent (no half-written multipart uploads to clean up).
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { assertValidKey, type Storage } from './storage.ts';

async function gather(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
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
      // Checksums only where S3 requires them: S3-compatible services do not all accept the new defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;

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
      const bytes = await gather(body);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async delete(key) {
      assertValidKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
