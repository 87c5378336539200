// The body an editor sends to publish or change a position (recruiters', university sites' and admins'
// APIs, and the post-jobs form): the public API's snake_case fields, every one optional for edits. The
// services turn it into their camelCase and apply each field's rules (services/src/opportunities).
import { z } from 'zod';
import { FUNDING_TYPES } from '../funding-types.ts';

const FUNDING_TYPE_MESSAGE = 'must be fully_funded, partially_funded, self_funded or unknown';

/** Unix seconds as the public API sends them; 0 or null clears the deadline. */
const unixDate = z
  .number()
  .int()
  .min(0)
  .max(4_102_444_800, 'must be a date before 2100')
  .nullable()
  .transform((s) => (s ? new Date(s * 1000) : null));

/** snake_case, as GET /api/opportunities answers; every field optional for edits. */
export const editorBody = z
  .object({
    title: z.string(),
    department: z.string().nullable(),
    ai_department: z.string().nullable(),
    supervisor: z.string().nullable(),
    supervisor_url: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    closing_date: unixDate,
    deadline: z.string().nullable(),
    open_to: z.string().nullable(),
    fully_funded: z.boolean(),
    funding: z.string().nullable(),
    fundingDetails: z.string().nullable(),
    /** '' (a form's "not stated") reads as null: the enrichment processor then infers it. */
    funding_type: z
      .union([z.literal('').transform(() => null), z.enum(FUNDING_TYPES, { message: FUNDING_TYPE_MESSAGE })])
      .nullable(),
    researchArea: z.string().nullable(),
    description: z.string(),
    collect_resumes: z.boolean(),
    opportunity_url: z.string().nullable(),
    university_url: z.string().nullable(),
  })
  .partial();

export type EditorBody = z.output<typeof editorBody>;
