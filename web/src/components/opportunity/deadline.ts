// The deadline display of spec section 4, shared by the card and the detail page.
import { deadlinePassed } from '@phd/contracts/application-window';
import { formatDeadline } from '@phd/contracts/seo';

export const DEADLINE_PASSED = 'Deadline passed';

export interface DeadlineView {
  text: string;
  passed: boolean;
}

/**
 * Nothing unless `closingDate` (unix seconds) is a positive number that is a real date; a past one
 * reads "Deadline passed", a coming one the long English date. `now` is milliseconds.
 */
export function deadlineView(closingDate: number | null | undefined, now: number): DeadlineView | null {
  if (typeof closingDate !== 'number' || !Number.isFinite(closingDate) || closingDate <= 0) return null;
  const ms = closingDate * 1000;
  if (Number.isNaN(new Date(ms).getTime())) return null;
  if (deadlinePassed(closingDate, now)) return { text: DEADLINE_PASSED, passed: true };
  return { text: formatDeadline(closingDate), passed: false };
}
