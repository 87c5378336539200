// GET /api/countries/dial-codes (docs/candidate-api.md, "Applications"): the application form's country
// list with dial codes, served from its contract (@phd/contracts/endpoints/catalogue). Built once when
// the gateway starts (the same object every time, so the reply serializer stringifies it once too);
// browsers and shared caches keep it a day. A static path, so find-my-way prefers it to any parametric
// route under /api/countries.
import type { FastifyPluginAsync } from 'fastify';
import { dialCodes } from '@phd/contracts/endpoints/catalogue';
import { dialCodes as countryDialCodes } from '@phd/services/applications/dial-codes';
import { serve } from '../plugins/contract-routes.ts';

export const dialCodeRoutes: FastifyPluginAsync = async (app) => {
  const body = Object.freeze({ data: [...countryDialCodes()] });
  serve(app, dialCodes, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return body;
  });
};
