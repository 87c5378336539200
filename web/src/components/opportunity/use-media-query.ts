// Layout rules that change content, not just styling (the breadcrumb trail, the filter drawer), read
// the breakpoints of spec section 9 from the browser rather than from CSS.
import { useCallback, useSyncExternalStore } from 'react';

/** Cards and the breadcrumb bar switch at 768 px. */
export const WIDE_CARD_QUERY = '(min-width: 768px)';
/** The filter panel is a sidebar from 1024 px, a drawer below. */
export const SIDEBAR_QUERY = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
