// The edge every request body, query and path passes before any route sees it:
// - JSON bodies are parsed here, and a key that could poison prototypes (`__proto__`, or
//   `constructor.prototype`) is refused by name, not as "invalid JSON";
// - a NUL character or a lone UTF-16 surrogate anywhere is refused with a 400 naming the field, never
//   replaced, so no route, today's or tomorrow's, can reach the database with one: Postgres refuses NUL
//   in text, and half of a character (which JSON can spell, "\ud800") in a JSON column, while a text
//   column would quietly keep U+FFFD instead. Text that arrives as bytes cannot hold a surrogate (invalid
//   UTF-8 decodes to U+FFFD; a query keeps an undecodable escape as typed), but a multipart part may
//   declare UTF-16, and multipart routes read their forms after this hook: they pass the fields they keep
//   and file names through `guardFormText`;
// - ids (UUIDs in the path, the query, or a body field named like an id) are brought to their one
//   canonical form, lower case, so `9B34…` and `9b34…` are the same row everywhere (other body text,
//   a password above all, is never changed);
// - nesting is bounded, so a body of a million brackets cannot exhaust the stack.
// What a field may hold beyond that (length, line breaks, other control characters) is its schema's
// business: contracts/src/input/text.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '@phd/services/errors';
import { canonicalId } from '@phd/contracts/input/ids';
import { unstorable } from '@phd/contracts/input/text';

/** Deeper than any form we take; deeper bodies are refused before anything walks them. */
export const MAX_DEPTH = 32;
export const TOO_DEEP = `The request is nested too deeply (more than ${MAX_DEPTH} levels).`;

const forbiddenKey = (key: string) =>
  invalid(`The key "${key}" is not allowed in a request body. Please rename or remove it.`, {
    [key]: 'is not allowed',
  });

/**
 * Deeper than this, a body is refused before JSON.parse sees it: V8 only gives up on a very deep body by
 * running out of stack, which costs tens of milliseconds of the event loop per hostile megabyte. Any
 * body this deep would be refused as too deep after parsing anyway (MAX_DEPTH is far lower).
 */
const SCAN_DEPTH = 512;

/** Whether brackets outside strings nest deeper than SCAN_DEPTH (a plain scan, no recursion). */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string, escapes included.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > SCAN_DEPTH) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

function parseJson(text: string): unknown {
  // A bodiless DELETE or POST that still says application/json is common; it reads as no body, and the
  // route's schema names what is missing.
  if (text.trim() === '') return undefined;
  if (nestsTooDeep(text)) throw invalid(TOO_DEEP);
  try {
    return JSON.parse(text, function (key, value: unknown) {
      if (key === '__proto__') throw forbiddenKey('__proto__');
      if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) {
        throw forbiddenKey('constructor');
      }
      return value;
    });
  } catch (error) {
    // Past some depth V8 runs out of stack inside JSON.parse itself.
    if (error instanceof RangeError) throw invalid(TOO_DEEP);
    if (!(error instanceof SyntaxError)) throw error;
    throw invalid(`The request body is not valid JSON (${error.message}).`);
  }
}

const fieldName = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** A body field that holds an id: `id`, `opportunity_id`, `userId`, `ids[3]`. */
const ID_FIELD = /(?:^|[._])ids?(?:\[\d+\])?$|[a-z]Ids?(?:\[\d+\])?$/;

/**
 * Refuses NUL and lone surrogates, canonicalises ids, bounds depth; returns the value to keep (ids may
 * change case).
 * `where` names the field for people: `name`, `countries[2]`, `id`. `anyId`: every string that is a
 * UUID is an id (paths and queries); otherwise only fields named like one.
 */
function guard(value: unknown, where: string, depth: number, anyId: boolean): unknown {
  if (typeof value === 'string') {
    const problem = unstorable(where || 'The request', value);
    if (problem) throw invalid(problem, { [where || '_']: problem });
    return anyId || ID_FIELD.test(where) ? (canonicalId(value) ?? value) : value;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_DEPTH) throw invalid(TOO_DEEP);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = guard(value[i], fieldName(where, i), depth + 1, anyId);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const problem = unstorable('A field name', key);
    if (problem) throw invalid(problem);
    record[key] = guard(record[key], fieldName(where, key), depth + 1, anyId);
  }
  return value;
}

export function guardRequest(request: FastifyRequest): void {
  request.params = guard(request.params, '', 0, true) as typeof request.params;
  request.query = guard(request.query, '', 0, true) as typeof request.query;
  request.body = guard(request.body, '', 0, false);
}

/**
 * The same rule for a multipart form's text, which its route reads after the hook has run: the fields it
 * keeps, and a file's name as `{ resume: { filename } }` (named `resume.filename`). Returns the fields
 * with their ids canonical, as a JSON body's would be.
 */
export const guardFormText = <T extends Record<string, unknown>>(fields: T): T => guard(fields, '', 0, false) as T;

export const inputGuardPlugin = fp(
  async function inputGuard(app: FastifyInstance) {
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJson(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    app.addHook('preValidation', async (request) => guardRequest(request));
  },
  { name: 'input-guard' },
);
