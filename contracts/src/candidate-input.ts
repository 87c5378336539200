// What a signed-in candidate sends to the saved-opportunity and preference calls (docs/candidate-api.md;
// spec sections 5 "Preferences" and 7). Every problem is a sentence a person can read: the first one
// becomes the 400's message (services/src/form-input.ts).
import { z } from 'zod';
import { wholeNumber } from './input/numbers.ts';
import { lineText, multilineText } from './input/text.ts';

/** Most picks per preference kind (spec section 9: "Max 10 picks per preference type"). */
export const PREFERENCE_MAX_SELECTIONS = 10;
/** Longest country, university or discipline name kept. */
export const PREFERENCE_NAME_MAX = 200;
export const PREFERENCE_COMMENTS_MAX = 2_000;
/** Saved-opportunity details: page size by default (spec: 30 per page) and at most. */
export const SAVED_PAGE_SIZE = 30;
export const SAVED_PAGE_MAX = 100;
/** Deeper offsets are refused rather than scanned. */
export const SAVED_OFFSET_MAX = 100_000;

/** A user id given as `user_id` or `userId`: a UUID, compared in lower case. */
function userId(name: string) {
  const malformed = `${name} must be a valid user id`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : malformed) })
    .trim()
    .min(1, `${name} is required`)
    .pipe(z.uuid({ error: malformed }))
    .transform((id) => id.toLowerCase());
}

export const opportunityId = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'opportunity_id is required' : 'opportunity_id must be a valid opportunity id',
  })
  .trim()
  .min(1, 'opportunity_id is required')
  .pipe(z.uuid({ error: 'opportunity_id must be a valid opportunity id' }))
  .transform((id) => id.toLowerCase());

/** A whole number in [min, max] from a query string (absent: the fallback). */

/** GET /api/user/opportunity/save?userId= */
export const savedIdsQuery = z.object({ userId: userId('userId') });

/** limit and offset of a candidate's list (saved, recommended, applications): 30 per page by default. */
export const pageQuery = z.object({
  limit: wholeNumber('limit', 1, SAVED_PAGE_MAX, SAVED_PAGE_SIZE),
  offset: wholeNumber('offset', 0, SAVED_OFFSET_MAX, 0),
});

/** GET /api/applications?limit=&offset=&opportunity_id= (the last, optional, for one opportunity's). */
export const applicationsQuery = pageQuery.extend({ opportunity_id: opportunityId.optional() });

/** GET /api/user/opportunity/save/details?userId=&limit=&offset= */
export const savedDetailsQuery = pageQuery.extend({ userId: userId('userId') });

/** POST and DELETE /api/user/opportunity/save */
export const saveInput = z.object({ user_id: userId('user_id'), opportunity_id: opportunityId });

/** GET /api/user/preferences/{userId} */
export const preferencesParams = z.object({ userId: userId('userId') });

/**
 * One preference list: names trimmed (control characters become spaces, NUL is refused), blanks dropped, repeats
 * (ignoring case) dropped, then at most 10. Absent or null means an empty list.
 */
function selections(field: string, kind: string, singular: string) {
  const tooMany = `Maximum ${PREFERENCE_MAX_SELECTIONS} selections allowed for ${kind}`;
  const name = lineText(`A ${singular} name`, { error: `Each ${singular} must be a name` })
    .trim()
    .max(PREFERENCE_NAME_MAX, `A ${singular} name may be at most ${PREFERENCE_NAME_MAX} characters`);
  return (
    z
      .array(name, { error: `${field} must be a list of ${kind}` })
      // A bound before the work below; repeats may still bring a longer list down to 10.
      .max(PREFERENCE_MAX_SELECTIONS * 10, tooMany)
      .nullish()
      .transform((list) => distinct(list ?? []))
      .refine((list) => list.length <= PREFERENCE_MAX_SELECTIONS, tooMany)
  );
}

function distinct(names: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const n of names) {
    const key = n.toLocaleLowerCase();
    if (n === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(n);
  }
  return kept;
}

const comments = multilineText('Comments', { error: 'Comments must be text' })
  .trim()
  .max(PREFERENCE_COMMENTS_MAX, `Comments may be at most ${PREFERENCE_COMMENTS_MAX} characters`)
  .nullish()
  .transform((s) => s ?? '');

/** POST /api/user/preferences: the whole set, replacing what was saved before. */
export const preferencesInput = z.object({
  user_id: userId('user_id'),
  countries: selections('countries', 'countries', 'country'),
  universities: selections('universities', 'universities', 'university'),
  // The spec's field is `departments`; people see the word "disciplines".
  departments: selections('departments', 'disciplines', 'discipline'),
  comments,
});

export type PreferencesInput = z.input<typeof preferencesInput>;
/** The preferences as the gateway parsed them. */
export type PreferencesData = z.output<typeof preferencesInput>;

/** A candidate's preferences as the API answers them (spec section 3, "User preference"). */
export interface PreferencesJson {
  user_id: string;
  countries: string[];
  universities: string[];
  departments: string[];
  comments: string;
}
