// The public post-jobs form (issue 18): send a position, then confirm the address from the e-mail.
import { api } from './client.ts';
import type { OpportunityInput } from './university.ts';

export type PosterInput = {
  poster_name: string;
  poster_position: string;
  poster_department: string;
  poster_email: string;
  university: string;
};

export interface ConfirmedPosting {
  message: string;
  /** live: on the site now; pending: waiting for our review. */
  state: 'live' | 'pending';
  opportunity: { id: string; link: string };
}

export const submitPosting = (body: Omit<OpportunityInput, 'collect_resumes'> & PosterInput) =>
  api<{ message: string }>('/api/post-jobs', { method: 'POST', body });

export const confirmPosting = (token: string) =>
  api<ConfirmedPosting>('/api/post-jobs/confirm', { method: 'POST', body: { token } });
