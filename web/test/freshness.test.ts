import { describe, expect, it } from 'vitest';
import { freshnessBadge } from '../src/components/opportunity/freshness.ts';

const at = (iso: string) => Date.parse(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;
const DAY = 86_400;

describe('freshnessBadge (spec section 4, in UTC)', () => {
  const now = at('2026-03-10T15:30:00Z');

  it('is "Latest" from midnight UTC two days ago on', () => {
    expect(freshnessBadge(seconds('2026-03-08T00:00:00Z'), now)).toBe('Latest');
    expect(freshnessBadge(seconds('2026-03-09T12:00:00Z'), now)).toBe('Latest');
    expect(freshnessBadge(seconds('2026-03-10T15:29:59Z'), now)).toBe('Latest');
  });

  it('is nothing just before midnight UTC two days ago (2 to 3 days old)', () => {
    expect(freshnessBadge(seconds('2026-03-07T23:59:59Z'), now)).toBeNull();
    expect(freshnessBadge(now / 1000 - 3 * DAY, now)).toBeNull();
  });

  it('is "One week old" when more than 3 and at most 7 days old', () => {
    expect(freshnessBadge(now / 1000 - 3 * DAY - 1, now)).toBe('One week old');
    expect(freshnessBadge(now / 1000 - 5 * DAY, now)).toBe('One week old');
    expect(freshnessBadge(now / 1000 - 7 * DAY, now)).toBe('One week old');
  });

  it('is nothing past 7 days', () => {
    expect(freshnessBadge(now / 1000 - 7 * DAY - 1, now)).toBeNull();
    expect(freshnessBadge(now / 1000 - 60 * DAY, now)).toBeNull();
  });

  it('counts days in UTC, not the visitor time zone, just after midnight UTC', () => {
    const earlyMorning = at('2026-03-10T00:10:00Z');
    expect(freshnessBadge(seconds('2026-03-08T00:00:00Z'), earlyMorning)).toBe('Latest');
    expect(freshnessBadge(seconds('2026-03-07T23:00:00Z'), earlyMorning)).toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(freshnessBadge(seconds('2025-12-30T00:00:00Z'), at('2026-01-01T08:00:00Z'))).toBe('Latest');
    expect(freshnessBadge(seconds('2025-12-29T23:59:59Z'), at('2026-01-01T08:00:00Z'))).toBeNull();
  });

  it('shows nothing without a creation time', () => {
    expect(freshnessBadge(0, now)).toBeNull();
    expect(freshnessBadge(Number.NaN, now)).toBeNull();
  });
});
