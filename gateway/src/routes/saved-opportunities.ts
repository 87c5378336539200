// A signed-in candidate's saved opportunities (spec section 7, "Saved opportunities";
// docs/candidate-api.md), served from their contracts: who may ask (401 signed out, 403 without the
// CSRF token on a write) and the input's shape are the contract's; ownership and the rows are the
// service's.
import type { FastifyPluginAsync } from 'fastify';
import {
  listSavedDetails,
  listSavedIds,
  OPPORTUNITY_SAVED,
  OPPORTUNITY_UNSAVED,
  saveOpportunity,
  unsaveOpportunity,
} from '@phd/contracts/endpoints/saved-opportunities';
import * as saved from '@phd/services/accounts/saved-opportunities';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';
import { presentRowListItem } from '../presenters/opportunity.ts';

export const savedOpportunityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listSavedIds, async ({ caller, query }) => ({
    savedOpportunities: await saved.listSavedOpportunityIds(db, caller.id, query),
  }));

  serve(app, listSavedDetails, async ({ caller, query }) => {
    const page = await saved.listSavedOpportunities(db, caller.id, query);
    return { data: page.opportunities.map(presentRowListItem), pagination: { total: page.total } };
  });

  serve(app, saveOpportunity, async ({ caller, body }) => {
    const { opportunityId } = await saved.saveOpportunity(db, caller.id, body);
    return { message: OPPORTUNITY_SAVED, opportunity_id: opportunityId };
  });

  serve(app, unsaveOpportunity, async ({ caller, body }) => {
    const { opportunityId } = await saved.unsaveOpportunity(db, caller.id, body);
    return { message: OPPORTUNITY_UNSAVED, opportunity_id: opportunityId };
  });
};
