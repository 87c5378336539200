// A signed-in candidate's recommendations, "Smart Picks" (spec section 7: GET
// /api/opportunities/user/{userId}; docs/candidate-api.md, "Recommendations"). The recommendations
// worker computes them; this reads one page. Who may ask is the candidate session's (401 signed out),
// input and ownership the service's (400, then 403). Answers differ per person behind the same URL,
// so none may be cached. The static `user` segment never meets /api/opportunities/:id (one segment)
// or /api/opportunities/related/:id.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { listRecommendations } from '@phd/services/recommendations/index';
import { presentRowListItem } from '../presenters/opportunity.ts';

export const recommendationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/opportunities/user/:userId', async (request) => {
    const candidate = await app.requireCandidate(request);
    const page = await listRecommendations(db, candidate.id, request.params, request.query);
    return {
      data: page.opportunities.map(presentRowListItem),
      pagination: { total: page.total },
      ...(page.message === undefined ? {} : { message: page.message }),
    };
  });
};
