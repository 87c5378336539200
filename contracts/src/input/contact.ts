// The contact form's rules and messages (spec section 5, "Contact form").
import { z } from 'zod';
import { emailField } from './email.ts';
import { lineText, multilineText } from './text.ts';

export const CONTACT_MESSAGE_MAX = 1_500;

export const contactInput = z.object({
  name: lineText('Name', { error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  email: emailField,
  message: multilineText('Message', { error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, 'Message is too long'),
});

export type ContactInput = z.input<typeof contactInput>;

/** The form as read: trimmed, control characters cleaned. */
export type ContactForm = z.output<typeof contactInput>;
