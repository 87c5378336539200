// E-mails whose point is a list of openings (the weekly digest, a search alert): a lead, one entry per
// opening with its university, country, deadline and (when given) funding and summary, links to see
// more, and a footer with the links to change or stop the e-mails. Every part a person or a university
// typed is escaped.
import { escapeHtml, htmlDocument } from '../html.ts';
import type { MailContent } from '../message.ts';

export interface ListedOpening {
  title: string;
  universityName: string;
  country: string;
  closingDate: Date | null;
  url: string;
  /** "Fully funded · CHF 47,040 a year" (contracts/src/funding-line.ts), when known. */
  funding?: string | null;
  /** A few sentences on the position (the enrichment summary), when known. */
  summary?: string | null;
}

export interface OpportunityListMail {
  subject: string;
  heading: string;
  lead: string;
  openings: readonly ListedOpening[];
  /**
   * Links to see more (the listing), after the list: one ("See every opening"), or a lead ("See every
   * opening in") and one per choice ("Germany", "France").
   */
  more?: { lead?: string; links: readonly { label: string; url: string }[] };
  /** Lines under the list, each with an optional link (manage, unsubscribe). */
  footer: readonly { text: string; link?: { label: string; url: string } }[];
}

const deadlineOf = (d: Date | null) =>
  d
    ? `Deadline ${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`
    : null;

export function opportunityListMail(mail: OpportunityListMail): MailContent {
  const entry = (o: ListedOpening) =>
    [o.title, `${o.universityName}, ${o.country}`, deadlineOf(o.closingDate), o.funding, o.summary, o.url]
      .filter(Boolean)
      .join('\n');
  const { more } = mail;
  const text = [
    mail.heading,
    '',
    mail.lead,
    '',
    mail.openings.map(entry).join('\n\n'),
    ...(more ? ['', ...(more.lead ? [`${more.lead}:`] : []), ...more.links.map((l) => `${l.label}: ${l.url}`)] : []),
    '',
    ...mail.footer.map((f) => (f.link ? `${f.text} ${f.link.label}: ${f.link.url}` : f.text)),
  ].join('\n');
  const items = mail.openings
    .map((o) => {
      const deadline = deadlineOf(o.closingDate);
      const line = (text: string | null | undefined, style: string) =>
        text ? `<br><span style="${style}">${escapeHtml(text)}</span>` : '';
      return `<li style="margin:0 0 14px">
<a href="${escapeHtml(o.url)}" style="font-weight:600;color:#1d4ed8;text-decoration:none">${escapeHtml(o.title)}</a><br>
<span style="color:#374151">${escapeHtml(o.universityName)}, ${escapeHtml(o.country)}</span>${line(
        deadline,
        'color:#6b7280;font-size:14px',
      )}${line(o.funding, 'color:#047857;font-size:14px;font-weight:600')}${line(o.summary, 'color:#374151;font-size:14px')}
</li>`;
    })
    .join('\n');
  const footer = mail.footer
    .map(
      (f) =>
        `<p style="margin:8px 0 0;color:#6b7280;font-size:14px">${escapeHtml(f.text)}${
          f.link ? ` <a href="${escapeHtml(f.link.url)}">${escapeHtml(f.link.label)}</a>` : ''
        }</p>`,
    )
    .join('\n');
  const html = htmlDocument({
    title: mail.subject,
    body: `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(mail.heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(mail.lead)}</p>
<ol style="margin:0 0 16px;padding-left:20px">
${items}
</ol>
${
  more
    ? `<p style="margin:0 0 16px">${more.lead ? `${escapeHtml(more.lead)} ` : ''}${more.links
        .map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`)
        .join(' · ')}</p>`
    : ''
}
<div style="margin-top:24px;border-top:1px solid #e5e7eb;padding-top:12px">
${footer}
</div>`,
  });
  return { subject: mail.subject, text, html };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link. */
export const oneClickUnsubscribe = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
