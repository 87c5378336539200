// The embedded default store: files under a local folder (DATA_DIR/files). Each file has a small
// sidecar `<name>.meta.json` holding its content type. Writes go to a temporary name first and are
// renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, META_SUFFIX, type Storage, type StoredFile } from './storage.ts';

interface Meta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);

  function pathOf(key: string): string {
    assertValidKey(key);
    return join(base, key);
  }

  return {
    async get(key) {
      const path = pathOf(key);
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(path + META_SUFFIX, 'utf8')]);
        if (!info.isFile()) return null;
        const { contentType } = JSON.parse(meta) as Meta;
        const file: StoredFile = {
          body: createReadStream(path),
          contentType,
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        };
        return file;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await writeFile(path + META_SUFFIX, JSON.stringify({ contentType } satisfies Meta));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
  };
}
