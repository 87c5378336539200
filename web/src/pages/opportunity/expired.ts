// Telling the two 410s of the detail API apart: a deleted position ("gone") and one that closed by
// itself 30 days after its deadline ("expired", which names the position so its page can show it).
import { ApiError } from '../../api/client.ts';
import type { ExpiredOpportunityBriefJson } from '@phd/contracts/public-schemas';

/** The position an "expired" 410 names, or null for any other answer or error. */
export function expiredOf(error: unknown): ExpiredOpportunityBriefJson | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const body = error.body as { error?: unknown; opportunity?: Partial<ExpiredOpportunityBriefJson> } | null;
  const o = body?.opportunity;
  if (body?.error !== 'expired' || !o || typeof o.id !== 'string' || typeof o.title !== 'string') return null;
  return o as ExpiredOpportunityBriefJson;
}
