// "Alert me about new matches": saves the listing's current search (every filter an alert keeps,
// api/alerts.ts alertFiltersOf) as an alert (daily by default) for the signed-in candidate, who
// manages it in Smart Picks; signed out, it leads to sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ALERTS_KEY, alertFiltersOf, alertsApi } from '../../api/alerts.ts';
import { SECONDARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { serverMessage } from '../../layout/server-message.ts';
import type { ListingFilters } from '@phd/contracts/listing-filters';

export function AlertMeButton({ filters }: { filters: ListingFilters }) {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => alertsApi.create(alertFiltersOf(filters)),
    onSuccess: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
  if (!user)
    return (
      <Link to="/login" className={`${SECONDARY_BUTTON} text-sm`}>
        Sign in to get alerts about new matches
      </Link>
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={`${SECONDARY_BUTTON} text-sm`}
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {save.isPending ? 'Saving alert...' : 'Alert me about new matches'}
      </button>
      <div aria-live="polite">
        {save.isSuccess && (
          <p role="status" className="text-sm text-slate-700">
            {save.data.message}{' '}
            <Link to="/smart-picks?section=alerts" className={TEXT_LINK}>
              Manage alerts
            </Link>
          </p>
        )}
        {save.isError && (
          <p role="alert" className="text-sm text-red-800">
            {serverMessage(save.error, 'The alert could not be saved. Please try again.')}
          </p>
        )}
      </div>
    </div>
  );
}
