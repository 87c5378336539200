// A Postgres cluster of the drill's own (the run's shared cluster serves every other test file, so it
// cannot be restarted): migrated, with data that survives a restart on the same port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@phd/services/db/migrate';
import { startLocalPostgres, type LocalPostgres } from '../../../infra/local/postgres.ts';

export interface OwnPostgres {
  /** The migrated database, as its owner (the gateway and workers act as phd_app on it themselves). */
  readonly url: string;
  /** A fast shutdown, as an operator's restart does: sessions end with 57P01 admin_shutdown. */
  stop(): Promise<void>;
  /** Up again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  close(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const dir = join(root, 'pg');
  // persistent: the embedded cluster would otherwise delete its data directory when stopped.
  let cluster: LocalPostgres | null = await startLocalPostgres({ dir, persistent: true });
  const { port } = cluster;
  const url = await cluster.createDatabase('app');
  await migrate(url);
  return {
    url,
    async stop() {
      await cluster?.stop();
      cluster = null;
    },
    async start() {
      cluster ??= await startLocalPostgres({ dir, port, persistent: true });
    },
    async close() {
      await cluster?.stop();
      cluster = null;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
