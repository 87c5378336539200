// A signed-in candidate's applicant profile and stored CVs (issue 32, "One applicant profile";
// docs/candidates-profile.md): read and save the profile, and keep up to five CVs with one default,
// which the application form offers.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { LANGUAGE_LEVELS, profileInput } from '../input/candidate-profile.ts';

export const PROFILE_SAVED = 'Profile saved';
export const CV_UPLOADED = 'CV uploaded';
export const CV_DELETED = 'CV deleted';
export const CV_DEFAULT_SET = 'CV set as default';
export const CV_NOT_FOUND = 'CV not found.';

const profile = { audience: 'candidate', area: 'Candidate', topic: 'Profile' } as const;

export const profileSchema = z.object({
  full_name: z.string(),
  contact_email: z.string().nullable().describe('Where reviewers write; the sign-in address when null'),
  phone: z.object({ dial_code: z.string(), number: z.string() }).nullable(),
  nationality: z.string().nullable().describe("A name from the site's country list"),
  country_of_residence: z.string().nullable(),
  education: z.array(
    z.object({
      degree: z.string(),
      institution: z.string(),
      start_year: z.number().int().nullable(),
      end_year: z.number().int().nullable(),
      grade: z.string().nullable(),
    }),
  ),
  research_interests: z.string(),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  orcid: z.string().nullable().describe('The bare iD, 0000-0002-1825-0097'),
  scholar_url: z.string().nullable(),
  github_url: z.string().nullable(),
  website_url: z.string().nullable(),
  referees: z.array(z.object({ name: z.string(), email: z.string(), relation: z.string() })),
});

export const cvSchema = z.object({
  id: z.string().describe('UUID'),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int().describe('Bytes'),
  is_default: z.boolean(),
  created_at: z.number().int().describe('Unix seconds'),
});

const cvList = z.object({ data: z.array(cvSchema).describe('Newest first') });
const cvParams = z.object({ id: z.string().describe("The CV's UUID (any case); another value answers 404") });
const problem = z.object({ error: z.string(), message: z.string() });

export const getProfile = contract({
  ...profile,
  method: 'GET',
  path: '/api/user/profile',
  summary: "The candidate's applicant profile (empty fields until it is first saved)",
  responses: { 200: z.object({ profile: profileSchema }) },
});

export const saveProfile = contract({
  ...profile,
  method: 'PUT',
  path: '/api/user/profile',
  summary: 'Save the whole profile (a field left out is emptied)',
  body: profileInput,
  responses: { 200: z.object({ message: z.literal(PROFILE_SAVED), profile: profileSchema }) },
});

export const listCvs = contract({
  ...profile,
  method: 'GET',
  path: '/api/user/cvs',
  summary: "The candidate's stored CVs, newest first, one of them the default",
  responses: { 200: cvList },
});

export const uploadCv = contract({
  ...profile,
  method: 'POST',
  path: '/api/user/cvs',
  summary: 'Store a CV (PDF, DOC or DOCX checked by content, up to 10 MB; at most five; the first is the default)',
  consumes: 'multipart/form-data',
  body: z.object({ cv: z.string().describe('The CV file, the only file part') }),
  responses: { 201: z.object({ message: z.literal(CV_UPLOADED), cv: cvSchema }) },
  others: { 409: problem.describe('Five CVs kept already') },
});

export const downloadCv = contract({
  ...profile,
  method: 'GET',
  path: '/api/user/cvs/:id/file',
  summary: 'One of the candidate’s own stored CVs, as a download',
  params: cvParams,
  produces: 'application/octet-stream',
  responses: { 200: z.string().describe('The file') },
  others: { 404: problem.describe('Unknown, or another person’s') },
});

export const setDefaultCv = contract({
  ...profile,
  method: 'PUT',
  path: '/api/user/cvs/:id/default',
  summary: 'Make a stored CV the default the application form selects',
  params: cvParams,
  responses: { 200: z.object({ message: z.literal(CV_DEFAULT_SET), data: cvList.shape.data }) },
  others: { 404: problem.describe('Unknown, or another person’s') },
});

export const deleteCv = contract({
  ...profile,
  method: 'DELETE',
  path: '/api/user/cvs/:id',
  summary: 'Delete a stored CV and its file (the newest remaining one becomes the default)',
  params: cvParams,
  responses: { 200: z.object({ message: z.literal(CV_DELETED), data: cvList.shape.data }) },
  others: { 404: problem.describe('Unknown, or another person’s') },
});
