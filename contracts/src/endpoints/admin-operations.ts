// The operators' panel (issue 15, issue 28; docs/admin-and-operations.md): the search index against
// Postgres with the lag and the queues, a full reindex (one at a time: 409 otherwise), a scheduled
// e-mail job's pass run now (one at a time, audited), and the audit log. Admins only (401 signed out,
// 403 "Only admins can do this." to anyone else; writes carry the CSRF token).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { wholeNumber } from '../input/numbers.ts';
import { lineText } from '../input/text.ts';

const isoTime = z.string().describe('ISO 8601');
const count = z.number().int();

// ---------------------------------------------------------------------------------------------- search

/** Job counts of one queue on the operators' panel. */
export const queueCountsSchema = z.object({ waiting: count, active: count, delayed: count, failed: count });
export type QueueCountsJson = z.output<typeof queueCountsSchema>;

export const reindexRunSchema = z.object({
  id: z.string().describe('UUID'),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  engine: z.string().nullable(),
  requested_by: z.string().nullable().describe("The admin's e-mail"),
  requested_at: isoTime,
  started_at: isoTime.nullable(),
  finished_at: isoTime.nullable(),
  progress: z.object({ done: count, total: count }),
  indexed: count.nullable(),
  removed: count.nullable(),
  error: z.string().nullable(),
});

export const searchPanelSchema = z.object({
  engine: z.enum(['postgres', 'elasticsearch']),
  documents: count.nullable().describe('Documents in the search index; null when the engine did not answer'),
  open: count.describe('Publicly open opportunities in Postgres: what the index should hold'),
  oldest_unindexed: z
    .object({ at: isoTime, age_seconds: count })
    .nullable()
    .describe('The oldest change the index has not caught up with yet; null when it is up to date'),
  outbox: z.object({ pending: count, oldest_pending_age_seconds: count.nullable() }),
  queues: z
    .record(z.string(), queueCountsSchema)
    .nullable()
    .describe('Per queue; null when Redis did not answer in time'),
  last_reindex: reindexRunSchema.nullable().describe('The last reindex that finished'),
  running_reindex: reindexRunSchema.nullable().describe('The reindex queued or running now'),
  warnings: z.array(z.string()).describe('Conditions operators should look at (the same ones /readyz lists)'),
});

export type SearchPanel = z.output<typeof searchPanelSchema>;
export type ReindexRun = z.output<typeof reindexRunSchema>;

export const getSearchPanel = contract({
  method: 'GET',
  path: '/api/admin/search',
  audience: 'admin',
  area: 'Admin',
  topic: 'Operations',
  summary: 'The search index against the open opportunities in Postgres, the indexing lag, the queues, the reindexes',
  responses: { 200: searchPanelSchema },
});

export const requestSearchReindex = contract({
  method: 'POST',
  path: '/api/admin/search/reindex',
  audience: 'admin',
  area: 'Admin',
  topic: 'Operations',
  summary: 'Queue a zero-downtime full reindex (409 while one is queued or running)',
  responses: { 202: z.object({ data: reindexRunSchema }) },
});

// -------------------------------------------------------------------------------------- scheduled jobs

export const SCHEDULED_JOBS = ['digest', 'alerts', 'reminders'] as const;
export type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

export const scheduledRunSchema = z.object({
  job: z.enum(SCHEDULED_JOBS),
  message: z.string().describe('What the pass did, in one sentence'),
  next_run_at: isoTime
    .nullable()
    .describe("The job scheduler's next run, left where it was; null when Redis could not be read"),
});

export type ScheduledRun = z.output<typeof scheduledRunSchema>;

const scheduledRun = <const J extends ScheduledJob>(job: J, what: string) =>
  contract({
    method: 'POST',
    path: `/api/admin/scheduled-jobs/${job}/run`,
    audience: 'admin',
    area: 'Admin',
    topic: 'Operations',
    summary: `Run ${what} now, as its schedule would (one pass at a time: 409 otherwise)`,
    responses: { 200: z.object({ data: scheduledRunSchema }) },
  });

export const runDigestNow = scheduledRun('digest', 'the weekly digest');
export const runAlertsNow = scheduledRun('alerts', 'the search alerts');
export const runRemindersNow = scheduledRun('reminders', 'the deadline reminders');

/** The "Run now" of each scheduled job, by its name. */
export const scheduledRuns = { digest: runDigestNow, alerts: runAlertsNow, reminders: runRemindersNow };

// ------------------------------------------------------------------------------------------- audit log

const filterText = (label: string) =>
  lineText(label, { error: `${label} must be text` })
    .trim()
    .max(200, `${label} is too long`)
    .optional();

export const auditQuery = z.object({
  action: filterText('Action'),
  record_type: filterText('Record type'),
  record_id: filterText('Record id'),
  actor: filterText('Actor'),
  limit: wholeNumber('Limit', 1, 100, 50),
  offset: wholeNumber('Offset', 0, 1_000_000, 0),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditEventSchema = z.object({
  id: z.string(),
  actor: z.object({ kind: z.string(), id: z.string().nullable(), email: z.string().nullable() }),
  tenant_id: z.string().nullable().describe('The university site a staff change happened on; null for the main site'),
  action: z.string().describe('`<record>.<verb>`, e.g. `contact_message.deleted`'),
  record_type: z.string(),
  record_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: isoTime,
});
export type AuditEvent = z.output<typeof auditEventSchema>;

export const listAuditLog = contract({
  method: 'GET',
  path: '/api/admin/audit',
  audience: 'admin',
  area: 'Admin',
  topic: 'Audit log',
  summary: 'The audit log, newest first, by action, record and actor (e-mail contains)',
  query: auditQuery,
  responses: { 200: z.object({ data: z.array(auditEventSchema), pagination: z.object({ total: count }) }) },
});
