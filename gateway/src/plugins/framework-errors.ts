// Fastify's own client errors, in sentences a person can act on. Fastify's messages are written for
// developers ("Unsupported Media Type", "Body is not valid JSON but content-type is set to ..."); each
// answer here says what was wrong and what the endpoint expects instead.
import type { FastifyError, FastifyRequest } from 'fastify';

const MEGABYTE = 1024 * 1024;

/** What a route's body may be, from the parsers its plugin registered. */
function expectedBody(request: FastifyRequest): string {
  const server = request.server;
  if (server.hasContentTypeParser('multipart/form-data')) return 'a multipart/form-data form';
  if (server.hasContentTypeParser('application/x-www-form-urlencoded')) {
    return 'application/json or an application/x-www-form-urlencoded form';
  }
  return 'application/json';
}

function sentContentType(request: FastifyRequest): string | null {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.trim() ? type.split(';')[0]!.trim().slice(0, 100) : null;
}

type Explain = (request: FastifyRequest, error: FastifyError) => { error: string; message: string };

const EXPLAIN: Record<string, Explain> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) => {
    const sent = sentContentType(request);
    return {
      error: 'unsupported_media_type',
      message: sent
        ? `This endpoint does not accept a ${sent} body. Please send ${expectedBody(request)}.`
        : `The request has a body but no Content-Type header. Please send ${expectedBody(request)}.`,
    };
  },
  FST_ERR_CTP_INVALID_TYPE: (request) => ({
    error: 'unsupported_media_type',
    message: `The Content-Type header is not readable. Please send ${expectedBody(request)}.`,
  }),
  FST_ERR_CTP_EMPTY_TYPE: (request) => ({
    error: 'unsupported_media_type',
    message: `The Content-Type header is empty. Please send ${expectedBody(request)}.`,
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (request) => {
    const limit = request.routeOptions.bodyLimit ?? MEGABYTE;
    return {
      error: 'too_large',
      message: `The request body is too large. This endpoint takes at most ${Math.round(limit / 1024)} KB.`,
    };
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    error: 'invalid',
    message: 'The Content-Length header does not match the body that was sent. Please send the request again.',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    error: 'invalid',
    message: 'The request says it carries JSON but its body is empty. Please send a JSON object.',
  }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    error: 'invalid',
    message: 'The request body is not valid JSON. Please send a JSON object.',
  }),
  FST_ERR_BAD_URL: () => ({ error: 'invalid', message: 'The address of the request is not a valid URL.' }),
};

/** `{ error, message }` for one of Fastify's 4xx errors; its own message when we have no better one. */
export function explainFrameworkError(
  request: FastifyRequest,
  error: FastifyError,
): { error: string; message: string } {
  const explain = error.code ? EXPLAIN[error.code] : undefined;
  if (explain) return explain(request, error);
  const message = error.message?.trim() || 'The request could not be read. Please check it and try again.';
  return { error: error.code ?? 'bad_request', message };
}
