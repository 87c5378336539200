// Where the open positions like a closed one are listed: its discipline in its country and its whole
// discipline, or its country when it has no discipline (the closed and expired pages link them).
import { listingPath } from '@phd/contracts/paths';

export interface SimilarOpenLink {
  to: string;
  label: string;
}

export function similarOpenLinks(o: { ai_department: string | null; country: string }): SimilarOpenLink[] {
  const discipline = o.ai_department;
  return discipline
    ? [
        { to: listingPath({ discipline, country: o.country }), label: `Open ${discipline} positions in ${o.country}` },
        { to: listingPath({ discipline }), label: `All open ${discipline} positions` },
      ]
    : [{ to: listingPath({ country: o.country }), label: `Open positions in ${o.country}` }];
}
