// The detail page's words for an earlier application and for a closed position (pure, so web/test can
// pin them down). Dates are the shared hand-made format ("3 November 2026", UTC), as the server writes.
import { formatDeadline } from '@phd/contracts/seo';

/** "You applied on 22 November 2026 · under review". */
export function appliedText({ created_at, status }: { created_at: number; status: string }): string {
  return `You applied on ${formatDeadline(created_at)} · ${status}`;
}

/** The line under "This position is closed": since when, when known. */
export function closedText(closedAt: number | null | undefined): string {
  return closedAt
    ? `It closed on ${formatDeadline(closedAt)} and no longer takes applications.`
    : 'It no longer takes applications.';
}
