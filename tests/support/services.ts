// Per-test-file access to the real services started by global-setup.ts.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '@phd/services/db/client';

const TEMPLATE_DATABASE = 'phd_template';

export interface TestDatabase {
  url: string;
  /** The application's client: queries run as the runtime role `phd_app`, under row-level security. */
  db: Db;
  /** The owner's client (the cluster's superuser here): seeding, DDL, fixtures of other tenants. */
  owner: Db;
  drop(): Promise<void>;
}

/** Runs `sql` as the cluster's superuser (outside any test database). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** URL of another database on the test cluster. */
export function databaseUrl(name: string): string {
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated, empty database of its own (a clone of the template: fast and isolated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const url = databaseUrl(name);
  const db = createDb(url, { max: 4 });
  const owner = createDb(url, { max: 2, owner: true });
  return {
    url,
    db,
    owner,
    async drop() {
      await Promise.all([db.$disconnect(), owner.$disconnect()]);
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** An empty database that has not been migrated. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export function redisUrl(): string {
  return inject('redisUrl');
}

/** A key prefix of its own, so test files sharing one Redis never see each other's queues. */
export function uniquePrefix(label: string): string {
  return `test-${label}-${randomBytes(4).toString('hex')}`;
}
