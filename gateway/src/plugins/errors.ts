// The one place that turns errors into HTTP answers: typed domain errors, schema validation errors,
// unique-constraint races, malformed requests and unknown API routes all become `{ error, message }` with a 4xx status and a
// sentence a person can act on; a database or Redis that does not answer (restarting, unreachable,
// pool exhausted) is a 503 with Retry-After. Anything else is logged and answered with a generic 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableReason, isTransactionConflict, isUniqueViolation } from '@phd/services/db/errors';
import { DomainError, type DomainErrorKind } from '@phd/services/errors';
import { isRedisUnavailable } from '@phd/services/queues/redis-errors';
import { explainFrameworkError } from './framework-errors.ts';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export const ALREADY_DONE =
  'This was already saved, probably by the same request sent twice. Please reload the page to see it.';

export const RACE_LOST =
  'Someone else changed the same thing at the same moment, so nothing was saved. Please try again.';

/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE =
  'The site cannot reach its database for a moment (it may be restarting). Please try again in a few seconds.';

/** Only the operators' tools read Redis on a request (the queue board); visitors never see this. */
export const QUEUES_UNAVAILABLE =
  'The job queues cannot be reached right now (Redis may be restarting). Please try again in a few seconds.';

export interface ErrorBody {
  error: string;
  message: string;
  details?: Record<string, string>;
}

function describeValidation(error: { validation: { instancePath: string; message?: string }[] }, where?: string) {
  const details: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where || 'request';
    details[field] ??= issue.message ?? 'is invalid';
  }
  const summary = Object.entries(details)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return { details, message: `Please check your input (${summary}).` };
}

/** A service that did not answer: which one and why (for the log), and what the person is told. */
function outageOf(error: unknown): { reason: string; message: string } | null {
  const database = databaseUnavailableReason(error);
  if (database) return { reason: `database: ${database}`, message: DATABASE_UNAVAILABLE };
  if (isRedisUnavailable(error)) return { reason: `redis: ${(error as Error).message}`, message: QUEUES_UNAVAILABLE };
  return null;
}

export const errorsPlugin = fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        const body: ErrorBody = { error: error.code ?? error.kind, message: error.message };
        if (error.details) body.details = error.details;
        if (error.kind === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(STATUS[error.kind]).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { details, message } = describeValidation(error, error.validationContext);
        return reply.status(400).send({ error: 'invalid', message, details } satisfies ErrorBody);
      }
      // Two identical requests at once (a double-click) can both pass a "does it exist?" check; the
      // database's unique constraint refuses the second. That is the client's race, not our failure.
      if (isUniqueViolation(error)) {
        request.log.info({ err: error }, 'unique constraint refused a concurrent write');
        return reply.status(409).send({ error: 'conflict', message: ALREADY_DONE } satisfies ErrorBody);
      }
      // Postgres ended this request's transaction to let a concurrent one through (a deadlock): nothing
      // was written, and trying again is what works.
      if (isTransactionConflict(error)) {
        request.log.warn({ err: error }, 'transaction lost a deadlock or serialization race');
        return reply.status(409).send({ error: 'conflict', message: RACE_LOST } satisfies ErrorBody);
      }
      // Postgres or Redis restarting or out of reach: the person can retry. One log line per request,
      // with the reason only: during an outage every request fails alike, and a stack says no more.
      const outage = outageOf(error);
      if (outage) {
        request.log.warn({ reason: outage.reason }, 'service unavailable; answered 503');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: 'unavailable', message: outage.message } satisfies ErrorBody);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
        return reply.status(status).send(explainFrameworkError(request, error) satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: 'internal',
        message: 'Something went wrong on our side. Please try again in a moment.',
      } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);

export function apiNotFound(method: string, url: string): ErrorBody {
  return { error: 'not_found', message: `There is no API endpoint ${method} ${url.split('?')[0]}.` };
}
