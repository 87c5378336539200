// The site's names of its stages (GET /api/saas/pipeline), for every staff screen that shows a status.
// Until the answer comes (or if it fails) the default names stand in, so no screen waits on it.
import { useQuery } from '@tanstack/react-query';
import { applicantsApi, stageNamesOf } from '../../api/applicants.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';

export const PIPELINE_KEY = ['saas', 'pipeline'] as const;

export function useStageNames(): Record<ApplicantStatus, string> {
  const pipeline = useQuery({
    queryKey: PIPELINE_KEY,
    queryFn: ({ signal }) => applicantsApi.pipeline(signal),
    // Renamed rarely, and only in the settings.
    staleTime: 5 * 60_000,
  });
  return stageNamesOf(pipeline.data);
}
