import { describe, expect, it } from 'vitest';
import { LAST_LABEL_MAX, truncateLabel, visibleCrumbs } from '../src/components/opportunity/breadcrumbs.ts';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'PhD Openings', href: '/phd-vacancies/standard' },
  { label: 'Quantum sensing', href: '/opportunities/x' },
];

describe('breadcrumb rules (spec section 2)', () => {
  it('keeps only the first and last item under 768 px when there are more than two', () => {
    expect(visibleCrumbs(trail, true).map((c) => c.label)).toEqual(['Home', 'Quantum sensing']);
  });

  it('keeps every item on wide screens and short trails on narrow ones', () => {
    expect(visibleCrumbs(trail, false)).toEqual(trail);
    expect(visibleCrumbs(trail.slice(0, 2), true)).toEqual(trail.slice(0, 2));
  });

  it('cuts the last label to 25 (narrow) or 50 (wide) characters with an ellipsis', () => {
    const long = 'Machine learning for the detection of gravitational waves in noisy data';
    expect(LAST_LABEL_MAX).toEqual({ narrow: 25, wide: 50 });
    expect(truncateLabel(long, 25)).toBe(`${long.slice(0, 25)}...`);
    expect(truncateLabel(long, 50)).toBe(`${long.slice(0, 50)}...`);
    expect(truncateLabel('Short title', 25)).toBe('Short title');
    expect(truncateLabel('x'.repeat(25), 25)).toBe('x'.repeat(25));
  });
});
