// A university site's public careers page (issue 14): its open positions, the consent line, an
// application with a resume (no account) and the e-mailed confirmation. Anonymous calls: a staff
// member's token has nothing to do with them, and their failures are the page's to show.
import { queryOptions } from '@tanstack/react-query';
import type { OpportunityDetailJson } from '@phd/contracts/api-types';
import { api } from './client.ts';

export interface CareersSite {
  name: string;
  university: string;
  retention_months: number | null;
  /** The consent checkbox's sentence, with the site's retention. */
  consent: string;
}

export const careersList = () =>
  queryOptions({
    queryKey: ['careers', 'list'],
    queryFn: ({ signal }) =>
      api<{ data: OpportunityDetailJson[]; site: CareersSite }>('/api/careers/opportunities', {
        signal,
        anonymous: true,
      }),
    retry: false,
  });

export const careersOpportunity = (id: string) =>
  queryOptions({
    queryKey: ['careers', 'opportunity', id],
    queryFn: ({ signal }) =>
      api<{ data: OpportunityDetailJson }>(`/api/careers/opportunities/${encodeURIComponent(id)}`, {
        signal,
        anonymous: true,
      }),
    retry: false,
    select: (answer) => answer.data,
  });

export const submitCareersApplication = (form: FormData) =>
  api<{ message: string }>('/api/careers/applications', { method: 'POST', body: form, anonymous: true });

export const confirmCareersApplication = (token: string) =>
  api<{ message: string }>('/api/careers/confirm', { method: 'POST', body: { token }, anonymous: true });
