// A signed-in candidate's preferences and the recommendations made from them, "Smart Picks" (spec
// sections 5 and 7, "Preferences"; docs/candidate-api.md, "Recommendations"). Each answers its own
// candidate only: another person's id is refused (403).
import { z } from 'zod';
import { opportunityId, pageQuery, preferencesInput, preferencesParams } from '../candidate-input.ts';
import { contract } from '../http/contract.ts';
import { opportunitySchema } from '../public-schemas.ts';

export const PREFERENCES_SAVED: string = 'Preferences saved successfully';
export const PICK_DISMISSED = 'Removed from your Smart Picks' as const;
export const PICK_RESTORED = 'It may be picked for you again' as const;
export const PERSONALISATION_SAVED = 'Your choice is saved' as const;

const candidate = { audience: 'candidate', area: 'Candidate' } as const;

export const preferencesSchema = z
  .object({
    user_id: z.string().describe('UUID, lower case'),
    countries: z.array(z.string()),
    universities: z.array(z.string()),
    departments: z.array(z.string()).describe('The disciplines'),
    comments: z.string(),
  })
  .meta({ id: 'Preferences' });

export const getPreferences = contract({
  ...candidate,
  topic: 'Preferences',
  method: 'GET',
  path: '/api/user/preferences/:userId',
  summary: 'The candidate’s preferences (empty lists and "" when never saved)',
  params: preferencesParams,
  responses: { 200: preferencesSchema },
});

export const savePreferences = contract({
  ...candidate,
  topic: 'Preferences',
  method: 'POST',
  path: '/api/user/preferences',
  summary: 'Replace the candidate’s preferences (up to 10 of each kind; names trimmed, repeats dropped)',
  body: preferencesInput,
  responses: { 200: z.object({ message: z.literal(PREFERENCES_SAVED), preferences: preferencesSchema }) },
});

const whySchema = z
  .object({
    preferences: z.array(z.string()).describe('Preferences it matched, e.g. "country Germany"'),
    words: z.array(z.string()).describe('Words it shares with what the candidate saved or wrote'),
    words_from: z.enum(['saved', 'comments']).nullable(),
  })
  .meta({ id: 'PickWhy' });

export const listRecommendations = contract({
  ...candidate,
  topic: 'Recommendations',
  method: 'GET',
  path: '/api/opportunities/user/:userId',
  summary:
    'One page of the candidate’s recommendations (Smart Picks), best first; closed, expired and saved ones are left out',
  params: preferencesParams,
  query: pageQuery,
  responses: {
    200: z.object({
      data: z.array(
        opportunitySchema.extend({
          why: whySchema.optional().describe('Why it was picked (personalised picks only)'),
        }),
      ),
      pagination: z.object({ total: z.number().int() }),
      personalised: z
        .boolean()
        .describe('False when the candidate switched personalisation off: the newest open positions instead'),
      message: z
        .string()
        .optional()
        .describe('Only when the candidate has neither preferences nor saved opportunities: what to do'),
    }),
  },
});

const recommendationsBase = '/api/user/recommendations';

export const recommendationSettingsSchema = z.object({
  personalised: z.boolean(),
  dismissed: z
    .array(
      z.object({
        opportunity_id: z.string(),
        title: z.string(),
        university: z.string(),
        dismissed_at: z.string().describe('ISO 8601'),
      }),
    )
    .describe('Listings called "not for me", newest first'),
});

export const getRecommendationSettings = contract({
  ...candidate,
  topic: 'Recommendations',
  method: 'GET',
  path: `${recommendationsBase}/settings`,
  summary: 'Whether Smart Picks are personalised, and the listings the candidate called "not for me"',
  responses: { 200: recommendationSettingsSchema },
});

export const setRecommendationSettings = contract({
  ...candidate,
  topic: 'Recommendations',
  method: 'PUT',
  path: `${recommendationsBase}/settings`,
  summary: 'Switch personalised recommendations on or off (off: the newest open positions, the same for everyone)',
  body: z.object({
    personalised: z.boolean({ error: 'personalised must be true or false' }),
  }),
  responses: { 200: z.object({ message: z.literal(PERSONALISATION_SAVED), personalised: z.boolean() }) },
});

export const dismissPick = contract({
  ...candidate,
  topic: 'Recommendations',
  method: 'POST',
  path: `${recommendationsBase}/dismissed`,
  summary: '"Not for me": the listing leaves Smart Picks and similar ones rank lower (again changes nothing)',
  body: z.object({ opportunity_id: opportunityId }),
  responses: { 201: z.object({ message: z.literal(PICK_DISMISSED), opportunity_id: z.string() }) },
});

export const undismissPick = contract({
  ...candidate,
  topic: 'Recommendations',
  method: 'DELETE',
  path: `${recommendationsBase}/dismissed/:opportunityId`,
  summary: 'Take back a "not for me" (again changes nothing)',
  params: z.object({ opportunityId }),
  responses: { 200: z.object({ message: z.literal(PICK_RESTORED), opportunity_id: z.string() }) },
});
