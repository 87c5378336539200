// "Try it with the sample" (issue 31: the demo serves a sample CSV and feed, so an import can be tried
// offline). The gateway serves them only while the demo is on, so the hint asks once whether the
// sample is there (a HEAD) and shows nothing otherwise, as in production.
import { useQuery } from '@tanstack/react-query';
import { SAMPLE_FEED_PATH, SAMPLE_POSITIONS_CSV_PATH } from '@phd/contracts/demo-imports';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { mainSiteUrl } from '../../layout/tenant.ts';
import type { Mode } from './ImportSourceFields.tsx';

function useDemoOn(): boolean {
  const { data } = useQuery({
    queryKey: ['imports', 'demo-samples'],
    queryFn: async ({ signal }) => (await fetch(SAMPLE_FEED_PATH, { method: 'HEAD', signal })).ok,
    staleTime: Infinity,
    retry: false,
  });
  return data === true;
}

/** The sample feed's address as the server fetching it reaches it: the main site's, never a tenant host's. */
export const sampleFeedUrl = () => `${mainSiteUrl().replace(/\/+$/, '')}${SAMPLE_FEED_PATH}`;

export function DemoSampleHint({ mode, onUseFeed }: { mode: Mode; onUseFeed: (url: string) => void }) {
  if (!useDemoOn()) return null;
  return (
    <p className="text-sm text-slate-700">
      Trying it out?{' '}
      {mode === 'file' ? (
        <a className={TEXT_LINK} href={SAMPLE_POSITIONS_CSV_PATH} download>
          Download the demo’s sample CSV
        </a>
      ) : (
        <button type="button" className={TEXT_LINK} onClick={() => onUseFeed(sampleFeedUrl())}>
          Use the demo’s sample feed
        </button>
      )}
    </p>
  );
}
