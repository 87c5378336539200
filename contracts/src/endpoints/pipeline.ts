// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"): the display name
// of each stage (the stage types stay fixed: ../applicant-statuses.ts), the e-mail templates of the
// statuses that may e-mail the applicant, and how many months after an opportunity closes its
// applicants are deleted. Any staff member reads them; owners and admins change them.
import { z } from 'zod';
import { APPLICANT_STATUSES, EMAILED_STATUSES } from '../applicant-statuses.ts';
import { contract } from '../http/contract.ts';
import { pipelineInput } from '../input/pipeline.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';

export const PIPELINE_SAVED = 'Pipeline settings saved';

const PATH = '/api/saas/pipeline';

const stageNames = z.record(z.enum(APPLICANT_STATUSES), z.string());
const statusTemplates = z.record(
  z.enum(EMAILED_STATUSES),
  z.object({
    subject: z.string().describe('Plain text with {name}, {opportunity} and {site} placeholders'),
    body: z.string().describe('Plain text with {name}, {opportunity} and {site} placeholders'),
  }),
);

export const pipelineSettingsSchema = z.object({
  stage_names: stageNames.describe("The site's name of each stage, its own where set, the default elsewhere"),
  status_templates: statusTemplates.describe('The e-mail of each status that may e-mail the applicant'),
  retention_months: z
    .number()
    .int()
    .nullable()
    .describe('Months after an opportunity closes that its applicants are deleted; null keeps them'),
  defaults: z
    .object({ stage_names: stageNames, status_templates: statusTemplates })
    .describe('What an empty name or a null template goes back to'),
});

export type PipelineSettingsJson = z.output<typeof pipelineSettingsSchema>;

export const getPipelineSettings = contract({
  method: 'GET',
  path: PATH,
  audience: 'staff',
  area: 'University site',
  topic: 'Applicants',
  summary: "The site's pipeline settings: stage names, the status e-mails' templates and the retention period",
  responses: { 200: z.object({ data: pipelineSettingsSchema }) },
});

export const updatePipelineSettings = contract({
  method: 'PUT',
  path: PATH,
  audience: 'staff',
  roles: SITE_MANAGERS,
  area: 'University site',
  topic: 'Applicants',
  summary:
    'Change the fields named (an empty stage name or a null template goes back to the default; a null ' +
    'retention keeps applicants until staff delete them)',
  body: pipelineInput,
  responses: { 200: z.object({ message: z.literal(PIPELINE_SAVED), data: pipelineSettingsSchema }) },
});
