// The site's interview calendar (GET /api/interviews?week=YYYY-MM-DD): the interviews starting in one
// week, Monday 00:00 to the next Monday 00:00 in the viewer's time zone (UTC when none is given), so
// an interview early on a Monday in Berlin is in that week for a Berlin viewer although it is Sunday in
// UTC. Scheduled interviews are listed at their chosen time; a proposal still awaiting the candidate
// (unexpired) is listed at each offered slot, marked so. Applicants the caller declared a conflict with
// never appear, and a blind-reviewed applicant appears under their pseudonym.
import { DateTime } from 'luxon';
import type { CalendarEntryJson } from '@phd/contracts/endpoints/interviews';
import type { WeekQuery } from '@phd/contracts/input/interviews';
import { IDENTITY_SELECT, presentIdentity } from '../review/blind.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';

export interface InterviewWeek {
  week: string;
  time_zone: string;
  data: CalendarEntryJson[];
}

/** The week's bounds in `zone`: the Monday asked for, or this week's. */
export function weekBounds(week: string | undefined, zone: string, now = new Date()) {
  const start = week
    ? DateTime.fromISO(week, { zone }).startOf('day')
    : DateTime.fromJSDate(now, { zone }).startOf('week');
  return { monday: start.toISODate()!, from: start.toJSDate(), to: start.plus({ weeks: 1 }).toJSDate() };
}

export async function interviewWeek(
  tx: TenantTx,
  actor: StaffSession,
  query: WeekQuery,
  now = new Date(),
): Promise<InterviewWeek> {
  const zone = query.time_zone ?? 'UTC';
  const { monday, from, to } = weekBounds(query.week, zone, now);
  const slots = await tx.interviewSlot.findMany({
    where: {
      tenantId: actor.tenantId,
      startsAt: { gte: from, lt: to },
      interview: {
        OR: [{ status: 'scheduled' }, { status: 'proposed', expiresAt: { gt: now } }],
        applicant: { confirmedAt: { not: null }, conflicts: { none: { reviewerId: actor.userId } } },
      },
    },
    include: {
      interview: {
        include: {
          panel: { include: { staff: { select: { id: true, name: true } } } },
          applicant: {
            select: IDENTITY_SELECT,
          },
        },
      },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  const data = slots
    .filter((s) => s.interview.status === 'proposed' || s.interview.chosenSlotId === s.id)
    .map((s): CalendarEntryJson => {
      const { interview } = s;
      const { applicant } = interview;
      return {
        id: interview.id,
        status: interview.status === 'scheduled' ? 'scheduled' : 'proposed',
        awaiting_candidate: interview.status === 'proposed',
        starts_at: s.startsAt.toISOString(),
        ends_at: new Date(s.startsAt.getTime() + interview.durationMinutes * 60_000).toISOString(),
        time_zone: interview.timeZone,
        location: interview.location,
        applicant: {
          id: applicant.id,
          name: presentIdentity(applicant, applicant.opportunity).name,
          opportunity_id: applicant.opportunityId,
        },
        position: applicant.opportunity?.title ?? null,
        panel: interview.panel.map((p) => p.staff).sort((a, b) => a.name.localeCompare(b.name)),
      };
    });
  return { week: monday, time_zone: zone, data };
}
