// The team's published contact details: one place for the footer, the Contact and About pages, the
// University Support modal and the legal pages.

/** The domain the team's mailboxes live on. */
const MAIL_DOMAIN = 'phdfinder.org';

export const CONTACT_EMAIL = `contact@${MAIL_DOMAIN}`;
export const SUPPORT_EMAIL = `support@${MAIL_DOMAIN}`;
export const PRIVACY_EMAIL = `privacy@${MAIL_DOMAIN}`;

export const CONTACT_PHONE = { display: '+44 1274 000 123', href: 'tel:+441274000123' };

/** The postal address in Bradford, UK (spec section 2, "Footer" and "Contact"). */
export const POSTAL_ADDRESS = ['PhD Finder Ltd', '12 Hall Ings', 'Bradford BD1 5SD', 'United Kingdom'] as const;

export const OFFICE_HOURS = 'Monday to Friday 8:00 AM to 5:00 PM UTC';
