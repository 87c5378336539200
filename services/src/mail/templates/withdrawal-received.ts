// To a candidate who withdrew an application (issue 32, "the loop always closes"): a short, kind
// acknowledgement, so they know it was received and need not write to the university as well.
import { oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { letterMail } from './letter-mail.ts';

export interface WithdrawalFacts {
  candidateName: string;
  opportunityTitle: string;
  university: string;
  /** My applications, where the status now reads "withdrawn". */
  trackUrl: string;
}

export function withdrawalReceivedMail(f: WithdrawalFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  return letterMail({
    subject: `Withdrawal received: ${title}`,
    greeting: `Dear ${oneLine(f.candidateName)},`,
    paragraphs: [
      `We have received your withdrawal from "${title}" at ${oneLine(f.university)}. The university has been told, so there is nothing more you need to do.`,
      'Thank you for letting them know. We wish you every success with your search.',
    ],
    track: { label: 'Your applications and their statuses are under My applications', url: f.trackUrl },
  });
}
