// The public facts of a university site's careers page: its name and how long it keeps applications
// (tenants.retention_months, which the consent line states). The tenants table is public.
import { consentText } from '@phd/contracts/careers';
import type { Db } from '../db/client.ts';

export interface CareersSite {
  name: string;
  university: string;
  retentionMonths: number | null;
  consent: string;
}

export async function findCareersSite(db: Db, tenantId: string): Promise<CareersSite | null> {
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
