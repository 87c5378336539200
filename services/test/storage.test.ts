import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/support/s3-server.ts';
import { createLocalStorage, InvalidStorageKeyError, type Storage } from '../src/storage/index.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';

// One contract for every store: the local folder and S3 (a real S3-protocol server, s3rver).
const root = mkdtempSync(join(tmpdir(), 'storage-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3?.close();
});

const read = async (body: Readable | Buffer) => (Buffer.isBuffer(body) ? body : buffer(body));

describe.each([
  ['local folder', () => createLocalStorage(root)],
  ['S3 (s3rver)', () => createS3Storage(s3.settings)],
] as const)('file storage: %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores, replaces, reads back with the content type, and deletes', async () => {
    expect(await storage.get('logos/a.png')).toBeNull();
    await storage.put('logos/a.png', Buffer.from('first'), 'image/png');
    const first = await storage.get('logos/a.png');
    expect(first).toMatchObject({ contentType: 'image/png', size: 5 });
    expect((await read(first!.body)).toString()).toBe('first');

    await storage.put('logos/a.png', Readable.from([Buffer.from('second '), Buffer.from('version')]), 'image/webp');
    const second = await storage.get('logos/a.png');
    expect(second!.contentType).toBe('image/webp');
    expect((await read(second!.body)).toString()).toBe('second version');
    expect(second!.etag).not.toBe(first!.etag);

    await storage.delete('logos/a.png');
    await storage.delete('logos/a.png');
    expect(await storage.get('logos/a.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape.png', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '', 'x.meta.json']) {
      await expect(storage.get(key), key).rejects.toThrow();
    }
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
