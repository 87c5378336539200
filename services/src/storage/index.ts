// The configured file store. Local folder under DATA_DIR/files today; S3-compatible storage (S3_*)
// arrives with resume uploads and plugs in here.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export { createLocalStorage } from './local-storage.ts';
export * from './storage.ts';

export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return createLocalStorage(join(config.dataDir, 'files'));
}
