// The local engine's targets on every labelled set (issue 29); the held-out sets' figures are the
// ones that count. Shares are fractions; contradictions and cut words must be none at all.
import { rate, type EngineReport } from './evaluate.ts';

export const TARGETS = {
  discipline: 0.95,
  fundingType: 0.95,
  stipend: 0.95,
  researchSentence: 0.9,
  noContradiction: 1,
  noCutWord: 1,
} as const satisfies Partial<Record<keyof EngineReport, number>>;

type Measure = keyof typeof TARGETS;

/** Most mean milliseconds per posting. */
export const MAX_MEAN_MS = 5;

/**
 * Where a held-out set is still under a target of issue 29 (the issue stays open for it), the figure
 * reached so far: CI holds it there so it cannot slip, while `npm run eval` keeps reporting the
 * target as not met. Raise these as the engine improves; delete an entry once its target is met.
 */
export const HELD_OUT_FLOORS: Record<string, Partial<Record<Measure, number>>> = {
  'long held-out': { discipline: 0.94, fundingType: 0.94 },
};

/**
 * The targets a report misses, as "fundingType 93.8% < 95%". Time is judged only where asked
 * (`npm run eval`): speed belongs to a measurement on a quiet machine, not to a test that shares two
 * cores with the rest of the suite. `floors` lowers a target to the figure a set has reached.
 */
export function missedTargets(
  report: EngineReport,
  { time = true, floors = {} }: { time?: boolean; floors?: Partial<Record<Measure, number>> } = {},
): string[] {
  const missed: string[] = [];
  for (const [measure, target] of Object.entries(TARGETS) as [Measure, number][]) {
    const bar = Math.min(target, floors[measure] ?? target);
    const got = rate(report[measure]);
    if (got < bar) missed.push(`${measure} ${(got * 100).toFixed(1)}% < ${bar * 100}%`);
  }
  if (time && report.meanMs > MAX_MEAN_MS) missed.push(`mean ${report.meanMs.toFixed(2)} ms > ${MAX_MEAN_MS} ms`);
  return missed;
}
