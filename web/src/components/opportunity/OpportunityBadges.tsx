// The card's and detail page's badges (spec section 2): freshness, who it is open to, full funding.
import type { FreshnessBadge } from './freshness.ts';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export interface OpportunityBadgesProps {
  freshness?: FreshnessBadge | null;
  openTo: string | null;
  fullyFunded: boolean;
}

export function OpportunityBadges({ freshness, openTo, fullyFunded }: OpportunityBadgesProps) {
  if (!freshness && !openTo && !fullyFunded) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-2">
      {freshness === 'Latest' && <li className={`${BADGE} bg-emerald-100 text-emerald-800`}>Latest</li>}
      {freshness === 'One week old' && <li className={`${BADGE} bg-amber-100 text-amber-900`}>One week old</li>}
      {openTo && <li className={`${BADGE} bg-brand-50 text-brand-700`}>{openTo}</li>}
      {fullyFunded && <li className={`${BADGE} bg-green-100 text-green-800`}>Fully Funded</li>}
    </ul>
  );
}
