// The public catalogue's wording of a refused input, as every schema-checked request was worded before
// contracts: "Please check your input (limit: must be a whole number from 1 to 100)." with each
// parameter's problem in the details. The rules are the contracts' (@phd/contracts/input/listing-query,
// analytics); serve() reads a route's parts with these readers when the route asks for them
// (CATALOGUE_INPUT; analytics' readBody).
import type { z } from 'zod';
import { invalid } from '@phd/services/errors';

/** Where the input came from: names the problem when it has no parameter of its own. */
export type InputPart = 'querystring' | 'params' | 'body';

export function checkInput<S extends z.ZodType>(schema: S, value: unknown, where: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) details[issue.path.join('.') || where] ??= issue.message;
  const summary = Object.entries(details)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw invalid(`Please check your input (${summary}).`, details);
}

/** A contract's body reader (serve's `readBody`) with the same wording. */
export const checkBody = (schema: z.ZodType, value: unknown): unknown => checkInput(schema, value, 'body');

/** The same for a query string (serve's `readQuery`). */
export const checkQuery = (schema: z.ZodType, value: unknown): unknown => checkInput(schema, value, 'querystring');

/** The same for path parameters (serve's `readParams`). */
export const checkParams = (schema: z.ZodType, value: unknown): unknown => checkInput(schema, value, 'params');

/** The catalogue's routes: their query strings and path parameters worded as above. */
export const CATALOGUE_INPUT = { readQuery: checkQuery, readParams: checkParams } as const;
