// Applying on the site (spec section 7, "Application by a signed-in user"; docs/candidate-api.md): the
// country list with dial codes, the multipart submission, and the candidate's own applications.
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

export interface DialCode {
  code: string;
  name: string;
  dial_code: string;
}

export const dialCodes = () =>
  queryOptions({
    queryKey: ['dial-codes'],
    queryFn: ({ signal }) => api<{ data: DialCode[] }>('/api/countries/dial-codes', { signal }),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });

export interface SubmittedApplication {
  message: string;
  application_id: string;
}

export const submitApplication = (form: FormData) =>
  api<SubmittedApplication>('/api/applications', { method: 'POST', body: form });

/** An application as GET /api/applications answers it (docs/candidate-api.md). */
export interface OwnApplication {
  id: string;
  opportunity_id: string;
  /** What candidates read: submitted, under review, shortlisted, not selected, offered. */
  status: string;
  /** Unix seconds. */
  created_at: number;
}

/**
 * The signed-in candidate's application to one opportunity, or null. Under the ['applications'] key the
 * form invalidates after a submission, so the page knows at once.
 */
export const applicationFor = (opportunityId: string) =>
  queryOptions({
    queryKey: ['applications', 'opportunity', opportunityId],
    queryFn: ({ signal }) =>
      api<{ data: OwnApplication[] }>('/api/applications', {
        query: { opportunity_id: opportunityId, limit: 1 },
        signal,
      }),
    select: (answer) => answer.data[0] ?? null,
  });
