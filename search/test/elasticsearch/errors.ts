// Elasticsearch-shaped failures inside the fake; the cluster turns them into HTTP answers.
import { createRequire } from 'node:module';

export class EsError extends Error {
  readonly body: unknown;

  constructor(
    readonly status: number,
    readonly type: string,
    readonly reason: string,
    /** The answer's body when it is not the usual error object (a missing document's GET). */
    body?: unknown,
  ) {
    super(`${type}: ${reason}`);
    this.body = body ?? { error: { root_cause: [{ type, reason }], type, reason }, status };
  }
}

// @elastic/elasticsearch-mock is CommonJS and recognises an error answer with `instanceof` against
// the CommonJS copy of the client's errors: the ESM copy would silently count as a 200 body.
const require = createRequire(import.meta.url);
const { errors } = require('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch');

/** An HTTP error answer for the mock: `body` as given, with this status. */
export function httpError(status: number, body: unknown): Error {
  return new errors.ResponseError({ statusCode: status, body, headers: {}, warnings: null, meta: {} as never });
}
