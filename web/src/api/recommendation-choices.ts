// What a candidate tells Smart Picks (issue 32): "not for me", taking it back, and personalisation on
// or off, with the settings that list both.
import { queryOptions } from '@tanstack/react-query';
import {
  dismissPick,
  getRecommendationSettings,
  setRecommendationSettings,
  undismissPick,
} from '@phd/contracts/endpoints/candidate-preferences';
import { call } from './call.ts';

export const RECOMMENDATION_SETTINGS_KEY = ['recommendation-settings'] as const;

export const recommendationSettings = () =>
  queryOptions({
    queryKey: RECOMMENDATION_SETTINGS_KEY,
    queryFn: ({ signal }) => call(getRecommendationSettings, {}, { signal }),
  });

export const choicesApi = {
  dismiss: (opportunityId: string) => call(dismissPick, { body: { opportunity_id: opportunityId } }),
  undismiss: (opportunityId: string) => call(undismissPick, { params: { opportunityId } }),
  setPersonalised: (personalised: boolean) => call(setRecommendationSettings, { body: { personalised } }),
};
