// Fair review's settings per opportunity (issue 34, docs/fair-review.md): how many reference letters
// an application needs, the stage blind review lasts until, and the scorecard's criteria. Any staff
// member reads them (the review screen scores by them); owners and admins change them, audited. A
// scorecard changed after scores exist recomputes those scores' weighted means in the same
// transaction (a removed criterion drops out), so the list's order never mixes two scorecards.
// Switching blind review on records `review.blind_enabled`, and the resume-text worker makes the
// redacted copies.
import type { ReviewSettingsJson } from '@phd/contracts/endpoints/review-settings';
import type { Criterion, ReviewSettingsInput } from '@phd/contracts/input/review';
import { BLIND_STAGES, type BlindStage } from '@phd/contracts/input/review';
import { recordAudit, staffActor } from '../audit/audit-log.ts';
import type { Prisma } from '../db/client.ts';
import { recordEvent } from '../events/outbox.ts';
import { findWritableOpportunity } from '../opportunities/find-opportunity.ts';
import { requireManager } from '../tenants/roles.ts';
import type { StaffSession } from '../tenants/staff-sessions.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import { readScorecard } from './scorecard.ts';

type Stored = { referencesRequired: number; blindUntil: string | null; scorecard: unknown };

const asBlindStage = (stage: string | null): BlindStage | null =>
  (BLIND_STAGES as readonly string[]).includes(stage ?? '') ? (stage as BlindStage) : null;

/** The settings as the API answers them (also inside the opportunity's own answer). */
export function presentReviewSettings(row: Stored): ReviewSettingsJson {
  return {
    references_required: row.referencesRequired,
    blind_until: asBlindStage(row.blindUntil),
    scorecard: readScorecard(row.scorecard),
  };
}

export async function getReviewSettings(tx: TenantTx, actor: StaffSession, id: string): Promise<ReviewSettingsJson> {
  return presentReviewSettings(await findWritableOpportunity(tx, id, { tenantId: actor.tenantId }));
}

/**
 * Every rating of the opportunity's applicants that holds criteria scores, re-weighed by `criteria`
 * (scores of removed criteria are kept, unweighed, should the criterion come back). A scorecard that
 * shares no criterion with a rating leaves it as it was; plain ratings keep weighted = score.
 */
async function reweigh(tx: TenantTx, opportunityId: string, criteria: Criterion[]): Promise<void> {
  if (criteria.length === 0) {
    await tx.$executeRaw`
      UPDATE applicant_ratings r SET weighted = r.score
      FROM applicants a WHERE a.id = r.applicant_id AND a.opportunity_id = ${opportunityId}::uuid
        AND r.weighted <> r.score`;
    return;
  }
  const weights = JSON.stringify(criteria.map(({ key, weight }) => ({ key, weight })));
  await tx.$executeRaw`
    UPDATE applicant_ratings r SET weighted = w.weighted, score = round(w.weighted)::int
    FROM (
      SELECT r2.id, round(sum(c.weight * (r2.criteria ->> c.key)::numeric) / sum(c.weight), 2)::float8 AS weighted
      FROM applicant_ratings r2
      JOIN applicants a ON a.id = r2.applicant_id
      CROSS JOIN jsonb_to_recordset(${weights}::jsonb) AS c(key text, weight int)
      WHERE a.opportunity_id = ${opportunityId}::uuid
        AND jsonb_typeof(r2.criteria) = 'object' AND jsonb_typeof(r2.criteria -> c.key) = 'number'
      GROUP BY r2.id
    ) w
    WHERE r.id = w.id`;
}

/** PUT …/review-settings: the fields sent change; the answer is the settings as saved. */
export async function updateReviewSettings(
  tx: TenantTx,
  actor: StaffSession,
  id: string,
  input: ReviewSettingsInput,
): Promise<ReviewSettingsJson> {
  requireManager(actor);
  const row = await findWritableOpportunity(tx, id, { tenantId: actor.tenantId });
  const before = presentReviewSettings(row);
  const data: Prisma.OpportunityUpdateInput = {};
  if (input.references_required !== undefined) data.referencesRequired = input.references_required;
  if (input.blind_until !== undefined) data.blindUntil = input.blind_until;
  if (input.scorecard !== undefined) data.scorecard = input.scorecard as Prisma.InputJsonArray;
  if (Object.keys(data).length === 0) return before;
  const saved = await tx.opportunity.update({ where: { id: row.id }, data });
  const after = presentReviewSettings(saved);
  if (input.scorecard !== undefined) await reweigh(tx, row.id, after.scorecard);
  if (before.blind_until === null && after.blind_until !== null) {
    await recordEvent(tx, 'review.blind_enabled', { tenantId: actor.tenantId, opportunityId: row.id });
  }
  await recordAudit(tx, staffActor(actor), {
    action: 'opportunity.review_settings_changed',
    recordType: 'opportunity',
    recordId: row.id,
    before: before as unknown as Prisma.InputJsonObject,
    after: after as unknown as Prisma.InputJsonObject,
  });
  return after;
}
