// Holding a posting for moderation (issue 15): postings that arrive from outside the trusted paths
// wait in the admin's queue (`moderation_state` pending, off the public site by public-visibility.ts)
// with their risk score and reasons. The trusted paths are the admin's own writes, university sites
// (tenants) and recruiters whose e-mail domain our universities table records; a recruiter whose
// domain only the swot dataset knows, and (later) the public post-jobs form, go through here.
//
// Edits: a pending or rejected posting is scored again and waits (again) for a decision, so a poster
// can fix what was refused. An approved posting stays approved, unless the edit brings a kind of risk
// the approved text did not have (a WhatsApp number added after approval): then it waits again.
// Postings of the trusted paths are never scored (risk_score stays null) and never held by an edit.
import type { Actor } from '../audit/audit-log.ts';
import { Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { inTransaction, type DbOrTx } from '../db/transaction.ts';
import type { Tx } from '../events/outbox.ts';
import { createOpportunity } from '../opportunities/create-opportunity.ts';
import type { CreateOpportunityInput } from '../opportunities/opportunity.schema.ts';
import { assessRisk } from './risk-assessment.ts';
import type { RiskReason, RiskResult } from './risk-rules.ts';

export const heldFields = (risk: RiskResult) => ({
  moderationState: 'pending' as const,
  riskScore: risk.score,
  riskReasons: risk.reasons as unknown as Prisma.InputJsonValue,
  moderatedAt: null,
  moderatedBy: null,
  moderationNote: null,
});

/** Scores the posting and puts it in the queue, inside the caller's transaction (with its outbox event). */
export async function holdForModeration(tx: Tx, row: Opportunity): Promise<Opportunity> {
  const risk = await assessRisk(tx, row);
  return tx.opportunity.update({ where: { id: row.id }, data: heldFields(risk) });
}

/**
 * Creates a posting that waits for moderation: one transaction for the row, its
 * `opportunity.created` event (the indexer leaves a pending posting out) and the hold. The public
 * post-jobs form calls this.
 */
export function createHeldOpportunity(db: DbOrTx, input: CreateOpportunityInput, actor?: Actor): Promise<Opportunity> {
  return inTransaction(db, async (tx) => holdForModeration(tx, await createOpportunity(tx, input, actor)));
}

const codes = (reasons: unknown) =>
  new Set((Array.isArray(reasons) ? (reasons as RiskReason[]) : []).map((r) => r.code));

/** After an edit of `row` (already saved, in `tx`): the rule in this file's header. */
export async function moderateEdit(tx: Tx, row: Opportunity): Promise<Opportunity> {
  if (row.moderationState !== 'approved') return holdForModeration(tx, row);
  if (row.riskScore === null) return row;
  const risk = await assessRisk(tx, row);
  const approved = codes(row.riskReasons);
  if (risk.reasons.every((r) => approved.has(r.code))) return row;
  return tx.opportunity.update({ where: { id: row.id }, data: heldFields(risk) });
}
