// The query of an e-mailed link (an alert's or a reminder's one-click stop, the newsletter's unsubscribe
// and its preferences page).
import { z } from 'zod';

/**
 * The `token` of an e-mailed one-click link (a signed id): checked by the service, which answers a page
 * saying the link is not valid; anything that is not one text (absent, repeated) reads as no token.
 */
export const linkTokenQuery = z.object({
  token: z.string().optional().catch(undefined).describe('The signed token from the e-mail’s link'),
});
