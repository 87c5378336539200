// A signed-in candidate's saved opportunities (spec section 7, "Saved opportunities";
// docs/candidate-api.md): the ids, one page of the rows, save and unsave (both idempotent).
import { z } from 'zod';
import { saveInput, savedDetailsQuery, savedIdsQuery } from '../candidate-input.ts';
import { contract } from '../http/contract.ts';
import { opportunitySchema } from '../public-schemas.ts';

export const OPPORTUNITY_SAVED = 'Opportunity saved';
export const OPPORTUNITY_UNSAVED = 'Opportunity removed from saved';

const SAVE_PATH = '/api/user/opportunity/save';

const saveAnswer = (message: string) =>
  z.object({ message: z.literal(message), opportunity_id: z.string().describe('UUID, lower case') });

export const listSavedIds = contract({
  method: 'GET',
  path: SAVE_PATH,
  audience: 'candidate',
  area: 'Candidate',
  summary: 'The ids of the opportunities the candidate saved, newest save first',
  query: savedIdsQuery,
  responses: { 200: z.object({ savedOpportunities: z.array(z.string()) }) },
});

export const listSavedDetails = contract({
  method: 'GET',
  path: `${SAVE_PATH}/details`,
  audience: 'candidate',
  area: 'Candidate',
  summary: 'One page of the saved opportunities, newest save first (closed ones stay, marked closed)',
  query: savedDetailsQuery,
  responses: {
    200: z.object({ data: z.array(opportunitySchema), pagination: z.object({ total: z.number().int() }) }),
  },
});

export const saveOpportunity = contract({
  method: 'POST',
  path: SAVE_PATH,
  audience: 'candidate',
  area: 'Candidate',
  summary: 'Save an opportunity (saving it again changes nothing)',
  body: saveInput,
  responses: { 201: saveAnswer(OPPORTUNITY_SAVED) },
});

export const unsaveOpportunity = contract({
  method: 'DELETE',
  path: SAVE_PATH,
  audience: 'candidate',
  area: 'Candidate',
  summary: 'Remove an opportunity from the saved ones (removing it again changes nothing)',
  body: saveInput,
  responses: { 200: saveAnswer(OPPORTUNITY_UNSAVED) },
});
