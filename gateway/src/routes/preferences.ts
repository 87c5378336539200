// A signed-in candidate's preferences (spec sections 5 and 7, "Preferences"; docs/candidate-api.md),
// served from their contracts: who may ask (401 signed out, 403 without the CSRF token on a write) and
// the input's shape are the contract's; ownership and storage are the service's.
import type { FastifyPluginAsync } from 'fastify';
import { getPreferences, PREFERENCES_SAVED, savePreferences } from '@phd/contracts/endpoints/candidate-preferences';
import * as preferences from '@phd/services/accounts/preferences';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

export const preferenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, getPreferences, ({ caller, params }) => preferences.getPreferences(db, caller.id, params.userId));

  serve(app, savePreferences, async ({ caller, body }) => ({
    message: PREFERENCES_SAVED,
    preferences: await preferences.storePreferences(db, caller.id, body),
  }));
};
