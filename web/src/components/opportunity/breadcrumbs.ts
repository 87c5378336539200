// The breadcrumb bar's rules (spec section 2, "Opportunity detail"): which items show and how long
// the last label may be, at the 768 px breakpoint.

export interface Crumb {
  label: string;
  href: string;
}

/** Characters of the last label kept on narrow (< 768 px) and wide screens. */
export const LAST_LABEL_MAX = { narrow: 25, wide: 50 } as const;

/** Under 768 px a trail of more than two items keeps only its first and last. */
export function visibleCrumbs(items: readonly Crumb[], narrow: boolean): Crumb[] {
  if (narrow && items.length > 2) return [items[0]!, items[items.length - 1]!];
  return [...items];
}

/** The label cut to `max` characters followed by an ellipsis, when longer. */
export function truncateLabel(label: string, max: number): string {
  const chars = Array.from(label);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : label;
}
