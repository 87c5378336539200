// Our own analytics (no third party): page views and the spec's named events, sent to the gateway,
// which queues them; a worker folds them into daily counts. Fire-and-forget: a failure never
// reaches the user, and `keepalive` lets a send finish while the page unloads (so not through call(),
// whose requests end with the page), typed by the same contracts.
import type { z } from 'zod';
import { recordEvent, recordPageView } from '@phd/contracts/endpoints/catalogue';

type Beacon = typeof recordPageView | typeof recordEvent;

function send<C extends Beacon>(contract: C, body: z.input<C['body']>): void {
  void fetch(contract.path, {
    method: contract.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

/** Spec section 2: every route change records a page view. */
export function trackPageView(path: string): void {
  send(recordPageView, { path: path.slice(0, 300) });
}

/** Spec section 7, "Analytics": button clicks, save, unsave, apply click, social click, "View Opportunity Details"... */
export function trackEvent(name: string, category: string, label = ''): void {
  send(recordEvent, {
    name: name.slice(0, 100),
    category: category.slice(0, 100),
    label: label.slice(0, 200),
  });
}
