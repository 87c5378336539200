// To the poster of a held posting when an admin decides: approved (it is on the site now) or not
// approved, with the admin's message in either case, so the poster knows what to change.
import { escapeHtml, htmlDocument, oneLine } from '../html.ts';
import type { MailContent } from '../message.ts';

export interface ModerationFacts {
  firstName: string | null;
  opportunityTitle: string;
  decision: 'approved' | 'rejected';
  /** The admin's message; may be empty for an approval. */
  message: string | null;
  /** The public page (approved) or the poster's dashboard (not approved). */
  url: string;
  /** Approved without review (a post-jobs poster at a known university): no "our team has reviewed". */
  automatic?: boolean;
  /** A post-jobs poster has no dashboard: they send a corrected position through the form. */
  resubmit?: boolean;
}

export function moderationDecisionMail(f: ModerationFacts): MailContent {
  const title = oneLine(f.opportunityTitle);
  const approved = f.decision === 'approved';
  const subject = approved
    ? `Your position "${title}" is now on PhD Finder`
    : `Your position "${title}" was not approved`;
  const greeting = f.firstName ? `Dear ${oneLine(f.firstName)},` : 'Hello,';
  const lead = f.automatic
    ? `Thank you for confirming your address: your position "${title}" now appears in the PhD Finder listing.`
    : approved
      ? `Our team has reviewed your position "${title}" and approved it: it now appears in the PhD Finder listing.`
      : `Our team has reviewed your position "${title}" and could not approve it, so it does not appear on PhD Finder.`;
  const note = f.message?.trim() ? f.message.trim() : null;
  const after = approved
    ? 'You can see it here'
    : f.resubmit
      ? 'You can post a corrected position with our form; it is reviewed again'
      : 'You can edit the position from your dashboard; an edited position is reviewed again';
  const text = [greeting, lead, ...(note ? [`Message from our team:\n${note}`] : []), `${after}: ${f.url}`].join(
    '\n\n',
  );
  const html = htmlDocument({
    title: subject,
    body: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
${
  note
    ? `<p style="margin:0 0 4px;color:#6b7280">Message from our team:</p>
<div style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding:8px 12px;background:#f9fafb;margin:0 0 16px">${escapeHtml(note)}</div>`
    : ''
}
<p style="margin:0"><a href="${escapeHtml(f.url)}">${escapeHtml(after)}</a>.</p>`,
  });
  return { subject, text, html };
}
