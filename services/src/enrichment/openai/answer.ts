// The answer the OpenAI engine asks for: the fields of an Enrichment, as one JSON object. The same
// zod schema gives the JSON schema sent as the structured-output format and validates what comes back.
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';
import { DISCIPLINES } from '../../seed/data/disciplines.ts';
import { postingFactsSchema, SUMMARY_MAX, type Enrichment } from '../engine.ts';

const DISCIPLINE_NAMES = DISCIPLINES.map((d) => d.name) as [string, ...string[]];

export const answerSchema = z.object({
  summary: z
    .string()
    .trim()
    .min(1)
    .max(SUMMARY_MAX)
    .refine((s) => !/<\/?[a-z][^>]*>/i.test(s), 'must be plain text, not markup'),
  discipline: z.enum(DISCIPLINE_NAMES).nullable(),
  facts: postingFactsSchema,
});

/**
 * Strict structured output. Length limits are left out of the schema sent: OpenAI's strict mode
 * refuses `minLength`/`maxLength`, so the prompt states them and `answerSchema` enforces them.
 */
export const answerFormat: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: {
    name: 'posting_enrichment',
    strict: true,
    schema: withoutLengthLimits(zodResponseFormat(answerSchema, 'posting_enrichment').json_schema.schema),
  },
};

/** The model's message content as an Enrichment, or why it is not one. */
export function parseAnswer(
  content: string | null | undefined,
): { ok: true; enrichment: Enrichment } | { ok: false; problem: string } {
  if (!content) return { ok: false, problem: 'empty answer' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'answer is not JSON' };
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `${issue.path.join('.') || 'answer'}: ${issue.message}` };
  }
  return { ok: true, enrichment: parsed.data };
}

function withoutLengthLimits<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutLengthLimits) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'minLength' && key !== 'maxLength')
      .map(([key, value]) => [key, withoutLengthLimits(value)]),
  ) as T;
}
