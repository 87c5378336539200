// The stipend as a yearly figure in the posting's own currency, for sorting and filtering: no
// exchange rates, so amounts compare only within a currency. A total is spread over the stated
// duration; without one there is no honest yearly figure.
import type { Stipend } from './engine.ts';

export function yearlyStipend(stipend: Stipend | null, durationMonths: number | null): number | null {
  if (!stipend) return null;
  if (stipend.period === 'month') return Math.round(stipend.amount * 12);
  if (stipend.period === 'year') return Math.round(stipend.amount);
  if (!durationMonths || durationMonths <= 0) return null;
  return Math.round(stipend.amount / (durationMonths / 12));
}
