// zod issues -> the typed `invalid` DomainError with one message per field, as the gateway expects.
import type { z } from 'zod';
import { invalid } from '../errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    details[field] ??= issue.message;
  }
  throw invalid(
    `Invalid opportunity: ${Object.entries(details)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
    details,
  );
}
