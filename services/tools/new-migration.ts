// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the
// SQL that takes the committed schema (git HEAD) to the edited prisma/schema.prisma. With no
// migrations yet, the SQL creates everything from empty. The drift test checks the result.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres } from '../../infra/local/postgres.ts';
import { MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.ts';
import { diffSchemas } from './prisma-diff.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration -- <name in snake_case>');
  process.exit(1);
}
const schemaPath = join(MIGRATIONS_DIR, '..', 'schema.prisma');
const current = readFileSync(schemaPath, 'utf8');
const previous =
  readMigrations().length === 0
    ? null
    : execFileSync('git', ['show', 'HEAD:./schema.prisma'], { cwd: join(MIGRATIONS_DIR, '..'), encoding: 'utf8' });

const dir = mkdtempSync(join(tmpdir(), 'new-migration-'));
const postgres = await startLocalPostgres({ dir: join(dir, 'pg'), persistent: false });
try {
  const sql = await diffSchemas(previous, current, postgres.adminUrl);
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.log('schema.prisma matches the committed schema: no migration needed.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const target = join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'migration.sql'), sql);
    console.log(`wrote ${join(target, 'migration.sql')}`);
  }
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
