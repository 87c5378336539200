// A signed-in candidate's recommendations, "Smart Picks" (spec section 7: GET
// /api/opportunities/user/{userId}; docs/candidate-api.md, "Recommendations"), served from its
// contract. The recommendations worker computes them; this reads one page. Who may ask (401 signed
// out) and the input (400) are the contract's, ownership (403) the service's. The static `user`
// segment never meets /api/opportunities/:id (one segment) or /api/opportunities/related/:id.
import type { FastifyPluginAsync } from 'fastify';
import { listRecommendations } from '@phd/contracts/endpoints/candidate-preferences';
import type { Db } from '@phd/services/db/client';
import * as recommendations from '@phd/services/recommendations/index';
import { serve } from '../plugins/contract-routes.ts';
import { presentRowListItem } from '../presenters/opportunity.ts';

export const recommendationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listRecommendations, async ({ caller, params, query }) => {
    const page = await recommendations.listRecommendations(db, caller.id, params.userId, query);
    return {
      data: page.opportunities.map(presentRowListItem),
      pagination: { total: page.total },
      ...(page.message === undefined ? {} : { message: page.message }),
    };
  });
};
