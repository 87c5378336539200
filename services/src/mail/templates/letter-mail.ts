// An e-mail written as a short letter to a candidate: a greeting, a few paragraphs in whole sentences,
// and a quiet link to where they follow their applications. The status, withdrawal and closing
// e-mails are all this shape; only their words differ.
import { escapeHtml, htmlDocument } from '../html.ts';
import type { MailContent } from '../message.ts';

export interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The closing link (its words and address); none when the reader has no page of ours to follow. */
  track?: { label: string; url: string };
}

export function letterMail({ subject, greeting, paragraphs, track }: Letter): MailContent {
  const text = [greeting, ...paragraphs, ...(track ? [`${track.label}: ${track.url}`] : [])].join('\n\n');
  const link = track
    ? `\n<p style="margin:0;color:#6b7280;font-size:14px"><a href="${escapeHtml(track.url)}">${escapeHtml(track.label)}</a>.</p>`
    : '';
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}${link}`,
  });
  return { subject, text, html };
}
