// Starts the real services the suites use (Postgres, Redis) once per test run, and migrates the
// template database every test file clones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '@phd/services/db/migrate';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { startLocalRedis } from '../../infra/local/redis.ts';

export const TEMPLATE_DATABASE = 'phd_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    redisUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'phd-test-'));
  const [postgres, redis] = await Promise.all([
    startLocalPostgres({ dir: join(root, 'pg'), persistent: false }),
    startLocalRedis({ dir: join(root, 'redis'), persistent: false }),
  ]);
  await migrate(await postgres.createDatabase(TEMPLATE_DATABASE));
  project.provide('postgresAdminUrl', postgres.adminUrl);
  project.provide('redisUrl', redis.url);
  return async () => {
    await Promise.all([postgres.stop(), redis.stop()]);
    rmSync(root, { recursive: true, force: true });
  };
}
