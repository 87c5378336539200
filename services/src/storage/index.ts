// The configured file store: S3-compatible storage when S3_BUCKET is set, else the local folder
// DATA_DIR/files (the embedded default).
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { createLocalStorage } from './local-storage.ts';
export * from './storage.ts';

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(join(config.dataDir, 'files'));
}
