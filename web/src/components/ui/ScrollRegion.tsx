// A wide table's frame on narrow screens: it scrolls sideways inside the page, and is focusable and
// named so keyboard and screen reader users can reach and scroll it too. `relative` keeps the
// absolutely placed screen-reader-only labels of its cells inside it: without it they widen the page.
import type { ReactNode } from 'react';
import { FOCUS_RING } from './styles.ts';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`relative overflow-x-auto rounded ${FOCUS_RING}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
