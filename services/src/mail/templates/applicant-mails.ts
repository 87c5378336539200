// E-mails of a university site's applicant review (issue 14): the message a status change sends the
// applicant, written by the site in its own template (plain text, so each paragraph is escaped into
// the HTML part as it stands), and the note to a colleague mentioned in a comment, with a link to the
// applicant. Both name the site, which is who the applicant and the colleague know.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';
import { linkMail } from './link-mail.ts';

/** A site's own text as an e-mail: the subject on one line, blank lines separating paragraphs. */
export function siteTextMail(subject: string, body: string): MailContent {
  const title = oneLine(subject);
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = htmlDocument({
    title,
    body: paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  });
  return { subject: title, text: paragraphs.join('\n\n'), html };
}

export function mentionMail(input: {
  siteName: string;
  authorName: string | null;
  recipientName: string;
  applicantName: string;
  comment: string;
  url: string;
}): MailContent {
  const who = input.authorName ? oneLine(input.authorName) : 'A colleague';
  const applicant = oneLine(input.applicantName);
  const excerpt = input.comment.length > 500 ? `${input.comment.slice(0, 500)}…` : input.comment;
  return linkMail(
    `${who} mentioned you about ${applicant}`,
    `Hello ${oneLine(input.recipientName)},`,
    `${who} mentioned you in a comment on ${applicant} on ${oneLine(input.siteName)}: “${oneLine(excerpt)}”`,
    'Open the applicant',
    'You get this e-mail because a colleague mentioned you with @ and your name.',
    input.url,
  );
}
