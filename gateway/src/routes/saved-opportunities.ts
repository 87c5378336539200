// A signed-in candidate's saved opportunities (spec section 7, "Saved opportunities";
// docs/candidate-api.md). Who may ask is the candidate session's (401 signed out, 403 without the CSRF
// token on a write); input, ownership and the rows are the service's. Answers differ per person
// behind the same URL, so none may be cached.
import type { FastifyPluginAsync } from 'fastify';
import {
  listSavedOpportunities,
  listSavedOpportunityIds,
  saveOpportunity,
  unsaveOpportunity,
} from '@phd/services/accounts/saved-opportunities';
import type { Db } from '@phd/services/db/client';
import { presentRowListItem } from '../presenters/opportunity.ts';

export const OPPORTUNITY_SAVED = 'Opportunity saved';
export const OPPORTUNITY_UNSAVED = 'Opportunity removed from saved';

const SAVE_PATH = '/api/user/opportunity/save';

export const savedOpportunityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(SAVE_PATH, async (request) => {
    const candidate = await app.requireCandidate(request);
    return { savedOpportunities: await listSavedOpportunityIds(db, candidate.id, request.query) };
  });

  app.get(`${SAVE_PATH}/details`, async (request) => {
    const candidate = await app.requireCandidate(request);
    const page = await listSavedOpportunities(db, candidate.id, request.query);
    return { data: page.opportunities.map(presentRowListItem), pagination: { total: page.total } };
  });

  app.post(SAVE_PATH, async (request, reply) => {
    const candidate = await app.requireCandidate(request);
    const { opportunityId } = await saveOpportunity(db, candidate.id, request.body);
    return reply.status(201).send({ message: OPPORTUNITY_SAVED, opportunity_id: opportunityId });
  });

  app.delete(SAVE_PATH, async (request) => {
    const candidate = await app.requireCandidate(request);
    const { opportunityId } = await unsaveOpportunity(db, candidate.id, request.body);
    return { message: OPPORTUNITY_UNSAVED, opportunity_id: opportunityId };
  });
};
