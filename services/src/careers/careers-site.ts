// The public facts of a university site's careers page: its name and how long it keeps applications
// (tenants.retention_months, which the consent line states). The tenants table is public.
import { consentText } from '@phd/contracts/careers';
import type { Db } from '../db/client.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

export interface CareersSite {
  name: string;
  university: string;
  retentionMonths: number | null;
  consent: string;
}

/** Reads with the client it is given: inside the site's unit of work, a request holds one connection. */
export async function findCareersSite(db: Db | TenantTx, tenantId: string): Promise<CareersSite | null> {
  const row = await db.tenant.findUnique({
    where: { id: tenantId },
    select: { name: true, universityName: true, retentionMonths: true },
  });
  if (!row) return null;
  return {
    name: row.name,
    university: row.universityName,
    retentionMonths: row.retentionMonths,
    consent: consentText(row.name, row.retentionMonths),
  };
}
