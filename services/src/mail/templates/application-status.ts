// To a candidate when the recruiter shortlists, rejects or offers and chose to tell them: applicants
// who are never told are the most common complaint about academic hiring, so each decision is worded
// kindly, in whole sentences that name the position and the university.
import { statusMailSubject, type NotifiedStatus } from '@phd/contracts/status-mails';
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { letterMail } from './letter-mail.ts';

export interface StatusFacts {
  candidateName: string;
  opportunityTitle: string;
  university: string;
  status: NotifiedStatus;
  /** Smart Picks, where "My Applications" lists every status. */
  trackUrl: string;
}

/** The paragraphs between the greeting and the link to My Applications. */
const PARAGRAPHS: Record<NotifiedStatus, (position: string, university: string) => string[]> = {
  shortlisted: (position, university) => [
    `Good news: you have been shortlisted for ${position} at ${university}. The university will contact you about the next steps.`,
  ],
  rejected: (position, university) => [
    `Thank you for your application for ${position} at ${university}. After careful review, the university has decided not to take your application further.`,
    'We wish you every success with your search. New PhD opportunities are added to PhD Finder every day.',
  ],
  offered: (position, university) => [
    `Congratulations: ${university} has decided to offer you the position ${position}. The university will contact you with the details.`,
  ],
};

export function applicationStatusMail(f: StatusFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  return letterMail({
    subject: statusMailSubject(f.status, title),
    greeting: `Dear ${oneLine(f.candidateName)},`,
    paragraphs: PARAGRAPHS[f.status](`"${title}"`, oneLine(f.university)),
    track: { label: 'You can follow all your applications under My Applications in Smart Picks', url: f.trackUrl },
  });
}
