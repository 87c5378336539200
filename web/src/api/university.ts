// The recruiter area's calls (spec section 7, "Recruiter auth"; docs/recruiter-api.md) and the stored
// session of spec sections 3 and 4: `university_token` and `university_user` in local storage.
import { api, RECRUITER_TOKEN_KEY } from './client.ts';
import type { PosterModerationJson, UniversityUserJson } from '@phd/contracts/api-types';
import type { FundingTypeJson, Opportunity, OpportunityDetail } from './types.ts';

/** Spec section 3, "University user" (shared with the gateway). */
export type RecruiterUser = UniversityUserJson;

export const APPLICATION_STATUSES = ['new', 'reviewing', 'shortlisted', 'rejected', 'offered'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type StatusCounts = Record<ApplicationStatus, number> & { total: number };

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  offered: 'Offered',
};

/** `moderation`: awaiting review or not approved, for postings held for moderation (issue 15). */
export type RecruiterOpportunity = Opportunity & { applications: StatusCounts; moderation?: PosterModerationJson };

export interface RecruiterApplication {
  id: string;
  name: string;
  email: string;
  country: string | null;
  contact_mobile: string | null;
  comments: string | null;
  status: ApplicationStatus;
  created_at: number;
  status_changed_at: number | null;
  resume: { filename: string; size: number } | null;
}

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

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  university: string;
  position: string;
  department: string;
}

export type ProfileInput = Pick<
  RecruiterUser,
  'first_name' | 'last_name' | 'email' | 'university' | 'position' | 'department' | 'city' | 'country'
>;

const USER_KEY = 'university_user';

type Message = { message: string };

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

const post = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });

export const recruiterAuth = {
  login: (body: { email: string; password: string }) =>
    post<Message & { token: string; user: RecruiterUser }>('/api/university/auth/login', body),
  signup: (body: SignupInput) => post<Message & { user: RecruiterUser }>('/api/university/auth/signup', body),
  verify: (token: string) => post<Message>('/api/university/auth/verify', { token }),
  resendVerification: (email: string) => post<Message>('/api/university/auth/resend-verification', { email }),
  forgotPassword: (email: string) => post<Message>('/api/university/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) =>
    post<Message>('/api/university/auth/reset-password', { token, password }),
  me: (signal?: AbortSignal) => api<{ user: RecruiterUser }>('/api/university/auth/me', { signal }),
  updateProfile: (body: ProfileInput) =>
    api<Message & { user: RecruiterUser }>('/api/university/auth/profile', { method: 'PUT', body }),
  logout: () => post<Message>('/api/university/auth/logout'),
};

const OPPORTUNITIES = '/api/university/opportunities';

export const recruiterOpportunities = {
  list: (page: { limit: number; offset: number }, signal?: AbortSignal) =>
    api<{ data: RecruiterOpportunity[]; pagination: { total: number }; applications: StatusCounts }>(OPPORTUNITIES, {
      query: page,
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => api<{ data: OpportunityDetail }>(`${OPPORTUNITIES}/${id}`, { signal }),
  publish: (body: OpportunityInput) => post<Message & { data: OpportunityDetail }>(OPPORTUNITIES, body),
  update: (id: string, body: Partial<OpportunityInput>) =>
    api<Message & { data: OpportunityDetail }>(`${OPPORTUNITIES}/${id}`, { method: 'PUT', body }),
  close: (id: string) => post<Message>(`${OPPORTUNITIES}/${id}/close`),
  reopen: (id: string) => post<Message>(`${OPPORTUNITIES}/${id}/reopen`),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return post<Message & { logo_url: string; filename: string }>(`${OPPORTUNITIES}/upload-logo`, form);
  },
};

export const recruiterApplications = {
  list: (opportunityId: string, signal?: AbortSignal) =>
    api<{
      opportunity: { id: string; title: string; status: string };
      data: RecruiterApplication[];
      counts: StatusCounts;
    }>(`${OPPORTUNITIES}/${opportunityId}/applications`, { signal }),
  /** `notify`: e-mail the candidate about a shortlisted, rejected or offered status (the recruiter chose). */
  setStatus: (id: string, status: ApplicationStatus, notify: boolean) =>
    api<Message & { data: RecruiterApplication }>(`/api/university/applications/${id}/status`, {
      method: 'PUT',
      body: { status, notify },
    }),
  resumeLink: (id: string) =>
    api<{ url: string; expires_at: number }>(`/api/university/applications/${id}/resume-link`),
};
