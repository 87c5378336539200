// The body an editor sends to publish or change a position (contracts/src/input/editor-body.ts), read
// with its own wording ("Please check title: …") and turned into the opportunity services' camelCase.
// The rules of each field (lengths, URLs, sanitised description) are opportunity.schema.ts's.
import type { z } from 'zod';
import type { EditorBody } from '@phd/contracts/input/editor-body';
import { invalid } from '../errors.ts';
import type { UpdateOpportunityInput } from './opportunity.schema.ts';

export const APPLY_LINK_NEEDED =
  'Please give the link where candidates apply, or choose to collect resumes on PhD Finder.';

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
