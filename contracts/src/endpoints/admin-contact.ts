// The contact messages in the admin console (issue 15; spec section 7, "Contact"): newest first with
// paging and the number still open, marked handled or open again, and deleted (softly; a second
// delete, or two at once, answers 404) through either path. Admins only (401 signed out, 403 "Only
// admins can do this." to anyone else; writes carry the CSRF token); every change is audited.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { contactIdQuery, contactListQuery, handledInput } from '../input/admin-contact.ts';
import { errorSchema } from '../public-schemas.ts';

export const MESSAGE_DELETED = 'Message deleted.' as const;

export const contactMessageSchema = z
  .object({
    id: z.string().describe('UUID'),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    created_at: z.string().describe('ISO 8601'),
    handled_at: z.string().nullable().describe('When an admin marked it handled (ISO 8601); null while it waits'),
  })
  .meta({ id: 'ContactMessage' });

export type ContactMessageJson = z.output<typeof contactMessageSchema>;

const notFound = { 404: errorSchema.describe('No message has this id (or it was deleted)') };
const admin = { audience: 'admin', area: 'Admin', topic: 'Contact messages' } as const;

export const listContactMessages = contract({
  ...admin,
  method: 'GET',
  path: '/api/admin/contact',
  summary: 'The contact messages, newest first, with the number still open',
  query: contactListQuery,
  responses: {
    200: z.object({
      data: z.array(contactMessageSchema),
      pagination: z.object({ total: z.number().int() }),
      open: z.number().int().describe('Messages not handled yet, whatever the state asked'),
    }),
  },
});

export const setContactHandled = contract({
  ...admin,
  method: 'PUT',
  path: '/api/admin/contact/:id',
  summary: 'Mark a message handled, or open again (the state it has already changes nothing)',
  params: contactIdQuery,
  body: handledInput,
  responses: { 200: z.object({ data: contactMessageSchema }) },
  others: notFound,
});

const deleteMessage = {
  ...admin,
  method: 'DELETE',
  query: contactIdQuery,
  responses: { 200: z.object({ message: z.literal(MESSAGE_DELETED) }) },
  others: notFound,
} as const;

export const deleteContactMessage = contract({
  ...deleteMessage,
  path: '/api/admin/contact',
  summary: 'Delete a message (softly: it leaves every list)',
});

/** The same, at the path the contact form posts to. */
export const deleteContactMessageAtContact = contract({
  ...deleteMessage,
  path: '/api/contact',
  summary: 'Delete a message (the same as DELETE /api/admin/contact)',
});
