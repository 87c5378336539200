// The running product's Postgres, for specs that must arrange what no screen can. serve.ts names its
// data folder in E2E_DATA_DIR_FILE; the embedded cluster's port is on line 4 of its postmaster.pid;
// user, password and database are infra/local's (postgres.ts, start.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db, type Prisma } from '@phd/services/db/client';
import { withTenant } from '@phd/services/tenants/unit-of-work';
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

/**
 * A fresh open position of the demo site with these review settings (no screen makes one with them in
 * one step); answers its id. It is older than the demo's positions, so specs that take the site's
 * newest open position never get it.
 */
export async function demoSitePosition(
  title: string,
  review: Pick<Prisma.OpportunityUncheckedCreateInput, 'blindUntil' | 'referencesRequired'>,
): Promise<string> {
  const db = productDb();
  const day = 24 * 60 * 60 * 1000;
  try {
    const site = await db.tenant.findUniqueOrThrow({ where: { slug: 'demo-university' }, select: { id: true } });
    const row = await withTenant(db, site.id, (tx) =>
      tx.opportunity.create({
        data: {
          title,
          universityName: 'Demo University',
          country: 'Netherlands',
          description: `<p>${title}.</p>`,
          tenantId: site.id,
          source: 'tenant',
          status: 'open',
          listedPublicly: false,
          collectResumes: true,
          closingDate: new Date(Date.now() + 60 * day),
          createdAt: new Date(Date.now() - 365 * day),
          ...review,
        },
        select: { id: true },
      }),
    );
    return row.id;
  } finally {
    await db.$disconnect();
  }
}
