// One listing filter parameter (spec section 7): JSON text of the form {"in":["value", ...]}, or a
// plain value meaning a one-item list. Empty (no parameter, "", {"in":[]}) means no filter.
import { z } from 'zod';
import { hasLoneSurrogate } from '@phd/contracts/input/text';

export const MAX_FILTER_VALUES = 50;
export const MAX_VALUE_LENGTH = 200;
const EXPECTED = `must be JSON {"in":["value", ...]} or a plain value`;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a list of values is unacceptable, or null. */
function problemWith(values: unknown[]): string | null {
  if (values.length > MAX_FILTER_VALUES) return `may list at most ${MAX_FILTER_VALUES} values`;
  for (const value of values) {
    if (typeof value !== 'string') return `${EXPECTED} (every value a string)`;
    if (value.length > MAX_VALUE_LENGTH) return `values may be at most ${MAX_VALUE_LENGTH} characters`;
    if (CONTROL.test(value)) return 'values may not contain control characters';
    // The guard saw this JSON as text; only parsing it can reveal an escaped half of a character.
    if (hasLoneSurrogate(value)) return 'values may not contain half of a character (an unpaired UTF-16 surrogate)';
  }
  return null;
}

function parse(raw: unknown): { values: string[] } | { problem: string } {
  if (raw === undefined) return { values: [] };
  if (typeof raw !== 'string') return { problem: `${EXPECTED}, given once` };
  const text = raw.trim();
  let values: unknown[] = [text];
  if (text.startsWith('{') || text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { problem: `${EXPECTED} (this is not valid JSON)` };
    }
    if (!json || typeof json !== 'object' || Array.isArray(json) || !Array.isArray((json as { in?: unknown }).in)) {
      return { problem: EXPECTED };
    }
    values = (json as { in: unknown[] }).in;
  }
  const problem = problemWith(values);
  if (problem) return { problem };
  const cleaned = (values as string[]).map((v) => v.trim()).filter((v) => v !== '');
  return { values: [...new Set(cleaned)].sort() };
}

/** The parameter as a sorted list of distinct values, or undefined for "no filter". */
export const filterParam = z
  .unknown()
  .transform((raw, ctx): string[] | undefined => {
    const result = parse(raw);
    if ('problem' in result) {
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    }
    return result.values.length > 0 ? result.values : undefined;
  })
  .optional();
