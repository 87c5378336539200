// Applications to a recruiter's own opportunities: the list per opportunity, status changes (each one
// recorded as application.status_changed, which e-mails the candidate for shortlisted, rejected and
// offered when the recruiter asks for it) and the resume a download link points at. Someone else's
// application is "not found".
import { z } from 'zod';
import type { ApplicationFilter, StatusInput } from '@phd/contracts/input/recruiter';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Application, ApplicationStatus, Opportunity } from '../db/generated/client.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { countApplications, emptyCounts, findOwnOpportunity, type StatusCounts } from './recruiter-opportunities.ts';

export const APPLICATION_NOT_FOUND = 'Application not found.';
const uuid = z.uuid();

export async function listOpportunityApplications(
  db: Db,
  recruiterId: string,
  opportunityId: string,
  filter: ApplicationFilter = {},
): Promise<{
  opportunity: Pick<Opportunity, 'id' | 'title' | 'status'>;
  applications: Application[];
  counts: StatusCounts;
}> {
  const opportunity = await findOwnOpportunity(db, recruiterId, opportunityId);
  // The id as the database spells it, not as the client sent it (Postgres reads an upper-case uuid
  // as the same one, but the counts are keyed by the stored form).
  const { id } = opportunity;
  const [applications, counts] = await Promise.all([
    db.application.findMany({
      where: { opportunityId: id, ...(filter.status ? { status: filter.status } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 1_000,
    }),
    countApplications(db, [id]),
  ]);
  return {
    opportunity: { id, title: opportunity.title, status: opportunity.status },
    applications,
    counts: counts.get(id) ?? emptyCounts(),
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

/**
 * Sets the status; a change records application.status_changed with the recruiter's choice to e-mail
 * the candidate (`notify`) and the change's time, so the mail worker sends only the latest change.
 */
/** Ended on the candidate's side (issue 32): the candidate withdrew, or was told the position closed. */
const ENDED_MESSAGE: Partial<Record<ApplicationStatus, string>> = {
  withdrawn: 'The candidate withdrew this application, so its status can no longer change.',
  closed: 'The candidate was told this position closed, so the status can no longer change.',
};
const ENDED_BY_CANDIDATE_SIDE = Object.keys(ENDED_MESSAGE) as ApplicationStatus[];

export async function changeApplicationStatus(
  db: Db,
  actor: Actor,
  applicationId: string,
  { status, notify }: StatusInput,
): Promise<Application> {
  const current = await findOwnApplication(db, actor.id, applicationId);
  if (current.status === status) return current;
  const ended = ENDED_MESSAGE[current.status];
  if (ended) throw conflict(ended);
  return db.$transaction(async (tx) => {
    const changedAt = new Date();
    // Only while the status still differs: of requests racing to set the same status (a double
    // click), one changes it and records the event, the others answer the row as it then is.
    const { count } = await tx.application.updateMany({
      // Nor once the candidate withdrew or was told the position closed, even a moment ago.
      where: { id: current.id, status: { notIn: [status as ApplicationStatus, ...ENDED_BY_CANDIDATE_SIDE] } },
      data: { status: status as ApplicationStatus, statusChangedAt: changedAt },
    });
    const row = await tx.application.findUniqueOrThrow({ where: { id: current.id } });
    if (count === 1) {
      await recordEvent(tx, 'application.status_changed', {
        applicationId: row.id,
        status,
        notify,
        changedAt: changedAt.getTime(),
      });
      await recordAudit(tx, actor, {
        action: 'application.status_changed',
        recordType: 'application',
        recordId: row.id,
        before: { status: current.status },
        after: { status: row.status, notify },
      });
    }
    return row;
  });
}
