// Applications to a recruiter's own opportunities: the list per opportunity, status changes (each one
// recorded as application.status_changed, which e-mails the candidate for shortlisted, rejected and
// offered) and the resume a download link points at. Someone else's application is "not found".
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Application, ApplicationStatus } from '../db/generated/client.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { parseForm } from '../form-input.ts';
import {
  APPLICATION_STATUSES,
  countApplications,
  findOwnOpportunity,
  type StatusCounts,
} from './recruiter-opportunities.ts';

export const APPLICATION_NOT_FOUND = 'Application not found.';
const uuid = z.uuid();

export const statusInput = z.object({
  status: z.enum(APPLICATION_STATUSES, {
    error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  }),
});

export const applicationFilter = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}` })
    .optional(),
});

export async function listOpportunityApplications(
  db: Db,
  recruiterId: string,
  opportunityId: string,
  filter: z.output<typeof applicationFilter> = {},
): Promise<{
  opportunity: { id: string; title: string; status: string };
  applications: Application[];
  counts: StatusCounts;
}> {
  const opportunity = await findOwnOpportunity(db, recruiterId, opportunityId);
  const [applications, counts] = await Promise.all([
    db.application.findMany({
      where: { opportunityId, ...(filter.status ? { status: filter.status } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 1_000,
    }),
    countApplications(db, [opportunityId]),
  ]);
  return {
    opportunity: { id: opportunity.id, title: opportunity.title, status: opportunity.status },
    applications,
    counts: counts.get(opportunityId)!,
  };
}

/** The application, when it is for one of this recruiter's (not deleted) opportunities. */
export async function findOwnApplication(db: Db, recruiterId: string, applicationId: string): Promise<Application> {
  if (!uuid.safeParse(applicationId).success) throw notFound(APPLICATION_NOT_FOUND);
  const row = await db.application.findFirst({
    where: { id: applicationId, opportunity: { recruiterId, deletedAt: null } },
  });
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export async function setApplicationStatus(
  db: Db,
  recruiterId: string,
  applicationId: string,
  input: unknown,
): Promise<Application> {
  const { status } = parseForm(statusInput, input);
  const current = await findOwnApplication(db, recruiterId, applicationId);
  if (current.status === status) return current;
  return db.$transaction(async (tx) => {
    const row = await tx.application.update({
      where: { id: applicationId },
      data: { status: status as ApplicationStatus, statusChangedAt: new Date() },
    });
    await recordEvent(tx, 'application.status_changed', { applicationId, status });
    return row;
  });
}
