// A signed-in candidate's preferences (spec sections 5 and 7, "Preferences"; docs/candidate-api.md).
// Who may ask is the candidate session's (401 signed out, 403 without the CSRF token on a write);
// input, ownership and storage are the service's. Answers are per person, so none may be cached.
import type { FastifyPluginAsync } from 'fastify';
import { getPreferences, savePreferences } from '@phd/services/accounts/preferences';
import type { Db } from '@phd/services/db/client';

export const PREFERENCES_SAVED = 'Preferences saved successfully';

export const preferenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/user/preferences/:userId', async (request) => {
    const candidate = await app.requireCandidate(request);
    return getPreferences(db, candidate.id, request.params);
  });

  app.post('/api/user/preferences', async (request) => {
    const candidate = await app.requireCandidate(request);
    const preferences = await savePreferences(db, candidate.id, request.body);
    return { message: PREFERENCES_SAVED, preferences };
  });
};
