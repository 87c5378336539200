// Smart Picks' saved positions: "I applied externally" on each, and once marked, the day it was
// ("Applied externally on 1 October 2026"), which My applications then tracks with its deadline.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { externalApplications, refreshTracking, trackingApi } from '../../api/tracking.ts';
import { SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { dayLabel } from './tracking-rules.ts';

export function AppliedExternallyButton({ opportunityId, title }: { opportunityId: string; title: string }) {
  const client = useQueryClient();
  const tracked = useQuery(externalApplications());
  const marked = tracked.data?.find((a) => a.opportunity_id === opportunityId);
  const mark = useMutation({
    mutationFn: () => trackingApi.markAppliedExternally(opportunityId),
    onSuccess: () => refreshTracking(client),
  });
  if (marked) {
    return <p className="text-sm font-medium text-green-800">Applied externally on {dayLabel(marked.applied_on)}</p>;
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled={tracked.isPending || mark.isPending}
        onClick={() => mark.mutate()}
        className={`${SECONDARY_BUTTON} px-3 py-1 text-sm`}
      >
        {mark.isPending ? 'Marking...' : 'I applied externally'}
        <span className="sr-only"> to {title}</span>
      </button>
      {mark.error && (
        <p role="alert" className="text-sm text-red-700">
          {mark.error.message}
        </p>
      )}
    </div>
  );
}
