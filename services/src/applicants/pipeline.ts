// The applicant pipeline of a university site (issue 14): seven stage types, fixed so stats compare
// across sites, each shown under a name the site may change (tenants.stage_names), and the e-mails a
// status change may send the applicant (tenants.status_templates), from the site's own templates or
// these defaults. Templates are plain text with {name}, {opportunity} and {site} placeholders.
import { APPLICANT_STATUS_LABELS, APPLICANT_STATUSES, type EmailedStatus } from '@phd/contracts/applicant-statuses';
import type { ApplicantStatus } from '../db/client.ts';

// The contracts' statuses are the database's enum, no more and no fewer.
const sameStatuses: [(typeof APPLICANT_STATUSES)[number], ApplicantStatus] extends [
  ApplicantStatus,
  (typeof APPLICANT_STATUSES)[number],
]
  ? true
  : never = true;
void sameStatuses;

/** The stage types in pipeline order (contracts/src/applicant-statuses.ts). */
export const STAGES = APPLICANT_STATUSES;

export const DEFAULT_STAGE_NAMES: Record<ApplicantStatus, string> = APPLICANT_STATUS_LABELS;

/** The statuses whose change may e-mail the applicant (issue 14). */

export interface StatusTemplate {
  subject: string;
  body: string;
}

export const DEFAULT_TEMPLATES: Record<EmailedStatus, StatusTemplate> = {
  interview: {
    subject: 'Interview for {opportunity}',
    body: 'Dear {name},\n\nThank you for applying for {opportunity}. We would like to invite you to an interview and will write to you shortly with the details.\n\nKind regards,\n{site}',
  },
  offered: {
    subject: 'Offer for {opportunity}',
    body: 'Dear {name},\n\nWe are delighted to offer you the position {opportunity}. We will be in touch about the next steps.\n\nKind regards,\n{site}',
  },
  rejected: {
    subject: 'Your application for {opportunity}',
    body: 'Dear {name},\n\nThank you for your interest in {opportunity}. After careful consideration we will not take your application further. We wish you every success.\n\nKind regards,\n{site}',
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The site's display names, its own where set, the defaults elsewhere. */
export function stageNames(stored: unknown): Record<ApplicantStatus, string> {
  const own = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    STAGES.map((stage) => {
      const name = own[stage];
      return [stage, typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_STAGE_NAMES[stage]];
    }),
  ) as Record<ApplicantStatus, string>;
}

/** The site's template for a status, its own where set, else the default. */
export function statusTemplate(stored: unknown, status: EmailedStatus): StatusTemplate {
  const own = isRecord(stored) ? stored[status] : undefined;
  if (isRecord(own) && typeof own.subject === 'string' && typeof own.body === 'string' && own.subject && own.body) {
    return { subject: own.subject, body: own.body };
  }
  return DEFAULT_TEMPLATES[status];
}

/** Fills {name}, {opportunity} and {site}; other braces stay as written. */
export function fillTemplate(text: string, values: { name: string; opportunity: string; site: string }): string {
  return text.replace(/\{(name|opportunity|site)\}/g, (_, key: keyof typeof values) => values[key]);
}
