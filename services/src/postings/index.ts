// The public post-jobs form (issue 18): a professor with one opening posts it without an account.
export { submitPosting, isWellFormedPosting, readPostingBody, readPostingForm } from './submit-posting.ts';
export { confirmPosting, type ConfirmedPosting } from './confirm-posting.ts';
export { postingConfirmationNotice } from './posting-mails.ts';
