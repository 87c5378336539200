// Where a university site's applicant stands (issue 14; spec section 7 "SaaS applicants"): seven stage
// types, fixed so stats compare across sites (the database's enum holds the same values:
// services/src/applicants/pipeline.ts checks they agree), each shown under its default name unless the
// site renamed it (tenants.stage_names), and the changes that may e-mail the applicant from the site's
// template. The services, the web app and the contracts read them from here.
export const APPLICANT_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
] as const;

export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** The default display name of each status (a site may rename them in its pipeline settings). */
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The statuses whose change may e-mail the applicant the site's template for it. */
export const EMAILED_STATUSES = ['interview', 'offered', 'rejected'] as const satisfies readonly ApplicantStatus[];

export type EmailedStatus = (typeof EMAILED_STATUSES)[number];

export const isEmailedStatus = (status: ApplicantStatus): status is EmailedStatus =>
  (EMAILED_STATUSES as readonly ApplicantStatus[]).includes(status);
