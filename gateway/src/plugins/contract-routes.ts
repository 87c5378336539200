// Routes registered from their contracts (@phd/contracts/endpoints/*): the audience (and a staff
// contract's roles) is checked before the handler runs, params, query and body are parsed at the edge
// with the contract's schemas (the first problem, in the spec's words, becomes the 400's message:
// services/src/form-input.ts), and every answer is no-store unless the contract marks a public read
// cacheable. The handler gets typed input and the caller, and returns the answer's body; its status is
// the contract's success status. A file or a redirect the handler sends itself, and returns the reply.
//
// A university site's staff work on the site's private rows inside its unit of work: serveInTenant
// opens it around the handler; serveInSite does the same for what anyone may call on a university site
// (its careers page), for the request's site. So no route calls withTenant itself.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AnswersJson, Audience, Contract, ContractRequest, ContractResponse } from '@phd/contracts/http/contract';
import type { Actor } from '@phd/services/audit/audit-log';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import { withTenant, type TenantTx, type UnitOfWorkOptions } from '@phd/services/tenants/unit-of-work';
import type { Candidate } from '../auth/candidate-session.ts';
import type { Staff } from '../auth/tenant-staff.ts';
import { securityOf } from '../openapi/security.ts';

interface Callers {
  anyone: null;
  candidate: Candidate;
  /** The recruiter's user id. */
  recruiter: string;
  staff: Staff;
  admin: Actor;
}

/** The success body; or the reply, when the handler sent a file, a redirect or one of `others` itself. */
type Answer<C extends Contract> = AnswersJson<C> extends true ? ContractResponse<C> | FastifyReply : FastifyReply;

export type HandlerInput<C extends Contract> = ContractRequest<C> & {
  caller: Callers[C['audience']];
  request: FastifyRequest;
  reply: FastifyReply;
};

export type ContractHandler<C extends Contract> = (input: HandlerInput<C>) => Promise<Answer<C>>;

type StaffContract = Contract & { audience: 'staff' };

/** The server's own settings for a route, which the caller need not know. */
export interface RouteSettings {
  /** A per-IP limit (routes/rate-limits.ts LIMITS). */
  rateLimit?: RateLimitOptions;
  /** The largest body accepted, in bytes, when it differs from the server's default. */
  bodyLimit?: number;
  /**
   * Reads the body when its problems are worded otherwise than the forms' (parseForm: the first
   * problem's own sentence), e.g. the editors' "Please check title: …" (readEditorBody).
   */
  readBody?: (schema: z.ZodType, input: unknown) => unknown;
  /**
   * Read the query string and the path parameters when their problems are worded otherwise, e.g. the
   * public catalogue's "Please check your input (limit: …)." (gateway/src/query/check-input.ts).
   */
  readQuery?: (schema: z.ZodType, input: unknown) => unknown;
  readParams?: (schema: z.ZodType, input: unknown) => unknown;
}

type Readers = Pick<RouteSettings, 'readBody' | 'readQuery' | 'readParams'>;

export type TenantHandler<C extends StaffContract> = (input: HandlerInput<C> & { tx: TenantTx }) => Promise<Answer<C>>;

type SiteContract = Contract & { audience: 'anyone' };

/** A public university-site handler: the request's site, and its unit of work opened for it. */
export type SiteHandler<C extends SiteContract> = (
  input: HandlerInput<C> & { tenantId: string; tx: TenantTx },
) => Promise<Answer<C>>;

function callerOf(app: FastifyInstance, contract: Contract, request: FastifyRequest): Promise<Callers[Audience]> {
  switch (contract.audience) {
    case 'anyone':
      return Promise.resolve(null);
    case 'candidate':
      return app.requireCandidate(request);
    case 'recruiter':
      return app.requireRecruiter(request);
    case 'staff':
      return app.requireStaff(request, contract.roles);
    case 'admin':
      return app.requireAdmin(request);
  }
}

/** The contract's success status: the one status it declares. */
function successStatus(contract: Contract): number {
  return Number(Object.keys(contract.responses)[0] ?? 200);
}

/** Parsed with the spec's wording (or the route's own reader); an absent part stays undefined. */
function parsePart(schema: Contract['query'], value: unknown, read: Readers['readQuery'] = parseForm): unknown {
  return schema ? read(schema, value) : undefined;
}

/** The route's schema, for the OpenAPI document only: input is parsed in the handler, answers in tests. */
function describe(contract: Contract): RouteOptions['schema'] {
  const multipart = contract.consumes === 'multipart/form-data';
  return {
    summary: contract.summary,
    // One tag an operation (Swagger UI lists an operation once under each of its tags): the area, and
    // the topic within it when there is one ("Public · Opportunities").
    tags: [contract.topic ? `${contract.area} · ${contract.topic}` : contract.area],
    security: securityOf(contract),
    ...(multipart && { consumes: ['multipart/form-data'] }),
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    ...(contract.produces ? { produces: [contract.produces] } : {}),
    response: { ...contract.responses, ...contract.others },
  };
}

/** Reads the parts, runs the handler, sends its answer: the one body of every contract route. */
function respond<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  run: (input: HandlerInput<C>) => Promise<unknown>,
  { readBody = parseForm, readQuery, readParams }: Readers,
): RouteOptions['handler'] {
  const status = successStatus(contract);
  const multipart = contract.consumes === 'multipart/form-data';
  return async function handle(request, reply) {
    const caller = (await callerOf(app, contract, request)) as Callers[C['audience']];
    const input = {
      params: parsePart(contract.params, request.params, readParams),
      query: parsePart(contract.query, request.query, readQuery),
      // A multipart body is a stream of parts: the handler reads it (and its file) itself.
      body: multipart || !contract.body ? undefined : readBody(contract.body, request.body),
    } as ContractRequest<C>;
    const answer = await run({ ...input, caller, request, reply });
    if (answer === reply) return reply;
    return reply.status(status).send(answer);
  };
}

function register(
  app: FastifyInstance,
  contract: Contract,
  handler: RouteOptions['handler'],
  { rateLimit, bodyLimit }: RouteSettings,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    ...(bodyLimit !== undefined && { bodyLimit }),
    schema: describe(contract),
    validatorCompiler: () => (value) => ({ value }),
    // The answer's schema documents it; the tests check answers against it (gateway/test/contract-answer.ts).
    serializerCompiler: () => (data) => JSON.stringify(data),
    config: { contract: true, ...(rateLimit && { rateLimit }) },
    // Before anything can fail, so a 401 or a 400 is not cached either. Cacheable reads set their own.
    onRequest: async (_request, reply) => {
      if (!contract.cacheable) reply.header('cache-control', 'no-store');
    },
    handler,
  });
}

export function serve<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  settings: RouteSettings = {},
): void {
  register(app, contract, respond(app, contract, handler, settings), settings);
}

/**
 * A staff endpoint whose work runs in the caller's site's unit of work (one transaction that sees that
 * site's private rows only). Keep files, e-mail and other slow work out of it: use serve() for those.
 */
export function serveInTenant<C extends StaffContract>(
  app: FastifyInstance,
  contract: C,
  handler: TenantHandler<C>,
  { unitOfWork, ...settings }: RouteSettings & { unitOfWork?: UnitOfWorkOptions } = {},
): void {
  serve(
    app,
    contract,
    (input) => app.inStaffSite(input.caller as Staff, (tx) => handler({ ...input, tx }), unitOfWork),
    settings,
  );
}

/** Runs `work` in a university site's unit of work (one transaction that sees its private rows only). */
export function inSite<T>(
  db: Db,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
  options?: UnitOfWorkOptions,
): Promise<T> {
  return withTenant(db, tenantId, work, options);
}

/**
 * An endpoint anyone may call on a university site (host, or X-Tenant), whose work runs in that site's
 * unit of work: the handler gets the site's id and the transaction. On the main site, which has no such
 * page, it answers 404 with `offSite` before anything is read. Keep files and e-mail out of it.
 */
export function serveInSite<C extends SiteContract>(
  app: FastifyInstance,
  contract: C,
  handler: SiteHandler<C>,
  { db, offSite, unitOfWork, ...settings }: RouteSettings & { db: Db; offSite: string; unitOfWork?: UnitOfWorkOptions },
): void {
  serve(
    app,
    contract,
    (input) => {
      const tenantId = input.request.tenant?.id;
      if (!tenantId) throw notFound(offSite);
      return inSite(db, tenantId, (tx) => handler({ ...input, tenantId, tx }), unitOfWork);
    },
    settings,
  );
}
