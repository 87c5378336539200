// The contact form: messages to the team.
export { submitContactMessage } from './submit-contact.ts';
export { contactNotification } from './contact-notification.ts';
