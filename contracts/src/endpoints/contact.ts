// The contact form (spec section 7, "Contact"): anyone may write to the team. The message is stored
// and the team's e-mail queued; the request never waits for the mail server.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { contactInput } from '../input/contact.ts';

export const CONTACT_RECEIVED =
  "Thank you for contacting us! We've received your message and will respond within 24-48 hours.";

export const sendContactMessage = contract({
  method: 'POST',
  path: '/api/contact',
  audience: 'anyone',
  area: 'Public',
  topic: 'Contact',
  summary: 'Send a message to the team (limited per address: only messages that pass the form count)',
  body: contactInput,
  responses: { 201: z.object({ message: z.literal(CONTACT_RECEIVED) }) },
});
