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
