// The admin console's moderation queue and newsletter calls (issue 15). Cookie-authenticated like every
// main-site call; the client adds the CSRF token to writes.
import type { ModerationItemJson, NewsletterCountsJson } from '@phd/contracts/api-types';
import { ADMIN_PAGE_SIZE, type Page } from './admin.ts';
import { api } from './client.ts';

export type ModerationState = ModerationItemJson['state'];
export type NewsletterExportState = 'active' | 'pending' | 'unsubscribed' | 'all';

export const moderationApi = {
  queue: (state: ModerationState, offset: number) =>
    api<Page<ModerationItemJson> & { pending: number }>('/api/admin/moderation', {
      query: { state, limit: ADMIN_PAGE_SIZE, offset },
    }),
  approve: (id: string, message: string) =>
    api<{ message: string; data: ModerationItemJson }>(`/api/admin/moderation/${id}/approve`, {
      method: 'POST',
      body: message.trim() ? { message } : {},
    }),
  reject: (id: string, message: string) =>
    api<{ message: string; data: ModerationItemJson }>(`/api/admin/moderation/${id}/reject`, {
      method: 'POST',
      body: { message },
    }),
  newsletter: () => api<{ data: NewsletterCountsJson }>('/api/admin/newsletter'),
};

/** A plain link downloads the file: the session cookie goes with it, as with every same-site GET. */
export const newsletterExportUrl = (state: NewsletterExportState) => `/api/admin/newsletter/export?state=${state}`;
