// Routes registered from their contracts (@phd/contracts/endpoints/*): the audience is checked before
// the handler runs, params, query and body are parsed at the edge with the contract's schemas (the
// first problem, in the spec's words, becomes the 400's message: services/src/form-input.ts), and
// every answer is no-store unless the contract marks a public read cacheable. The handler gets typed
// input and the caller, and returns the answer's body; its status is the contract's success status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Audience, Contract, ContractRequest, ContractResponse } from '@phd/contracts/http/contract';
import type { Actor } from '@phd/services/audit/audit-log';
import { parseForm } from '@phd/services/form-input';
import type { Candidate } from '../auth/candidate-session.ts';
import type { Staff } from '../auth/tenant-staff.ts';

interface Callers {
  anyone: null;
  candidate: Candidate;
  /** The recruiter's user id. */
  recruiter: string;
  staff: Staff;
  admin: Actor;
}

export type ContractHandler<C extends Contract> = (
  input: ContractRequest<C> & { caller: Callers[C['audience']]; request: FastifyRequest; reply: FastifyReply },
) => Promise<ContractResponse<C>>;

function callerOf(app: FastifyInstance, audience: Audience, request: FastifyRequest): Promise<Callers[Audience]> {
  switch (audience) {
    case 'anyone':
      return Promise.resolve(null);
    case 'candidate':
      return app.requireCandidate(request);
    case 'recruiter':
      return app.requireRecruiter(request);
    case 'staff':
      return app.requireStaff(request);
    case 'admin':
      return app.requireAdmin(request);
  }
}

/** The contract's success status: the one status it declares. */
function successStatus(contract: Contract): number {
  return Number(Object.keys(contract.responses)[0] ?? 200);
}

/** Parsed with the spec's wording; an absent part stays undefined. */
function parsePart(schema: Contract['query'], value: unknown): unknown {
  return schema ? parseForm(schema, value) : undefined;
}

export function serve<C extends Contract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>): void {
  const status = successStatus(contract);
  app.route({
    method: contract.method,
    url: contract.path,
    // Described for the OpenAPI document; parsed in the handler below, so the answer to bad input is
    // worded as the spec words it rather than as the schema validator would.
    schema: {
      summary: contract.summary,
      tags: [contract.area],
      // The document describes the public reads only until it has security schemes for the rest.
      hide: contract.audience !== 'anyone',
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
    },
    validatorCompiler: () => (value) => ({ value }),
    config: { contract: true },
    // Before anything can fail, so a 401 or a 400 is not cached either. Cacheable reads set their own.
    onRequest: async (_request, reply) => {
      if (!contract.cacheable) reply.header('cache-control', 'no-store');
    },
    handler: async (request, reply) => {
      const caller = (await callerOf(app, contract.audience, request)) as Callers[C['audience']];
      const input = {
        params: parsePart(contract.params, request.params),
        query: parsePart(contract.query, request.query),
        body: parsePart(contract.body, request.body),
      } as ContractRequest<C>;
      const answer = await handler({ ...input, caller, request, reply });
      return reply.status(status).send(answer);
    },
  });
}
