// The two e-mails of an application made on the site: the candidate's confirmation and the notice to
// the opportunity's owner (the recruiter who posted it, or the team for listings we publish).
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

export interface ApplicationFacts {
  candidateName: string;
  candidateEmail: string;
  country: string;
  phone: string;
  comments: string | null;
  resumeFilename: string;
  opportunityTitle: string;
  university: string;
  /** The opportunity's public page on the site (the candidate's confirmation links here). */
  opportunityUrl: string;
  /**
   * The recruiter's applications page for the opportunity, showing this application; null when no
   * recruiter account posted it (the team's own listings), whose notice links to the public page.
   */
  reviewUrl: string | null;
  submittedAt: Date;
}

const SUBMITTED_AT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "25 November 2026, 14:05 UTC": the recruiter may be anywhere, so the zone is said. */
export function formatSubmittedAt(date: Date): string {
  const part = Object.fromEntries(SUBMITTED_AT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} UTC`;
}

const row = (label: string, value: string) =>
  `<tr><td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`;

export function applicationConfirmationMail(f: ApplicationFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  const subject = `Application received: ${title}`;
  const lead = `Thank you, ${oneLine(f.candidateName)}. Your application for "${title}" at ${oneLine(f.university)} was received and will be reviewed shortly.`;
  const track = 'You can follow its status under My Applications in Smart Picks.';
  const text = [lead, '', `Resume: ${f.resumeFilename}`, `Opportunity: ${f.opportunityUrl}`, '', track].join('\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">${row('Resume', f.resumeFilename)}</table>
<p style="margin:0 0 16px"><a href="${escapeHtml(f.opportunityUrl)}">View the opportunity</a></p>
<p style="margin:0;color:#6b7280;font-size:14px">${escapeHtml(track)}</p>`,
  });
  return { subject, text, html };
}

export function applicationNoticeMail(f: ApplicationFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  const subject = `New application: ${title}`;
  const facts: [string, string][] = [
    ['Name', oneLine(f.candidateName)],
    ['Email', f.candidateEmail],
    ['Country', oneLine(f.country)],
    ['Phone', oneLine(f.phone)],
    ['Resume', f.resumeFilename],
    ['Submitted', formatSubmittedAt(f.submittedAt)],
  ];
  const link = f.reviewUrl
    ? { label: 'Review the application', url: f.reviewUrl }
    : { label: 'Opportunity', url: f.opportunityUrl };
  const lead = `A candidate applied on PhD Finder for "${title}" (${oneLine(f.university)}).`;
  const text = [
    lead,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...(f.comments ? ['', 'Comments:', f.comments] : []),
    '',
    `${link.label}: ${link.url}`,
    'Reply to this e-mail to write to the candidate.',
  ].join('\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">${facts.map(([k, v]) => row(k, v)).join('')}</table>
${f.comments ? `<div style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding:8px 12px;background:#f9fafb;margin:0 0 16px">${escapeHtml(f.comments)}</div>` : ''}
<p style="margin:0 0 8px"><a href="${escapeHtml(link.url)}">${f.reviewUrl ? 'Review the application' : 'View the opportunity'}</a></p>
<p style="margin:0;color:#6b7280;font-size:14px">Reply to this e-mail to write to the candidate.</p>`,
  });
  return { subject, text, html };
}
