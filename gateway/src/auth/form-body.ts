// HTML forms post application/x-www-form-urlencoded, which Fastify does not parse by itself. Routes
// that take a plain form register this parser in their own (encapsulated) plugin. Repeated fields
// keep their first value; the route's zod schema decides what is acceptable.
import type { FastifyRequest } from 'fastify';

export function formBodyParser(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: Record<string, string>) => void,
) {
  // No prototype: a field named "__proto__" or "constructor" is just a field.
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body.toString())) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  done(null, fields);
}
