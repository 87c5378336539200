// One endpoint's contract: what the browser and the gateway agree on. The gateway registers the route
// from it (gateway/src/plugins/contract-routes.ts: input parsed at the edge, the audience checked before
// the handler runs, no-store unless the read is public), the web app calls it with `call(contract,
// input)` (web/src/api/call.ts), and the OpenAPI document describes it. Input schemas word their
// problems as the spec does ("Email is invalid"): the first problem becomes the 400's message.
import type { z } from 'zod';
import type { StaffRole } from '../staff-roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; a signed-in candidate (cookie session, CSRF token on writes); a recruiter
 * (bearer token); a university site's staff (tenant host or X-Tenant, staff token); a site admin.
 */
export type Audience = 'anyone' | 'candidate' | 'recruiter' | 'staff' | 'admin';

/** Success statuses: JSON answers, and the redirects of sign-in and e-mailed links. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 301 | 302 | 303;

/** Answers other than success that a contract may describe for the document. */
export type OtherStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** The API's areas, as the OpenAPI document tags them. */
export type ApiArea = 'Public' | 'Candidate' | 'Recruiter' | 'University site' | 'Admin';

export interface Contract {
  method: HttpMethod;
  /** Fastify's path syntax: /api/opportunity/:id */
  path: string;
  audience: Audience;
  /** Staff only: the roles admitted (all of them when absent); the others are answered 403. */
  roles?: readonly StaffRole[];
  area: ApiArea;
  /** A finer heading inside the area, for the OpenAPI document (Opportunities, Counts, Blog...). */
  topic?: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body sent as multipart/form-data (a file with its fields): the handler reads the parts. */
  consumes?: 'multipart/form-data';
  /**
   * An answer that is not JSON (a CSV, a resume, an image, an HTML page), by media type: the handler
   * sends it itself. Redirects need no media type: their status is enough.
   */
  produces?: string;
  /** Each answer the endpoint gives on success, by status. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * Other answers worth describing (every endpoint may also answer 400, 401/403 and 503 as `{ error,
   * message }`): a 404 for an unknown id, the 410 of an expired opportunity with its position...
   */
  others?: Partial<Record<OtherStatus, z.ZodType>>;
  /** Public reads opt in to caching; everything else is answered with no-store. */
  cacheable?: boolean;
}

/** Declares a contract, keeping its literal types (the path, the schemas) for the client and routes. */
export function contract<const C extends Contract>(definition: C): C {
  return definition;
}

type Part<S> = S extends z.ZodType ? z.input<S> : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the parts the contract declares, as they travel (strings in a query). */
export type ContractInput<C extends Contract> = {
  [K in 'params' | 'query' | 'body' as C[K] extends z.ZodType ? K : never]: Part<C[K]>;
};

/** What the handler receives: the same parts, parsed (defaults filled, ids in lower case). */
export type ContractRequest<C extends Contract> = {
  [K in 'params' | 'query' | 'body']: Parsed<C[K]>;
};

/** The success answer's body (the first declared status). */
export type ContractResponse<C extends Contract> = z.output<NonNullable<C['responses'][keyof C['responses']]>>;

/** Whether the endpoint answers with JSON (its handler returns the body) or sends a file or a redirect. */
export type AnswersJson<C extends Contract> = C['produces'] extends string
  ? false
  : Extract<keyof C['responses'], 301 | 302 | 303> extends never
    ? true
    : false;
