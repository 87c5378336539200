// An interview as the staff's calls and the applicant's detail answer it (InterviewJson), read with the
// slots earliest first and the panel by name.
import type { InterviewJson } from '@phd/contracts/endpoints/interviews';
import type { TenantTx } from '../tenants/unit-of-work.ts';

const PERSON = { select: { id: true, name: true } } as const;

export const INTERVIEW_INCLUDE = {
  slots: { orderBy: [{ startsAt: 'asc' as const }, { id: 'asc' as const }] },
  panel: { include: { staff: PERSON } },
  proposedBy: PERSON,
};

export interface InterviewRow {
  id: string;
  status: InterviewJson['status'];
  timeZone: string;
  durationMinutes: number;
  location: string;
  note: string | null;
  chosenSlotId: string | null;
  candidateNote: string | null;
  sequence: number;
  createdAt: Date;
  slots: { id: string; startsAt: Date }[];
  panel: { staff: { id: string; name: string } }[];
  proposedBy: { id: string; name: string } | null;
}

export function presentInterview(row: InterviewRow): InterviewJson {
  return {
    id: row.id,
    status: row.status,
    time_zone: row.timeZone,
    duration_minutes: row.durationMinutes,
    location: row.location,
    note: row.note,
    slots: row.slots.map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString() })),
    chosen_slot_id: row.chosenSlotId,
    candidate_note: row.candidateNote,
    panel: row.panel.map((p) => p.staff).sort((a, b) => a.name.localeCompare(b.name)),
    proposed_by: row.proposedBy,
    sequence: row.sequence,
    created_at: row.createdAt.toISOString(),
  };
}

/** The interview of the unit's site, presented; null when it is not there. */
export async function readInterview(tx: TenantTx, tenantId: string, id: string): Promise<InterviewJson | null> {
  const row = await tx.interview.findFirst({ where: { id, tenantId }, include: INTERVIEW_INCLUDE });
  return row ? presentInterview(row) : null;
}

/** An applicant's interviews for the review panel, newest first. */
export async function applicantInterviews(
  tx: TenantTx,
  tenantId: string,
  applicantId: string,
): Promise<InterviewJson[]> {
  const rows = await tx.interview.findMany({
    where: { tenantId, applicantId },
    include: INTERVIEW_INCLUDE,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map(presentInterview);
}
