// The contact form's rules (spec section 5, "Contact form"), messages word for word.

export const CONTACT_MESSAGE_MAX = 1500;

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact({ name, email, message }: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!name.trim()) errors.name = 'Name is required';
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(email.trim())) errors.email = 'Email is invalid';
  if (!message.trim()) errors.message = 'Message is required';
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'Message is too long';
  return errors;
}
