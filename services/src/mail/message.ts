// What a template makes and what the mailer sends.

/** A rendered e-mail: every message has a plain-text and an HTML part. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  /**
   * The sender's name, when not the product's: a university site's e-mails to its applicants carry the
   * site's name, from MAIL_FROM's address (the one address the mail server may send from).
   */
  fromName?: string;
  /** Structured, so a name typed into a form can never inject an address or a header. */
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
  /**
   * A calendar invitation (RFC 5546: METHOD:REQUEST to book or update, CANCEL to withdraw), sent as the
   * message's text/calendar alternative, which mail clients show with accept and decline buttons.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}
