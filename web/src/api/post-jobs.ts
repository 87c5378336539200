// The public post-jobs form (issue 18): send a position, then confirm the address from the e-mail.
import { confirmPostJobs, submitPostJobs } from '@phd/contracts/endpoints/post-jobs';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';
import type { OpportunityInput } from './university.ts';

export type PosterInput = {
  poster_name: string;
  poster_position: string;
  poster_department: string;
  poster_email: string;
  university: string;
};

/** live: on the site now; pending: waiting for our review. */
export type ConfirmedPosting = ContractResponse<typeof confirmPostJobs>;

export const submitPosting = (body: Omit<OpportunityInput, 'collect_resumes'> & PosterInput) =>
  call(submitPostJobs, { body });

export const confirmPosting = (token: string) => call(confirmPostJobs, { body: { token } });
