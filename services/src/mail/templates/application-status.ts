// To a candidate when the recruiter shortlists, rejects or offers: applicants who are never told are
// the most common complaint about academic hiring, so each decision is sent, kindly worded.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

export type NotifiedStatus = 'shortlisted' | 'rejected' | 'offered';

export interface StatusFacts {
  candidateName: string;
  opportunityTitle: string;
  university: string;
  status: NotifiedStatus;
  /** Smart Picks, where "My Applications" lists every status. */
  trackUrl: string;
}

const WORDING: Record<NotifiedStatus, { subject: string; lead: string }> = {
  shortlisted: {
    subject: 'You have been shortlisted',
    lead: 'Good news: you have been shortlisted for this position. The university will contact you about the next steps.',
  },
  rejected: {
    subject: 'An update on your application',
    lead: 'Thank you for your interest. After careful review, the university will not be taking your application further. We wish you every success, and new opportunities are added every day.',
  },
  offered: {
    subject: 'You have received an offer',
    lead: 'Congratulations: the university has decided to offer you this position. They will contact you with the details.',
  },
};

export function applicationStatusMail(f: StatusFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  const wording = WORDING[f.status];
  const subject = `${wording.subject}: ${title}`;
  const greeting = `Dear ${oneLine(f.candidateName)},`;
  const about = `Your application for "${title}" at ${oneLine(f.university)}.`;
  const track = 'You can follow all your applications under My Applications in Smart Picks';
  const text = [greeting, '', about, '', wording.lead, '', `${track}: ${f.trackUrl}`].join('\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px;font-weight:600">${escapeHtml(about)}</p>
<p style="margin:0 0 16px">${escapeHtml(wording.lead)}</p>
<p style="margin:0;color:#6b7280;font-size:14px"><a href="${escapeHtml(f.trackUrl)}">${escapeHtml(track)}</a>.</p>`,
  });
  return { subject, text, html };
}
