// The OpenAI enrichment engine: one structured-output chat completion per posting, validated against
// the engine interface's schemas. It never fails a posting: a time-out, an error after the retries,
// an invalid answer or a spent per-minute budget hands the posting to the fallback engine (the local
// one), and the result says which engine produced it.
import OpenAI from 'openai';
import type { Logger } from '../../logger.ts';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from '../engine.ts';
import { contradictsFunding } from '../funding-words.ts';
import { detectLanguage } from '../local/language.ts';
import { answerFormat, parseAnswer } from './answer.ts';
import { buildMessages, plainDescription } from './prompt.ts';
import { createRequestBudget } from './request-budget.ts';

export interface OpenAiEngineOptions {
  apiKey: string;
  /** An OpenAI-compatible server; unset: OpenAI's own. */
  baseURL?: string;
  model: string;
  /** Time-out of each attempt. */
  timeoutMs: number;
  /** Retries after the first attempt, on 408/409/429/5xx, network errors and time-outs. */
  maxRetries: number;
  /** Calls this engine may start in any 60 s; build one engine per process so the budget is shared. */
  requestsPerMinute: number;
  fallback: EnrichmentEngine;
  logger?: Logger;
}

export function createOpenAiEngine(options: OpenAiEngineOptions): EnrichmentEngine {
  // The package retries with exponential backoff and jitter and honours Retry-After (and
  // retry-after-ms); its own logging is off because failures are logged here, once, without the key.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    logLevel: 'off',
  });
  const budget = createRequestBudget(options.requestsPerMinute);
  const logger = options.logger?.child({ engine: 'openai', model: options.model });

  async function fallBack(input: EnrichmentInput, why: Record<string, unknown>): Promise<Enrichment> {
    logger?.warn({ ...why, fallback: options.fallback.name }, 'OpenAI enrichment failed; using the fallback engine');
    const result = await options.fallback.enrich(input);
    return { ...result, engine: result.engine ?? options.fallback.name };
  }

  return {
    name: 'openai',
    async enrich(input) {
      if (!budget.take()) {
        return fallBack(input, { reason: 'budget', requestsPerMinute: options.requestsPerMinute });
      }
      let message: OpenAI.Chat.ChatCompletionMessage | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages: buildMessages(input),
          response_format: answerFormat,
        });
        message = completion.choices[0]?.message;
      } catch (err) {
        return fallBack(input, describeFailure(err, options.apiKey));
      }
      if (message?.refusal) return fallBack(input, { reason: 'refusal', problem: message.refusal.slice(0, 200) });
      const answer = parseAnswer(message?.content);
      if (!answer.ok) return fallBack(input, { reason: 'invalid_answer', problem: answer.problem });
      // A summary that names another funding type than the one stated would contradict the badge:
      // the local engine's follows the stated one.
      const stated = input.statedFundingType;
      if (stated && contradictsFunding(answer.enrichment.summary, stated)) {
        return fallBack(input, { reason: 'invalid_answer', problem: 'summary contradicts the stated funding' });
      }
      // The language is not asked of the model: the local detector names it the same way for both engines.
      return { ...answer.enrichment, language: detectLanguage(plainDescription(input.description)), engine: 'openai' };
    },
  };
}

/** What went wrong, for the log: never the request (its headers carry the key), and the key scrubbed. */
function describeFailure(err: unknown, apiKey: string): Record<string, unknown> {
  const scrub = (text: string) => text.replaceAll(apiKey, '[redacted]').replace(/\bsk-[\w*-]+/g, '[redacted]');
  if (err instanceof OpenAI.APIConnectionTimeoutError) return { reason: 'timeout' };
  if (err instanceof OpenAI.APIConnectionError) return { reason: 'network', problem: scrub(err.message) };
  if (err instanceof OpenAI.APIError) return { reason: 'http', status: err.status, problem: scrub(err.message) };
  return { reason: 'error', problem: scrub(err instanceof Error ? err.message : String(err)) };
}
