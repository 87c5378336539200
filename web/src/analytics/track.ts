// Our own analytics (no third party): page views and the spec's named events, sent to the gateway,
// which queues them; a worker folds them into daily counts. Fire-and-forget: a failure never
// reaches the user, and `keepalive` lets a send finish while the page unloads.

function send(path: string, body: Record<string, string>): void {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

/** Spec section 2: every route change records a page view. */
export function trackPageView(path: string): void {
  send('/api/analytics/page-view', { path: path.slice(0, 300) });
}

/** Spec section 7, "Analytics": button clicks, save, unsave, apply click, social click, "View Opportunity Details"... */
export function trackEvent(name: string, category: string, label = ''): void {
  send('/api/analytics/event', {
    name: name.slice(0, 100),
    category: category.slice(0, 100),
    label: label.slice(0, 200),
  });
}
