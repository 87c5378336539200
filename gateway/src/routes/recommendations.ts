// A signed-in candidate's recommendations, "Smart Picks" (spec section 7: GET
// /api/opportunities/user/{userId}; docs/candidate-api.md, "Recommendations"), served from their
// contracts: one page with why each was picked, "not for me" and taking it back, and switching
// personalisation off or on. The recommendations worker computes the picks; these read and record
// choices. Who may ask (401 signed out, 403 without CSRF on a write) and the input (400) are the
// contract's, ownership (403) the service's. The static `user` segment never meets
// /api/opportunities/:id (one segment) or /api/opportunities/related/:id.
import type { FastifyPluginAsync } from 'fastify';
import {
  dismissPick,
  getRecommendationSettings,
  listRecommendations,
  PERSONALISATION_SAVED,
  PICK_DISMISSED,
  PICK_RESTORED,
  setRecommendationSettings,
  undismissPick,
} from '@phd/contracts/endpoints/candidate-preferences';
import type { Db } from '@phd/services/db/client';
import * as choices from '@phd/services/recommendations/choices';
import * as recommendations from '@phd/services/recommendations/index';
import { serve } from '../plugins/contract-routes.ts';
import { presentRowListItem } from '../presenters/opportunity.ts';

export const recommendationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listRecommendations, async ({ caller, params, query }) => {
    const page = await recommendations.listRecommendations(db, caller.id, params.userId, query);
    return {
      data: page.opportunities.map((row) => {
        const why = page.why.get(row.id);
        return {
          ...presentRowListItem(row),
          ...(why && { why: { preferences: why.preferences, words: why.words, words_from: why.wordsFrom } }),
        };
      }),
      pagination: { total: page.total },
      personalised: page.personalised,
      ...(page.message === undefined ? {} : { message: page.message }),
    };
  });

  serve(app, getRecommendationSettings, async ({ caller }) => {
    const [personalised, dismissed] = await Promise.all([
      choices.personalisation(db, caller.id),
      choices.listDismissed(db, caller.id),
    ]);
    return {
      personalised,
      dismissed: dismissed.map((d) => ({
        opportunity_id: d.id,
        title: d.title,
        university: d.universityName,
        dismissed_at: d.dismissedAt.toISOString(),
      })),
    };
  });

  serve(app, setRecommendationSettings, async ({ caller, body }) => ({
    message: PERSONALISATION_SAVED,
    personalised: await choices.setPersonalisation(db, caller.id, body.personalised),
  }));

  serve(app, dismissPick, async ({ caller, body }) => {
    const { opportunityId } = await choices.dismissPick(db, caller.id, body.opportunity_id);
    return { message: PICK_DISMISSED, opportunity_id: opportunityId };
  });

  serve(app, undismissPick, async ({ caller, params }) => {
    const { opportunityId } = await choices.undismissPick(db, caller.id, params.opportunityId);
    return { message: PICK_RESTORED, opportunity_id: opportunityId };
  });
};
