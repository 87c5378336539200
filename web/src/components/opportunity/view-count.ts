import type { Opportunity } from '../../api/types.ts';

/** Spec section 2: the view count is `views`, or `view_count` where only that is sent. */
export function viewCount(o: Pick<Opportunity, 'views' | 'view_count'>): number {
  return o.views || o.view_count || 0;
}
