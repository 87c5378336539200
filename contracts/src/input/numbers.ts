// Whole numbers as query strings carry them (limit, offset): digits only, within bounds, a default
// when absent; one message names the field and its range.
import { z } from 'zod';

export function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .optional()
    .transform((n) => n ?? fallback);
}
