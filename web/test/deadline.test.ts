import { describe, expect, it } from 'vitest';
import { deadlineView } from '../src/components/opportunity/deadline.ts';
import { deadlinePassed, takesApplications } from '@phd/contracts/application-window';

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

describe('takesApplications: one state for "Open" and "Deadline passed" (issue 28)', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it('an open position past its deadline takes no applications, and reads "Deadline passed"', () => {
    const passed = { status: 'open', closing_date: at('2026-03-09T23:59:59Z') };
    expect(takesApplications(passed, now)).toBe(false);
    expect(deadlineView(passed.closing_date, now)?.passed).toBe(true);
  });

  it('open with a coming deadline or none takes them; closed or draft never', () => {
    expect(takesApplications({ status: 'open', closing_date: at('2026-03-31T00:00:00Z') }, now)).toBe(true);
    expect(takesApplications({ status: 'open', closing_date: 0 }, now)).toBe(true);
    expect(takesApplications({ status: 'closed', closing_date: 0 }, now)).toBe(false);
    expect(takesApplications({ status: 'draft', closing_date: 0 }, now)).toBe(false);
  });

  it('the deadline instant itself has passed, as the server judges "open for applications"', () => {
    expect(deadlinePassed(now / 1000, now)).toBe(true);
    expect(deadlinePassed(now / 1000 + 1, now)).toBe(false);
  });
});
