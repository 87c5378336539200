// The e-mails a candidate receives when a recruiter changes the status of their application. The
// services compose and send them (services/src/mail/templates/application-status.ts); the recruiter's
// applications page names the one it is about to send before the recruiter confirms it.
export const NOTIFIED_STATUSES = ['shortlisted', 'rejected', 'offered'] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export function isNotifiedStatus(status: string): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly string[]).includes(status);
}

const SUBJECTS: Record<NotifiedStatus, string> = {
  shortlisted: 'You have been shortlisted',
  rejected: 'An update on your application',
  offered: 'You have received an offer',
};

/** The subject of the e-mail for this status, e.g. "You have been shortlisted: Quantum sensing PhD". */
export function statusMailSubject(status: NotifiedStatus, opportunityTitle: string): string {
  return `${SUBJECTS[status]}: ${opportunityTitle}`;
}
