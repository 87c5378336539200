// Public forms (contact, subscribe) answer with the spec's own sentences ("Email is invalid"): the
// first problem becomes the error's message, every field's first problem goes into its details.
import type { z } from 'zod';
import { invalid } from './errors.ts';

export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A missing or non-object body reads as an empty form, so it gets the "... is required" messages.
  const form = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(form);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) details[issue.path.join('.') || '_'] ??= issue.message;
  throw invalid(result.error.issues[0]!.message, details);
}
