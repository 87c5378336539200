// The running product's Postgres, for specs that must arrange what no screen can. serve.ts names its
// data folder in E2E_DATA_DIR_FILE; the embedded cluster's port is on line 4 of its postmaster.pid;
// user, password and database are infra/local's (postgres.ts, start.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db } from '@phd/services/db/client';
import { E2E_DATA_DIR_FILE } from './constants.ts';

/** The application's client (role phd_app, as the gateway and workers use it). Disconnect when done. */
export function productDb(): Db {
  const dataDir = readFileSync(E2E_DATA_DIR_FILE, 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  if (!port || !/^\d+$/.test(port)) throw new Error(`no port in ${dataDir}/postgres/postmaster.pid`);
  return createDb(`postgresql://postgres:postgres@127.0.0.1:${port}/phd`, { max: 2 });
}
