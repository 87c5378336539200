import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError } from '../src/storage/index.ts';

const root = mkdtempSync(join(tmpdir(), 'storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = async (body: Readable | Buffer) => (Buffer.isBuffer(body) ? body : buffer(body));

describe('local file storage', () => {
  const storage = createLocalStorage(root);

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
