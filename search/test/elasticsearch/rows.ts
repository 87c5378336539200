// Small rows for the Elasticsearch tests that are not the shared contract (which has its own catalogue).
import type { Db, Prisma } from '@phd/services/db/client';

export const rowId = (n: number): string => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

export function opportunityRow(n: number, overrides: Partial<Prisma.OpportunityCreateManyInput> = {}) {
  return {
    id: rowId(n),
    title: `Quantum Optics ${n}`,
    universityName: 'University of Copenhagen',
    department: 'Niels Bohr Institute',
    discipline: 'Physics',
    supervisor: 'Prof. Ada Lovelace',
    city: 'Copenhagen',
    country: 'Denmark',
    description: '<p>Build <strong>single-photon</strong> sources &amp; detectors.</p>',
    fullyFunded: true,
    views: n,
    createdAt: new Date(Date.UTC(2026, 2, n, 12)),
    ...overrides,
  } satisfies Prisma.OpportunityCreateManyInput;
}

export async function insertRows(db: Db, rows: Prisma.OpportunityCreateManyInput[]): Promise<void> {
  await db.opportunity.createMany({ data: rows });
}

export async function indexedAt(db: Db, id: string): Promise<{ indexedAt: Date | null; updatedAt: Date }> {
  return db.opportunity.findUniqueOrThrow({ where: { id }, select: { indexedAt: true, updatedAt: true } });
}
