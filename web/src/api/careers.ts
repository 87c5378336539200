// A university site's public careers page (issue 14): its open positions, the consent line, an
// application with a resume (no account) and the e-mailed confirmation. Anonymous calls: a staff
// member's token has nothing to do with them, and their failures are the page's to show.
import { queryOptions } from '@tanstack/react-query';
import {
  applyOnCareersPage,
  careersOpportunity as careersOpportunityContract,
  confirmCareersApplication as confirmContract,
  listCareersOpportunities,
} from '@phd/contracts/endpoints/careers';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

/** The site as its careers page shows it; `consent` is the consent checkbox's sentence, with the site's retention. */
export type CareersSite = ContractResponse<typeof listCareersOpportunities>['site'];

export const careersList = () =>
  queryOptions({
    queryKey: ['careers', 'list'],
    queryFn: ({ signal }) => call(listCareersOpportunities, {}, { signal, anonymous: true }),
    retry: false,
  });

export const careersOpportunity = (id: string) =>
  queryOptions({
    queryKey: ['careers', 'opportunity', id],
    queryFn: ({ signal }) => call(careersOpportunityContract, { params: { id } }, { signal, anonymous: true }),
    retry: false,
    select: (answer) => answer.data,
  });

/** The form with its resume: a multipart contract's body travels as FormData (the contract names its parts). */
export const submitCareersApplication = (form: FormData) =>
  call(
    applyOnCareersPage,
    { body: form as unknown as ContractInput<typeof applyOnCareersPage>['body'] },
    { anonymous: true },
  );

export const confirmCareersApplication = (token: string) =>
  call(confirmContract, { body: { token } }, { anonymous: true });
