// GET /api/countries/dial-codes (docs/candidate-api.md, "Applications"): the application form's country
// list with dial codes. Built once when the gateway starts (the same object every time, so the reply
// serializer stringifies it once too); browsers and shared caches keep it a day. A static path, so
// find-my-way prefers it to any parametric route under /api/countries.
import type { FastifyPluginAsync } from 'fastify';
import { dialCodesSchema } from '@phd/contracts/public-schemas';
import { dialCodes } from '@phd/services/applications/dial-codes';

export const dialCodeRoutes: FastifyPluginAsync = async (app) => {
  const body = Object.freeze({ data: dialCodes() });
  app.get(
    '/api/countries/dial-codes',
    { schema: { tags: ['Reference'], summary: 'Countries with their dial codes', response: { 200: dialCodesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return body;
    },
  );
};
