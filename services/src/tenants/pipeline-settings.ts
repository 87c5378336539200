// A university site's pipeline settings (issue 14; docs/tenant-api.md "Applicants"): the display name
// of each stage (the stage types stay fixed, ../applicants/pipeline.ts), the e-mail templates of the
// statuses that may e-mail the applicant, and how many months after an opportunity closes its
// applicants are deleted (../applicants/retention.ts). Any staff member reads them; owners and admins
// change them. A PUT changes the fields it names: an empty stage name or a null template goes back to
// the default, a null retention keeps applicants until staff delete them.
import type { PipelineInput } from '@phd/contracts/input/pipeline';
import type { ApplicantStatus, Db, Prisma } from '../db/client.ts';
import {
  DEFAULT_STAGE_NAMES,
  DEFAULT_TEMPLATES,
  stageNames,
  statusTemplate,
  type StatusTemplate,
} from '../applicants/pipeline.ts';
import { EMAILED_STATUSES, type EmailedStatus } from '@phd/contracts/applicant-statuses';
import { requireManager } from './roles.ts';
import type { StaffSession } from './staff-sessions.ts';

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

export async function updatePipelineSettings(
  db: Db,
  actor: StaffSession,
  form: PipelineInput,
): Promise<PipelineSettings> {
  requireManager(actor);
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
