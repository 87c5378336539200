// Path parameters shared by the discovery routes.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const noControls = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

/** An opportunity id: a UUID, or a slug ending in one (resolved by the route; anything else is 404). */
export const opportunityIdParams = z.object({ id: z.string().max(2_000, 'is too long') });

/** A name in a path (country, image file): bounded text without control characters. */
export const nameParam = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(300, 'may be at most 300 characters')
  .refine(noControls, 'may not contain control characters');
