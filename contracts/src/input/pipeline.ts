// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"): what
// PUT /api/saas/pipeline takes. Each field is optional (a PUT changes the fields it names): a stage's
// display name (empty goes back to the default), the e-mail template of a status that may e-mail the
// applicant (null goes back to the default), the retention period in months (null keeps applicants
// until staff delete them).
import { z } from 'zod';
import { APPLICANT_STATUSES, EMAILED_STATUSES } from '../applicant-statuses.ts';

export const PIPELINE_LIMITS = { stageName: 40, subject: 200, body: 5_000, minMonths: 1, maxMonths: 120 } as const;

const stageName = z
  .string({ error: 'Each stage name must be text' })
  .trim()
  .max(PIPELINE_LIMITS.stageName, `A stage name can be at most ${PIPELINE_LIMITS.stageName} characters`);

const template = z.object(
  {
    subject: z
      .string({ error: 'The e-mail subject is required' })
      .trim()
      .min(1, 'The e-mail subject is required')
      .max(PIPELINE_LIMITS.subject, `The e-mail subject can be at most ${PIPELINE_LIMITS.subject} characters`),
    body: z
      .string({ error: 'The e-mail text is required' })
      .trim()
      .min(1, 'The e-mail text is required')
      .max(PIPELINE_LIMITS.body, `The e-mail text can be at most ${PIPELINE_LIMITS.body} characters`),
  },
  { error: 'Each template needs a subject and a text' },
);

/** A record keyed by some of `keys`: an unknown key is named as such, anything else as the wrong shape. */
const keyedBy = <K extends string, V extends z.ZodType>(
  keys: readonly [K, ...K[]],
  value: V,
  what: string,
  known: string,
) =>
  z.partialRecord(z.enum(keys), value, {
    error: (issue) =>
      // A key outside `keys` (zod reports unrecognized_keys at run time, invalid_key in its types).
      issue.code !== 'invalid_type' ? `${known} ${keys.join(', ')}` : `${what} must be an object`,
  });

export const pipelineInput = z.object({
  stage_names: keyedBy(APPLICANT_STATUSES, stageName, 'Stage names', 'Stages are').optional(),
  status_templates: keyedBy(EMAILED_STATUSES, template.nullable(), 'Templates', 'Templates are for').optional(),
  retention_months: z
    .number({
      error: `Retention must be a number of months from ${PIPELINE_LIMITS.minMonths} to ${PIPELINE_LIMITS.maxMonths}, or empty`,
    })
    .int(`Retention must be a whole number of months`)
    .min(PIPELINE_LIMITS.minMonths, `Retention must be at least ${PIPELINE_LIMITS.minMonths} month`)
    .max(PIPELINE_LIMITS.maxMonths, `Retention can be at most ${PIPELINE_LIMITS.maxMonths} months`)
    .nullable()
    .optional(),
});

export type PipelineInput = z.output<typeof pipelineInput>;
