// A candidate's preferences (spec sections 5 and 7, "Preferences"; docs/candidate-api.md): up to 10
// countries, universities and disciplines plus a comment, replaced as a whole on every save. A save
// records preferences.updated in the same transaction (the recommendations are due again).
import type { Db } from '../db/client.ts';
import { forbidden } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import type { PreferencesData, PreferencesJson } from '@phd/contracts/candidate-input';

export const NOT_YOUR_PREFERENCES = 'You can only see and change your own preferences.';

function ownId(candidateId: string, userId: string): string {
  if (userId !== candidateId.toLowerCase()) throw forbidden(NOT_YOUR_PREFERENCES);
  return userId;
}

/** GET /api/user/preferences/{userId} : empty lists and '' when never saved. */
export async function getPreferences(db: Db, candidateId: string, askedFor: string): Promise<PreferencesJson> {
  const userId = ownId(candidateId, askedFor);
  const row = await db.userPreference.findUnique({ where: { userId } });
  return {
    user_id: userId,
    countries: row?.countries ?? [],
    universities: row?.universities ?? [],
    departments: row?.departments ?? [],
    comments: row?.comments ?? '',
  };
}

/** POST /api/user/preferences : the preferences as stored (trimmed, repeats removed). */
export async function storePreferences(
  db: Db,
  candidateId: string,
  { user_id, countries, universities, departments, comments }: PreferencesData,
): Promise<PreferencesJson> {
  const userId = ownId(candidateId, user_id);
  const data = { countries, universities, departments, comments };
  return db.$transaction(async (tx) => {
    await tx.userPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    await recordEvent(tx, 'preferences.updated', { userId });
    return { user_id: userId, ...data };
  });
}
