// One state for a position past its deadline (issue 28): a passed deadline closes applications, so a
// site's careers page neither lists nor shows it, and an application to it is refused (404, the
// sentence the page shows), while its status is still "open" (real Postgres, inside withTenant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { takesApplications } from '@phd/contracts/application-window';
import {
  CAREERS_NOT_FOUND,
  findCareersOpportunity,
  listCareersOpportunities,
} from '../src/careers/careers-opportunities.ts';
import { DomainError } from '../src/errors.ts';
import { withTenant } from '../src/tenants/unit-of-work.ts';

const DAY = 86_400_000;
let database: TestDatabase;
let tenantId: string;
const ids: Record<'passed' | 'coming' | 'none', string> = { passed: '', coming: '', none: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (
    await database.owner.tenant.create({ data: { slug: 'sepsis', name: 'Sepsis U', universityName: 'Sepsis U' } })
  ).id;
  const closing = { passed: new Date(Date.now() - DAY), coming: new Date(Date.now() + DAY), none: null };
  for (const key of ['passed', 'coming', 'none'] as const) {
    const row = await withTenant(database.db, tenantId, (tx) =>
      tx.opportunity.create({
        data: {
          tenantId,
          title: `Long-Term Outcomes after Sepsis (${key})`,
          universityName: 'Sepsis U',
          country: 'Netherlands',
          status: 'open',
          closingDate: closing[key],
        },
      }),
    );
    ids[key] = row.id;
  }
});
afterAll(() => database.drop());

describe('careers: a passed deadline closes applications', () => {
  it('lists only the positions still taking applications, as the shared rule says', async () => {
    const listed = await withTenant(database.db, tenantId, (tx) => listCareersOpportunities(tx, tenantId));
    expect(listed.map((o) => o.id).sort()).toEqual([ids.coming, ids.none].sort());
    const now = Date.now();
    for (const o of listed) {
      const closing = o.closingDate ? Math.floor(o.closingDate.getTime() / 1000) : 0;
      expect(takesApplications({ status: o.status, closing_date: closing }, now)).toBe(true);
    }
  });

  it('answers 404 for the position past its deadline, so an application to it is refused', async () => {
    const error = await withTenant(database.db, tenantId, (tx) =>
      findCareersOpportunity(tx, tenantId, ids.passed),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(CAREERS_NOT_FOUND);
    const coming = await withTenant(database.db, tenantId, (tx) => findCareersOpportunity(tx, tenantId, ids.coming));
    expect(coming.id).toBe(ids.coming);
  });
});
