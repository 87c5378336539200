// The admin console's moderation queue and newsletter calls (issue 15), through their contracts
// (@phd/contracts/endpoints/admin-moderation). Cookie-authenticated like every main-site call; the
// client adds the CSRF token to writes.
import {
  approvePosting,
  exportNewsletter,
  getNewsletterCounts,
  listModerationQueue,
  rejectPosting,
  type ModerationItem,
  type NewsletterExportState,
} from '@phd/contracts/endpoints/admin-moderation';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { call } from './call.ts';

export type { ModerationItem as ModerationItemJson, NewsletterExportState };
export type ModerationState = ModerationItem['state'];

/** A decision's answer: the sentence to show and the posting as it is now. */
export interface DecisionOutcome {
  message: string;
  data: ModerationItem;
}

export const moderationApi = {
  queue: (state: ModerationState, offset: number) =>
    call(listModerationQueue, { query: { state, limit: String(ADMIN_PAGE_SIZE), offset: String(offset) } }),
  approve: (id: string, message: string): Promise<DecisionOutcome> =>
    call(approvePosting, { params: { id }, body: message.trim() ? { message } : {} }),
  reject: (id: string, message: string): Promise<DecisionOutcome> =>
    call(rejectPosting, { params: { id }, body: { message } }),
  newsletter: () => call(getNewsletterCounts, {}),
};

/** A plain link downloads the file: the session cookie goes with it, as with every same-site GET. */
export const newsletterExportUrl = (state: NewsletterExportState) => `${exportNewsletter.path}?state=${state}`;
