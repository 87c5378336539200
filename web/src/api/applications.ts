// Applying on the site (spec section 7, "Application by a signed-in user"; docs/candidate-api.md): the
// country list with dial codes, the multipart submission, and the candidate's own applications.
import { queryOptions } from '@tanstack/react-query';
import {
  listApplications,
  submitApplication as submitApplicationContract,
} from '@phd/contracts/endpoints/applications';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { dialCodes as dialCodesContract } from '@phd/contracts/endpoints/catalogue';
import { call } from './call.ts';

export interface DialCode {
  code: string;
  name: string;
  dial_code: string;
}

export const dialCodes = () =>
  queryOptions({
    queryKey: ['dial-codes'],
    queryFn: ({ signal }) => call(dialCodesContract, {}, { signal }),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });

export type SubmittedApplication = ContractResponse<typeof submitApplicationContract>;

/** The form with its resume: a multipart contract's body travels as FormData (the contract names its parts). */
export const submitApplication = (form: FormData) =>
  call(submitApplicationContract, { body: form as unknown as ContractInput<typeof submitApplicationContract>['body'] });

/**
 * An application as GET /api/applications answers it (docs/candidate-api.md); its status is what
 * candidates read: submitted, under review, shortlisted, not selected, offered.
 */
export type OwnApplication = ContractResponse<typeof listApplications>['data'][number];

/**
 * The signed-in candidate's application to one opportunity, or null. Under the ['applications'] key the
 * form invalidates after a submission, so the page knows at once.
 */
export const applicationFor = (opportunityId: string) =>
  queryOptions({
    queryKey: ['applications', 'opportunity', opportunityId],
    queryFn: ({ signal }) =>
      call(listApplications, { query: { opportunity_id: opportunityId, limit: '1' } }, { signal }),
    select: (answer) => answer.data[0] ?? null,
  });
