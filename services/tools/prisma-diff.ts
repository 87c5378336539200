// Offline SQL generation from Prisma schema files with Prisma 6's WebAssembly schema engine (Prisma 7
// needs a native engine we cannot download). Used to write new migrations (tools/new-migration.ts) and
// by the schema drift test. Prisma 6 insists on a reachable database for its adapter even though a
// datamodel-to-datamodel diff never reads it, so callers pass the URL of a live cluster.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const prisma6Cli = join(dirname(createRequire(import.meta.url).resolve('prisma6/package.json')), 'build', 'index.js');

/** Prisma 6 wants `url` in the datasource block, which Prisma 7 moved to prisma.config.ts. */
function asPrisma6Schema(schema: string): string {
  return schema.replace(/datasource db \{/, 'datasource db {\n  url = env("PRISMA_DIFF_URL")');
}

/** SQL that turns a database shaped like `from` (or an empty one) into one shaped like `to`. */
export async function diffSchemas(from: string | null, to: string, databaseUrl: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'prisma-diff-'));
  try {
    const toPath = join(dir, 'to.prisma');
    writeFileSync(toPath, asPrisma6Schema(to));
    const fromArgs = from === null ? ['--from-empty'] : ['--from-schema-datamodel', join(dir, 'from.prisma')];
    if (from !== null) writeFileSync(join(dir, 'from.prisma'), asPrisma6Schema(from));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        prisma6Cli,
        'migrate',
        'diff',
        '--config',
        join(here, 'prisma6.config.ts'),
        ...fromArgs,
        '--to-schema-datamodel',
        toPath,
        '--script',
      ],
      {
        env: {
          ...process.env,
          PRISMA_DIFF_URL: databaseUrl,
          PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false',
          PRISMA_QUERY_ENGINE_LIBRARY: '/bin/false',
          PRISMA_HIDE_UPDATE_MESSAGE: '1',
          CHECKPOINT_DISABLE: '1',
          // Any engine download check fails at once instead of waiting on DNS for a host we cannot reach.
          PRISMA_ENGINES_MIRROR: 'http://127.0.0.1:9',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
