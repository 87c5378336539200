// "2 of 3 letters" on the review list: its own file, as the applicant presenter (which every applicant
// answer goes through) needs it and nothing else of the references.
import type { LettersSummaryJson } from '@phd/contracts/endpoints/references';

/** Letters received of those the position asks for; null when it asks for none. */
export function lettersSummary(
  required: number | null | undefined,
  statuses: { status: string }[],
): LettersSummaryJson {
  if (!required) return null;
  return { received: statuses.filter((r) => r.status === 'received').length, required };
}
