// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"): the display name
// of each stage (the stage types stay fixed, ../applicants/pipeline.ts), the e-mail templates of the
// statuses that may e-mail the applicant, and how many months after an opportunity closes its
// applicants are deleted (../applicants/retention.ts). Any staff member reads them; owners and admins
// change them. A PUT changes the fields it names: an empty stage name or a null template goes back to
// the default, a null retention keeps applicants until staff delete them.
import { z } from 'zod';
import type { ApplicantStatus, Db, Prisma } from '../db/client.ts';
import { parseForm } from '../form-input.ts';
import {
  DEFAULT_STAGE_NAMES,
  DEFAULT_TEMPLATES,
  EMAILED_STATUSES,
  STAGES,
  stageNames,
  statusTemplate,
  type EmailedStatus,
  type StatusTemplate,
} from '../applicants/pipeline.ts';
import { requireManager } from './roles.ts';
import type { StaffSession } from './staff-sessions.ts';

export const PIPELINE_SAVED = 'Pipeline settings saved';

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
  stage_names: keyedBy(STAGES, stageName, 'Stage names', 'Stages are').optional(),
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

export interface PipelineSettings {
  stage_names: Record<ApplicantStatus, string>;
  status_templates: Record<EmailedStatus, StatusTemplate>;
  retention_months: number | null;
  /** What an empty name or a null template goes back to. */
  defaults: { stage_names: Record<ApplicantStatus, string>; status_templates: Record<EmailedStatus, StatusTemplate> };
}

type Stored = { stageNames: unknown; statusTemplates: unknown; retentionMonths: number | null };

function present(site: Stored): PipelineSettings {
  return {
    stage_names: stageNames(site.stageNames),
    status_templates: Object.fromEntries(
      EMAILED_STATUSES.map((status) => [status, statusTemplate(site.statusTemplates, status)]),
    ) as Record<EmailedStatus, StatusTemplate>,
    retention_months: site.retentionMonths,
    defaults: { stage_names: DEFAULT_STAGE_NAMES, status_templates: DEFAULT_TEMPLATES },
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};

async function stored(db: Db, tenantId: string): Promise<Stored> {
  return db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { stageNames: true, statusTemplates: true, retentionMonths: true },
  });
}

export async function pipelineSettings(db: Db, tenantId: string): Promise<PipelineSettings> {
  return present(await stored(db, tenantId));
}

export async function updatePipelineSettings(db: Db, actor: StaffSession, input: unknown): Promise<PipelineSettings> {
  requireManager(actor);
  const form = parseForm(pipelineInput, input);
  // The tenants row is not tenant-secured (the host lookup reads it); the actor's site id scopes it.
  const before = await stored(db, actor.tenantId);
  const data: Prisma.TenantUpdateInput = {};
  if (form.stage_names) {
    const names = asRecord(before.stageNames);
    for (const [stage, name] of Object.entries(form.stage_names)) {
      if (name && name !== DEFAULT_STAGE_NAMES[stage as ApplicantStatus]) names[stage] = name;
      else delete names[stage];
    }
    data.stageNames = names as Prisma.InputJsonObject;
  }
  if (form.status_templates) {
    const templates = asRecord(before.statusTemplates);
    for (const [status, value] of Object.entries(form.status_templates)) {
      if (value) templates[status] = value;
      else delete templates[status];
    }
    data.statusTemplates = templates as Prisma.InputJsonObject;
  }
  if (form.retention_months !== undefined) data.retentionMonths = form.retention_months;
  if (Object.keys(data).length > 0) await db.tenant.update({ where: { id: actor.tenantId }, data });
  return pipelineSettings(db, actor.tenantId);
}
