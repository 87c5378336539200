// Shared by the closing-notices suites: a university site with a delay, its positions and applicants,
// main-site positions and applications, and the notices and e-mail events they lead to. Real Postgres;
// tenant rows are written in the site's unit of work, as the application does.
import type { TestDatabase } from '../../../tests/support/services.ts';
import type { ApplicantStatus, ApplicationStatus } from '../../src/db/generated/client.ts';
import { withTenant } from '../../src/tenants/unit-of-work.ts';

const DAY_MS = 86_400_000;
export const days = (n: number) => n * DAY_MS;

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export async function createSite(database: TestDatabase, closingNoticeDelayDays = 0) {
  const slug = `close-${unique()}`;
  const tenant = await database.owner.tenant.create({
    data: { slug, name: `Site ${slug}`, universityName: 'Closing University', closingNoticeDelayDays },
  });
  return tenant.id;
}

export function sitePosition(database: TestDatabase, tenantId: string, title = 'PhD in Quiet Endings') {
  return withTenant(database.db, tenantId, async (tx) => {
    const row = await tx.opportunity.create({
      data: { title, universityName: 'Closing University', country: 'Ireland', tenantId, source: 'tenant' },
    });
    return row.id;
  });
}

export async function mainPosition(database: TestDatabase, extra: { closingDate?: Date } = {}) {
  const row = await database.db.opportunity.create({
    data: { title: 'PhD in Open Loops', universityName: 'Main University', country: 'Netherlands', ...extra },
  });
  return row.id;
}

export async function application(
  database: TestDatabase,
  opportunityId: string,
  email: string,
  status: ApplicationStatus = 'new',
) {
  const row = await database.db.application.create({
    data: { opportunityId, name: `Cand ${email}`, email, country: 'Ireland', contactMobile: '+353 1', status },
  });
  return row.id;
}

export function applicant(
  database: TestDatabase,
  tenantId: string,
  opportunityId: string,
  email: string,
  extra: { status?: ApplicantStatus; confirmed?: boolean; anonymised?: boolean; applicationId?: string } = {},
) {
  return withTenant(database.db, tenantId, async (tx) => {
    const row = await tx.applicant.create({
      data: {
        tenantId,
        opportunityId,
        name: `Appl ${email}`,
        email,
        status: extra.status ?? 'new',
        confirmedAt: extra.confirmed === false ? null : new Date(),
        anonymisedAt: extra.anonymised ? new Date() : null,
        applicationId: extra.applicationId ?? null,
      },
    });
    return row.id;
  });
}

export const notices = (database: TestDatabase, opportunityId: string) =>
  database.owner.closingNotice.findMany({ where: { opportunityId }, orderBy: { closedAt: 'asc' } });

/** The closing e-mail events recorded for this position's people: who, in which words. */
export async function closingEvents(database: TestDatabase, noticeIds: string[]) {
  const rows = await database.owner.outboxEvent.findMany({
    where: { type: { in: ['application.closing_notice', 'applicant.closing_notice'] } },
    orderBy: { id: 'asc' },
  });
  return rows
    .map((r) => r.payload as { noticeId: string; outcome: string; applicationId?: string; applicantId?: string })
    .filter((p) => noticeIds.includes(p.noticeId))
    .map((p) => ({ person: p.applicantId ?? p.applicationId, outcome: p.outcome }));
}
