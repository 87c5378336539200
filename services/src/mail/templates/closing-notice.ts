// To an applicant who had no decision when their position closed (issue 32, "the loop always closes"):
// the most common complaint about academic hiring is applications that vanish without an answer, so
// this one is kind and factual, names the position and the university, says how it ended, and asks
// nothing of them.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

export type ClosingOutcome = 'filled' | 'not_filled';

export interface ClosingNoticeFacts {
  candidateName: string;
  opportunityTitle: string;
  university: string;
  outcome: ClosingOutcome;
  /** My Applications on the main site, for candidates who applied there; null for a site's own applicants. */
  trackUrl: string | null;
}

const ENDING: Record<ClosingOutcome, string> = {
  filled: 'the position has been filled',
  not_filled: 'the position has closed without an appointment',
};

export function closingNoticeMail(f: ClosingNoticeFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  const university = oneLine(f.university);
  const subject = `Your application for "${title}": the position has closed`;
  const greeting = `Dear ${oneLine(f.candidateName)},`;
  const paragraphs = [
    `Thank you for applying for "${title}" at ${university}. We are writing to let you know that ${ENDING[f.outcome]}.`,
    'Thank you for your interest and for the time you put into your application. Nothing else is needed from you.',
    f.trackUrl
      ? 'Your application’s status on PhD Finder now shows that the position has closed.'
      : 'Your application’s status on the university’s site now shows that the position has closed.',
  ];
  const track = 'See all your applications under My Applications';
  const text = [greeting, ...paragraphs, ...(f.trackUrl ? [`${track}: ${f.trackUrl}`] : [])].join('\n\n');
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}${
      f.trackUrl
        ? `\n<p style="margin:0;color:#6b7280;font-size:14px"><a href="${escapeHtml(f.trackUrl)}">${escapeHtml(track)}</a>.</p>`
        : ''
    }`,
  });
  return { subject, text, html };
}
