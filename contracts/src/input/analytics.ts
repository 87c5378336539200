// What the web app may report: a page view on every route change and named UI events (spec section 7,
// "Analytics"). Both are counted per UTC day in analytics_days; nothing identifies the visitor.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const pageViewInput = z.object({
  path: z
    .string()
    .max(300, 'may be at most 300 characters')
    .startsWith('/', "must start with '/'")
    .refine((s) => !CONTROL.test(s), 'may not contain control characters'),
});

export const analyticsEventInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100, 'may be at most 100 characters')
    .refine((s) => !CONTROL.test(s), 'may not contain control characters'),
  /** The spec's category (Opportunity, Social...): sent with each event, counted under the name alone. */
  category: z.string().max(100, 'may be at most 100 characters').optional(),
  label: z
    .string()
    .trim()
    .max(300, 'may be at most 300 characters')
    .refine((s) => !CONTROL.test(s), 'may not contain control characters')
    .default(''),
});
