// The queue board's API behind the site's own rules (issue 28). Bull Board decodes `activeQueue` and
// `queueName` a second time (a malformed escape such as `%ZZ%` throws inside it: a 500) and hands a
// page number straight to Redis (`page=99999999999999999999999` makes Redis refuse the range: a 500),
// so its two read routes with a query are checked here first, with a sentence naming the parameter.
// Its own refusals carry a translation key for its UI (`{"error":{"key":"ERRORS.QUEUE_NOT_FOUND"}}`);
// they are rewritten to `{ error, message }` like every other 4xx of the site (the UI shows `error`
// as a toast's title and `message` as its text, so it reads them too).
import { MAX_JOBS_PER_PAGE } from '@bull-board/api/constants/jobsPerPage';
import { STATUSES } from '@bull-board/api/constants/statuses';
import { z } from 'zod';
import { invalid } from '@phd/services/errors';

/** Far beyond any real list (300 jobs a page), well inside what Redis takes as a range. */
export const MAX_BOARD_PAGE = 100_000;

const STATUS_NAMES = Object.values(STATUSES);

const known = (field: string, values: readonly string[], what: string) =>
  z.string({ error: `${field} must be given once.` }).refine((value) => values.includes(value), {
    error: values.length
      ? `${field} must be ${what}: ${values.join(', ')}.`
      : `${field} names no queue: this board has none.`,
  });

const wholeNumber = (field: string, max: number) =>
  z
    .string({ error: `${field} must be given once.` })
    .refine((value) => /^\d+$/.test(value) && +value >= 1 && +value <= max, {
      error: `${field} must be a whole number from 1 to ${max.toLocaleString('en-GB')}.`,
    });

/** The board's routes that read a query, by route pattern, with what each parameter may hold. */
function querySchemas(queueNames: readonly string[]): Record<string, z.ZodType> {
  const queue = (field: string) => known(field, queueNames, "one of the board's queues");
  return {
    '/api/queues': z.object({
      activeQueue: queue('activeQueue').optional(),
      status: known('status', STATUS_NAMES, 'one of the statuses').optional(),
      page: wholeNumber('page', MAX_BOARD_PAGE).optional(),
      jobsPerPage: wholeNumber('jobsPerPage', MAX_JOBS_PER_PAGE).optional(),
    }),
    '/api/job-schedulers': z.object({ queueName: queue('queueName').optional() }),
  };
}

/** Throws a 400 naming the parameter when a board route's query is not one it can answer. */
export function boardQueryCheck(queueNames: readonly string[]) {
  const schemas = querySchemas(queueNames);
  return (route: string, query: unknown) => {
    const schema = Object.hasOwn(schemas, route) ? schemas[route] : undefined;
    if (!schema) return;
    // As Bull Board reads them: an empty value is no value.
    const given = Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== ''));
    const parsed = schema.safeParse(given);
    if (parsed.success) return;
    const details = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    throw invalid([...new Set(Object.values(details))].join(' '), details);
  };
}

const ERROR_FOR_STATUS: Record<number, string> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'not_found',
  405: 'forbidden',
  409: 'conflict',
};

type Params = Record<string, string | undefined>;
type Options = Record<string, unknown>;

/** Sentences for the refusals the board's reads and the writes we allow can give. */
const SENTENCES: Record<string, (params: Params, options: Options) => string> = {
  QUEUE_NOT_FOUND: (p) => `The queue board has no queue named "${p.queueName ?? ''}".`,
  JOB_NOT_FOUND: (p) => `Queue ${p.queueName ?? ''} has no job ${p.jobId ?? ''}: it may have been removed already.`,
  JOB_SCHEDULER_NOT_FOUND: (p) => `Queue ${p.queueName ?? ''} has no schedule named "${p.schedulerId ?? ''}".`,
  JOB_NOT_RETRIABLE: (_p, o) => `This job is ${String(o.state ?? 'not failed')}, so there is nothing to retry.`,
  STATUS_NOT_RETRIABLE: (_p, o) => `Jobs that are ${String(o.status ?? 'in this state')} cannot be retried.`,
  JOB_NOT_DELAYED: (_p, o) =>
    `Only a delayed job can be promoted or rescheduled; this one is ${String(o.status ?? 'not')}.`,
  JOB_IS_ACTIVE: () => 'A worker is running this job right now; try again when it has finished.',
  JOB_BELONGS_TO_JOB_SCHEDULER: (p) =>
    `Job ${p.jobId ?? ''} is the next run of a schedule and cannot be removed on its own; the schedule stays as it is.`,
  QUEUE_READ_ONLY: () => 'This queue is read-only on the board.',
  FORBIDDEN: () => 'The queue board here does not allow this action.',
  INVALID_QUERY_PARAM: (_p, o) =>
    o.field ? `The ${String(o.field)} query parameter is not valid.` : 'A query parameter is not valid.',
  INVALID_REQUEST_BODY: (_p, o) => `The ${String(o.field ?? 'request')} field of the request body is not valid.`,
  REDIS_STATS_UNAVAILABLE: () => 'Redis details are not available for this queue.',
  WORKERS_DISABLED: () => 'The queue board does not report workers here.',
};

interface BoardErrorBody {
  error?: unknown;
  message?: unknown;
  [field: string]: unknown;
}

/**
 * A 4xx body of Bull Board's own as `{ error, message }` (its other fields kept: its UI acts on
 * `code`), or the payload unchanged when it already is one or is not JSON.
 */
export function readableBoardError(status: number, payload: unknown, params: Params): unknown {
  if (typeof payload !== 'string') return payload;
  let body: BoardErrorBody;
  try {
    body = JSON.parse(payload) as BoardErrorBody;
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || (typeof body.error === 'string' && typeof body.message === 'string')) {
    return payload;
  }
  const translatable = (body.error ?? {}) as { key?: unknown; options?: Options };
  const key = typeof translatable.key === 'string' ? translatable.key.replace(/^ERRORS\./, '') : '';
  const sentence = Object.hasOwn(SENTENCES, key) ? SENTENCES[key]!(params, translatable.options ?? {}) : null;
  const fallback = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  return JSON.stringify({
    ...body,
    error: ERROR_FOR_STATUS[status] ?? 'invalid',
    message: sentence ?? fallback ?? `The queue board could not do this (${key || `status ${status}`}).`,
  });
}
