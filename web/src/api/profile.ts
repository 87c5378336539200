// The signed-in candidate's applicant profile and stored CVs (issue 32; docs/candidates-profile.md):
// read under ['profile'] and ['cvs'], which the profile page and the application form share, so a CV
// uploaded on one shows on the other. The server's per-field problems ("education.0.end_year") come
// back in the 400's details: fieldErrors reads them.
import { queryOptions } from '@tanstack/react-query';
import {
  deleteCv as deleteCvContract,
  downloadCv,
  getProfile,
  listCvs,
  saveProfile as saveProfileContract,
  setDefaultCv as setDefaultCvContract,
  uploadCv as uploadCvContract,
} from '@phd/contracts/endpoints/candidate-profile';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call, pathOf } from './call.ts';
import { ApiError } from './client.ts';

export type Profile = ContractResponse<typeof getProfile>['profile'];
export type ProfileForm = ContractInput<typeof saveProfileContract>['body'];
export type StoredCv = ContractResponse<typeof listCvs>['data'][number];

export const profileKey = ['profile'] as const;
export const cvsKey = ['cvs'] as const;

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => call(getProfile, {}, { signal }),
    select: (answer) => answer.profile,
  });

export const cvsQuery = () =>
  queryOptions({
    queryKey: cvsKey,
    queryFn: ({ signal }) => call(listCvs, {}, { signal }),
    select: (answer) => answer.data,
  });

export const saveProfile = (body: ProfileForm) => call(saveProfileContract, { body });

export function uploadCv(file: File) {
  const form = new FormData();
  form.append('cv', file, file.name);
  return call(uploadCvContract, { body: form as unknown as ContractInput<typeof uploadCvContract>['body'] });
}

export const setDefaultCv = (id: string) => call(setDefaultCvContract, { params: { id } });
export const deleteCv = (id: string) => call(deleteCvContract, { params: { id } });

/** Where the browser downloads a stored CV (a plain link: the session cookie goes with it). */
export const cvFileUrl = (id: string) => pathOf(downloadCv.path, { id });

/** The server's problems by field path, from a 400; empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = (error.body as { details?: unknown } | null)?.details;
  return details && typeof details === 'object' ? (details as Record<string, string>) : {};
}
