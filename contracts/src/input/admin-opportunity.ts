// What the admin console sends for the catalogue (issue 15; spec section 7, "Admin"): the listing's
// search and filters, the opportunity editor's body plus the university and the category, and the
// university a logo is for. Each refusal is a sentence naming the field.
import { z } from 'zod';
import { editorBody } from './editor-body.ts';
import { wholeNumber } from './numbers.ts';
import { lineText } from './text.ts';

export const ADMIN_STATUSES = ['open', 'closed', 'draft', 'deleted', 'all'] as const;
export const ADMIN_SOURCES = ['seed', 'admin', 'recruiter', 'tenant', 'import', 'post_jobs'] as const;

const filterText = (label: string, max = 200) =>
  lineText(label, { error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((s) => s || undefined);

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional();

/** GET /api/admin/opportunities: the search, the filters and the page. */
export const adminOpportunityQuery = z.object({
  q: filterText('Search').describe('Words of the title or the university (any case)'),
  /** open, closed or draft (not deleted); deleted; all (deleted included). Absent: every one not deleted. */
  status: oneOf('Status', ADMIN_STATUSES).describe(
    'open, closed or draft (not deleted); deleted; all (deleted included). Absent: every one not deleted',
  ),
  source: oneOf('Source', ADMIN_SOURCES),
  country: filterText('Country'),
  /** A university's name (any case) or its id. */
  university: filterText('University', 300).describe("A university's name (any case) or its id"),
  category: oneOf('Category', ['standard', 'featured'] as const),
  limit: wholeNumber('Limit', 1, 100, 20),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});

export type AdminOpportunityQuery = z.output<typeof adminOpportunityQuery>;

/** The editor body (./editor-body.ts) plus the listing's university and category, every field optional. */
export const adminOpportunityBody = editorBody
  .extend({
    university: lineText('University').trim().min(1, 'is required').max(300, 'is too long'),
    category: z.enum(['standard', 'featured'], { error: 'must be standard or featured' }),
  })
  .partial();

export type AdminOpportunityBody = z.output<typeof adminOpportunityBody>;

export const LOGO_FOR_WHICH = 'Please say which university the logo is for.';

/** POST /api/admin/opportunities/upload-logo's text field: the university, by name or id. */
export const universityLogoFields = z.object({
  university: lineText('University', { error: LOGO_FOR_WHICH })
    .trim()
    .min(1, LOGO_FOR_WHICH)
    .max(300, 'University must be at most 300 characters')
    .describe("The university's name (any case) or its id"),
});

export type UniversityLogoFields = z.output<typeof universityLogoFields>;
