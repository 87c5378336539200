// The recruiter area's calls (spec section 7, "Recruiter auth"; docs/recruiter-api.md) and the stored
// session of spec sections 3 and 4: `university_token` and `university_user` in local storage.
import type { z } from 'zod';
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import {
  recruiterForgotPassword,
  recruiterLogin,
  recruiterLogout,
  recruiterMe,
  recruiterResendVerification,
  recruiterResetPassword,
  recruiterSignup,
  recruiterUpdateProfile,
  recruiterVerify,
  type universityUserSchema,
} from '@phd/contracts/endpoints/recruiter-auth';
import {
  closeOwnOpportunity,
  editOwnOpportunity,
  getOwnOpportunity,
  listOwnOpportunities,
  publishOwnOpportunity,
  reopenOwnOpportunity,
  uploadOwnLogo,
} from '@phd/contracts/endpoints/recruiter-opportunities';
import {
  listOpportunityApplications,
  resumeLink,
  setApplicationStatus,
} from '@phd/contracts/endpoints/recruiter-applications';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import {
  APPLICATION_STATUSES,
  SETTABLE_APPLICATION_STATUSES,
  type RecruiterApplicationStatus,
} from '@phd/contracts/input/recruiter';
import { call } from './call.ts';
import { RECRUITER_TOKEN_KEY } from './client.ts';
import type { FundingTypeJson } from './types.ts';

/** Spec section 3, "University user" (shared with the gateway). */
export type RecruiterUser = z.output<typeof universityUserSchema>;

export { APPLICATION_STATUSES, SETTABLE_APPLICATION_STATUSES };
export type ApplicationStatus = RecruiterApplicationStatus;
/** What a recruiter may set (withdrawn and closed come from the candidate's side). */
export type SettableApplicationStatus = (typeof SETTABLE_APPLICATION_STATUSES)[number];

type ApplicationList = ContractResponse<typeof listOpportunityApplications>;
export type StatusCounts = ApplicationList['counts'];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  offered: 'Offered',
  withdrawn: 'Withdrawn',
  closed: 'Position closed',
};

/** A position on the dashboard, with its applications per status and its moderation (issue 15). */
export type RecruiterOpportunity = ContractResponse<typeof listOwnOpportunities>['data'][number];

export type RecruiterApplication = ApplicationList['data'][number];

/** What a recruiter can say about a position (snake_case, as the public API answers). */
export interface OpportunityInput {
  title: string;
  department: string | null;
  ai_department: string | null;
  supervisor: string | null;
  supervisor_url: string | null;
  city: string | null;
  country: string;
  closing_date: number;
  deadline: string | null;
  open_to: string | null;
  fully_funded: boolean;
  funding: string | null;
  fundingDetails: string | null;
  funding_type: FundingTypeJson | null;
  researchArea: string | null;
  description: string;
  collect_resumes: boolean;
  opportunity_url: string | null;
  university_url: string | null;
}

export type SignupInput = ContractInput<typeof recruiterSignup>['body'];

export type ProfileInput = ContractInput<typeof recruiterUpdateProfile>['body'];

const USER_KEY = 'university_user';

// Local storage may be unavailable (privacy modes); the httpOnly cookie still carries the session.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored recruiter: both the token and the user must be there (spec section 4). */
export function storedRecruiter(): RecruiterUser | null {
  const store = storage();
  const token = store?.getItem(RECRUITER_TOKEN_KEY);
  const user = store?.getItem(USER_KEY);
  if (!token || !user) return null;
  try {
    return JSON.parse(user) as RecruiterUser;
  } catch {
    return null;
  }
}

export function storeRecruiter(user: RecruiterUser, token?: string): void {
  const store = storage();
  if (token) store?.setItem(RECRUITER_TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
}

export function forgetRecruiter(): void {
  storage()?.removeItem(RECRUITER_TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}

export const recruiterAuth = {
  login: (body: { email: string; password: string }) => call(recruiterLogin, { body }),
  signup: (body: SignupInput) => call(recruiterSignup, { body }),
  verify: (token: string) => call(recruiterVerify, { body: { token } }),
  resendVerification: (email: string) => call(recruiterResendVerification, { body: { email } }),
  forgotPassword: (email: string) => call(recruiterForgotPassword, { body: { email } }),
  resetPassword: (token: string, password: string) => call(recruiterResetPassword, { body: { token, password } }),
  me: (signal?: AbortSignal) => call(recruiterMe, {}, { signal }),
  updateProfile: (body: ProfileInput) => call(recruiterUpdateProfile, { body }),
  logout: () => call(recruiterLogout, {}),
};

/** Closing and reopening answer alike (the page toggles between them). */
type OpenOrClosed = ContractResponse<typeof closeOwnOpportunity> | ContractResponse<typeof reopenOwnOpportunity>;

export const recruiterOpportunities = {
  list: (page: { limit: number; offset: number }, signal?: AbortSignal) =>
    call(listOwnOpportunities, { query: { limit: String(page.limit), offset: String(page.offset) } }, { signal }),
  get: (id: string, signal?: AbortSignal) => call(getOwnOpportunity, { params: { id } }, { signal }),
  publish: (body: OpportunityInput) => call(publishOwnOpportunity, { body }),
  update: (id: string, body: Partial<OpportunityInput>) => call(editOwnOpportunity, { params: { id }, body }),
  /** `outcome`: what the recruiter said for the closing e-mails; null: not sure (they follow the statuses). */
  close: (id: string, outcome: ClosingOutcome | null = null): Promise<OpenOrClosed> =>
    call(closeOwnOpportunity, { params: { id }, body: { outcome } }),
  reopen: (id: string): Promise<OpenOrClosed> => call(reopenOwnOpportunity, { params: { id } }),
  /** A multipart contract's body travels as FormData (the contract names its part: `logo`). */
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return call(uploadOwnLogo, { body: form as unknown as ContractInput<typeof uploadOwnLogo>['body'] });
  },
};

export const recruiterApplications = {
  list: (opportunityId: string, signal?: AbortSignal) =>
    call(listOpportunityApplications, { params: { id: opportunityId }, query: {} }, { signal }),
  /** `notify`: e-mail the candidate about a shortlisted, rejected or offered status (the recruiter chose). */
  setStatus: (id: string, status: SettableApplicationStatus, notify: boolean) =>
    call(setApplicationStatus, { params: { id }, body: { status, notify } }),
  resumeLink: (id: string) => call(resumeLink, { params: { id } }),
};
