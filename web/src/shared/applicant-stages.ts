// The applicant pipeline's stage types (issue 14), fixed so stats compare across sites, in pipeline
// order, with their default display names (a site may rename them) and the changes that may e-mail the
// applicant. Shared with the services (services/src/applicants/pipeline.ts holds the same lists today).
export const STAGES = ['new', 'reviewing', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn'] as const;
export type Stage = (typeof STAGES)[number];

export const DEFAULT_STAGE_NAMES: Record<Stage, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const EMAILED_STAGES: readonly Stage[] = ['interview', 'offered', 'rejected'];
