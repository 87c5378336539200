// Recommended Jobs right after a preference save. The save only records preferences.updated: the
// recommendations worker recomputes the list moments later (outbox relay, queue, worker; 1.5 to 2 s
// here), and the API has no flag for "being recomputed" (spec section 3: a recommendation answer adds
// only an optional message). So the page reads the first page just before saving, then polls until it
// differs from that, showing UPDATING_TEXT meanwhile, and gives up after REFRESH_TIMEOUT_MS (a save
// may leave the list as it was, and the worker may be down: the list shown is then the current one).
import type { Opportunity } from '../../api/types.ts';
import type { Page } from '../account/account-queries.ts';

export const REFRESH_POLL_MS = 1_000;
export const REFRESH_TIMEOUT_MS = 12_000;
export const UPDATING_TEXT = 'Updating your recommendations…';

/** A save whose new recommendations have not arrived yet. */
export interface PendingRefresh {
  /** listSignature of the first page read just before the save (null when that read failed). */
  baseline: string | null;
}

/**
 * What tells one list of recommendations from another: the total and the ids in order. Not the
 * message, which goes as soon as preferences exist, before the worker has stored anything.
 */
export function listSignature(page: Page<Opportunity> | undefined): string | null {
  if (!page) return null;
  return `${page.pagination.total}:${page.data.map((o) => o?.id ?? '').join(',')}`;
}

/**
 * True while the list answered (if any) is still the one from before the save. Without a baseline the
 * first answer is taken as it comes.
 */
export function stillBefore(refresh: PendingRefresh | null, page: Page<Opportunity> | undefined): boolean {
  if (!refresh) return false;
  return !page || listSignature(page) === refresh.baseline;
}
