// Spec section 2, "Global behaviour": every route change scrolls smoothly to the top after 100 ms and
// records a page view. Keyed on the pathname, so query-string changes (listing filters) do neither.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../analytics/track.ts';

export const SCROLL_TO_TOP_DELAY_MS = 100;

export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
