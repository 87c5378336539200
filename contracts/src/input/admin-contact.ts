// What the admin console sends for the contact messages (issue 15; spec section 7, "Contact"): the
// page and the state of the list, a message's id, and whether it is handled.
import { z } from 'zod';
import { wholeNumber } from './numbers.ts';

const messageId = z
  .string({ error: 'id is required' })
  .trim()
  .pipe(z.uuid({ error: 'id must be a valid message id' }))
  .transform((s) => s.toLowerCase());

export const contactListQuery = z.object({
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
  /** `open` (not handled yet), `handled`, or every message. */
  state: z
    .enum(['open', 'handled', 'all'], { error: 'State must be one of: open, handled, all' })
    .default('all')
    .describe('open (not handled yet), handled, or all'),
});
export const contactIdQuery = z.object({ id: messageId.describe("The message's id (UUID, any case)") });
export const handledInput = z.object({ handled: z.boolean({ error: 'Handled must be true or false' }) });

export type ContactListQuery = z.output<typeof contactListQuery>;
export type HandledInput = z.output<typeof handledInput>;
