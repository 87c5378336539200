// The product for the browser tests: `npm start`'s own bootstrap (infra/local/start.ts) on a fresh
// data folder, so the run never touches a developer's .data/. Stops it and removes the folder on
// SIGTERM (Playwright's graceful shutdown) or when the bootstrap exits.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DATA_DIR_FILE, E2E_METRICS_TOKEN, E2E_PORT } from './constants.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'phd-e2e-'));
// The embedded Postgres runs as the postgres user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
writeFileSync(E2E_DATA_DIR_FILE, dataDir);

const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts')], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(E2E_PORT),
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'true',
    METRICS_TOKEN: E2E_METRICS_TOKEN,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.once('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR_FILE, { force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
