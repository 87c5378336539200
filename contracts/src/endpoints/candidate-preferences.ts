// A signed-in candidate's preferences and the recommendations made from them, "Smart Picks" (spec
// sections 5 and 7, "Preferences"; docs/candidate-api.md, "Recommendations"). Each answers its own
// candidate only: another person's id is refused (403).
import { z } from 'zod';
import { pageQuery, preferencesInput, preferencesParams } from '../candidate-input.ts';
import { contract } from '../http/contract.ts';
import { opportunitySchema } from '../public-schemas.ts';

export const PREFERENCES_SAVED: string = 'Preferences saved successfully';

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
      data: z.array(opportunitySchema),
      pagination: z.object({ total: z.number().int() }),
      message: z
        .string()
        .optional()
        .describe('Only when the candidate has neither preferences nor saved opportunities: what to do'),
    }),
  },
});
