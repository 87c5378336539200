// The body an editor sends to publish or change a position (recruiters' and tenants' APIs): the public
// API's snake_case fields, every one optional for edits, turned into the opportunity services'
// camelCase. The rules of each field (lengths, URLs, sanitised description) are opportunity.schema.ts's.
import { z } from 'zod';
import { FUNDING_TYPES } from '../enrichment/engine.ts';
import { invalid } from '../errors.ts';
import type { UpdateOpportunityInput } from './opportunity.schema.ts';

export const APPLY_LINK_NEEDED =
  'Please give the link where candidates apply, or choose to collect resumes on PhD Finder.';

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

/** Parses a body with `schema` (editorBody or an extension of it); 400 naming the first bad field. */
export function readEditorBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(typeof input === 'object' && input !== null ? input : {});
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) details[issue.path.join('.') || '_'] ??= issue.message;
  const [field, message] = Object.entries(details)[0]!;
  throw invalid(`Please check ${field}: ${message}.`, details);
}

/** snake_case -> the opportunity services' camelCase, leaving out what was not sent. */
export function toFields(b: EditorBody): UpdateOpportunityInput {
  const fields: UpdateOpportunityInput = {
    title: b.title,
    department: b.department,
    discipline: b.ai_department,
    supervisor: b.supervisor,
    supervisorUrl: b.supervisor_url,
    city: b.city,
    country: b.country,
    closingDate: b.closing_date,
    deadline: b.deadline,
    openTo: b.open_to,
    fullyFunded: b.fully_funded,
    funding: b.funding,
    fundingDetails: b.fundingDetails,
    fundingType: b.funding_type,
    researchArea: b.researchArea,
    description: b.description,
    collectResumes: b.collect_resumes,
    opportunityUrl: b.opportunity_url,
    universityUrl: b.university_url,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** A position needs a way to apply: resumes collected here, or a link. */
export function checkApplyRoute(collectResumes: boolean, opportunityUrl: string | null | undefined): void {
  if (!collectResumes && !opportunityUrl?.trim())
    throw invalid(APPLY_LINK_NEEDED, { opportunity_url: APPLY_LINK_NEEDED });
}

/** The apply route after an edit: what the body sends, else what the row has. */
export function checkEditedApplyRoute(
  body: EditorBody,
  current: { collectResumes: boolean; opportunityUrl: string | null },
): void {
  checkApplyRoute(
    body.collect_resumes ?? current.collectResumes,
    body.opportunity_url === undefined ? current.opportunityUrl : body.opportunity_url,
  );
}
