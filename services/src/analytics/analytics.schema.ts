// What the analytics counts are (spec section 7, "Analytics"): page views and named UI events, counted
// per UTC day in analytics_days; nothing identifies the visitor. What the web app may send is
// contracts/src/input/analytics.ts.
import type { DirectJobData } from '../events/catalogue.ts';

/** The analytics_days name under which page views are counted (the label is the path). */
export const PAGE_VIEW = 'page_view';

export type AnalyticsCount = DirectJobData<'analytics', 'analytics.batch'>['counts'][number];

/**
 * The path a page view is counted under: without query or fragment, which can carry tokens or
 * personal data and would make every URL a row of its own.
 */
export const countedPath = (path: string): string => path.replace(/[?#].*$/s, '') || '/';
