// The signed-in user's saved opportunities (spec sections 4 "Save toggle" and 7 "Saved opportunities"):
// the set of ids is loaded once the user is known and shared by every toggle on the page. Saving adds
// the id when the call succeeds; unsaving removes it only after the call succeeds. Failures are only
// logged (spec section 8, "Silent failures").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '../analytics/track.ts';
import { useCurrentUser } from '../layout/useCurrentUser.ts';
import { listSavedIds, saveOpportunity, unsaveOpportunity } from '@phd/contracts/endpoints/saved-opportunities';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export const savedIdsKey = (userId: string) => ['saved', userId] as const;

type SavedIds = ContractResponse<typeof listSavedIds>;

export function useSavedIds() {
  const { user } = useCurrentUser();
  const userId = user?.id;
  return useQuery({
    queryKey: savedIdsKey(userId ?? ''),
    queryFn: ({ signal }) => call(listSavedIds, { query: { userId: userId! } }, { signal }),
    enabled: Boolean(userId),
    select: (data) => new Set(data.savedOpportunities),
  });
}

export interface SavedOpportunityState {
  signedIn: boolean;
  saved: boolean;
  pending: boolean;
  toggle: () => void;
}

/** The save state of one opportunity and the action that flips it. */
export function useSavedOpportunity(opportunityId: string): SavedOpportunityState {
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const saved = useSavedIds().data?.has(opportunityId) ?? false;
  const mutation = useMutation({
    mutationFn: async (save: boolean) => {
      const body = { user_id: user!.id, opportunity_id: opportunityId };
      await call(save ? saveOpportunity : unsaveOpportunity, { body });
      return save;
    },
    onSuccess: (save) => {
      const key = savedIdsKey(user!.id);
      client.setQueryData<SavedIds>(key, (old) => {
        const ids = (old?.savedOpportunities ?? []).filter((id) => id !== opportunityId);
        return { savedOpportunities: save ? [opportunityId, ...ids] : ids };
      });
      trackEvent(save ? 'save' : 'unsave', 'Opportunity', opportunityId);
      // Lists built from the saved set (Smart Picks, the dashboard, recommendations) are stale now.
      void client.invalidateQueries({ queryKey: ['saved-details'] });
      void client.invalidateQueries({ queryKey: ['recommendations'] });
    },
    onError: (error) => console.error('Saving the opportunity failed', error),
  });
  return {
    signedIn: user !== null,
    saved,
    pending: mutation.isPending,
    toggle: () => {
      if (user && !mutation.isPending) mutation.mutate(!saved);
    },
  };
}
