import { describe, expect, it } from 'vitest';
import { deadlineView } from '../src/components/opportunity/deadline.ts';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('deadlineView (spec section 4, "Deadline display")', () => {
  it('shows a coming deadline as a long English date', () => {
    expect(deadlineView(Date.parse('2026-03-31T23:59:59Z') / 1000, now)).toEqual({
      text: '31 March 2026',
      passed: false,
    });
  });

  it('reads "Deadline passed" once the deadline is past', () => {
    expect(deadlineView(Date.parse('2026-03-09T23:59:59Z') / 1000, now)).toEqual({
      text: 'Deadline passed',
      passed: true,
    });
  });

  it('shows nothing for zero, negative, missing or impossible dates', () => {
    expect(deadlineView(0, now)).toBeNull();
    expect(deadlineView(-5, now)).toBeNull();
    expect(deadlineView(null, now)).toBeNull();
    expect(deadlineView(undefined, now)).toBeNull();
    expect(deadlineView(Number.NaN, now)).toBeNull();
    expect(deadlineView(Number.POSITIVE_INFINITY, now)).toBeNull();
    expect(deadlineView(1e15, now)).toBeNull();
  });
});
