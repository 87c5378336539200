// The contact form's rules and messages (spec section 5, "Contact form"). The e-mail field is shared
// with the newsletter form, which follows the same rules.
import { z } from 'zod';
import { lineText, multilineText } from '@phd/contracts/input/text';

export const CONTACT_MESSAGE_MAX = 1_500;

export const emailField = lineText('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .pipe(z.email({ error: 'Email is invalid' }));

export const contactInput = z.object({
  name: lineText('Name', { error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  email: emailField,
  message: multilineText('Message', { error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, 'Message is too long'),
});

export type ContactInput = z.input<typeof contactInput>;
