// The OpenAI enrichment engine against a local OpenAI-compatible server (test/support), never OpenAI
// itself: structured answers, retries, time-outs, invalid answers, the per-minute budget and the fall
// back to a fake local engine (a plain object; the real local engine is tested on its own).
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEnrichmentEngine } from '../src/enrichment/create-engine.ts';
import type { Enrichment, EnrichmentEngine, EnrichmentInput } from '../src/enrichment/engine.ts';
import { createOpenAiEngine, type OpenAiEngineOptions } from '../src/enrichment/openai/engine.ts';
import { DESCRIPTION_MAX } from '../src/enrichment/openai/prompt.ts';
import { createRequestBudget } from '../src/enrichment/openai/request-budget.ts';
import {
  chatCompletion,
  errorReply,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from './support/openai-compatible-server.ts';

const API_KEY = 'sk-test-0123456789abcdef';

const posting: EnrichmentInput = {
  title: 'PhD Studentship: Verified Compilation for Safety-Critical Software',
  description:
    '<p>A <strong>fully funded</strong> 42-month PhD in the School of Informatics.</p>' +
    '<p>Stipend &pound;20,780 per year and home fees. <a href="https://example.org">UK applicants only</a>.</p>',
  universityName: 'University of Edinburgh',
  department: 'School of Informatics',
  country: 'United Kingdom',
  city: 'Edinburgh',
  closingDate: new Date('2027-01-31T00:00:00Z'),
  deadline: null,
  funding: 'Fully funded',
  fundingDetails: 'Stipend and home tuition fees',
  statedFundingType: null,
};

const modelAnswer: Enrichment = {
  summary:
    'A fully funded 42-month PhD on verified compilation at the University of Edinburgh. ' +
    'It pays a stipend of £20,780 a year and home fees; UK applicants only. Apply by 31 January 2027.',
  discipline: 'Computer Science',
  facts: {
    fundingType: 'fully_funded',
    tuition: { home: true, international: null },
    stipend: { amount: 20780, currency: 'GBP', period: 'year' },
    durationMonths: 42,
    startDate: '2027-10',
    eligibility: ['UK applicants only'],
  },
};

const localAnswer: Enrichment = {
  summary: 'From the fake local engine.',
  discipline: null,
  facts: {
    fundingType: 'unknown',
    tuition: { home: null, international: null },
    stipend: null,
    durationMonths: null,
    startDate: null,
    eligibility: [],
  },
};

/** A stand-in for the local engine: answers at once and counts its calls. */
function fakeLocalEngine(): EnrichmentEngine & { calls: number } {
  return {
    name: 'local',
    calls: 0,
    async enrich() {
      this.calls += 1;
      return localAnswer;
    },
  };
}

function memoryLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'debug' }, { write: (line: string) => lines.push(line) }) };
}

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function engine(overrides: Partial<OpenAiEngineOptions> = {}) {
  const fallback = fakeLocalEngine();
  const log = memoryLogger();
  const openai = createOpenAiEngine({
    apiKey: API_KEY,
    baseURL: server.baseURL,
    model: 'gpt-4o-mini',
    timeoutMs: 2_000,
    maxRetries: 2,
    requestsPerMinute: 100,
    fallback,
    logger: log.logger,
    ...overrides,
  });
  return { openai, fallback, logs: log.lines };
}

describe('OpenAI enrichment engine (local OpenAI-compatible server, not OpenAI)', () => {
  it('returns a valid structured answer as the enrichment, marked openai', async () => {
    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    const { openai, fallback } = engine();

    // The language comes from the local detector, as the local engine's does.
    expect(await openai.enrich(posting)).toEqual({ ...modelAnswer, language: 'en', engine: 'openai' });
    expect(fallback.calls).toBe(0);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe('gpt-4o-mini');
    const format = request!.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['summary', 'discipline', 'facts']);
    expect(JSON.stringify(format.json_schema.schema)).toContain('"Computer Science"');
    // Strict mode refuses length keywords; the answer's limits are checked on arrival instead.
    expect(JSON.stringify(format.json_schema.schema)).not.toMatch(/minLength|maxLength/);

    const text = request!.body.messages.map((m: { content: string }) => m.content).join('\n');
    for (const expected of [
      posting.title,
      'University: University of Edinburgh',
      'Department: School of Informatics',
      'Country: United Kingdom (Edinburgh)',
      'Deadline: 2027-01-31',
      'Funding: Fully funded',
      'Funding details: Stipend and home tuition fees',
      'A fully funded 42-month PhD in the School of Informatics.',
      'Stipend £20,780 per year and home fees. UK applicants only.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/<p>|<strong>|example\.org/);
  });

  it("gives the model the local engine's funding rules: who pays what, the stipend as written, no deadline as start", async () => {
    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    await engine().openai.enrich(posting);
    const rules = server.requests[0]!.body.messages[0].content as string;
    expect(rules).toMatch(/fundingType from who pays what/);
    expect(rules).toMatch(/covers or waives the international fee difference/);
    expect(rules).toMatch(/a stipend but students pay their own tuition/);
    expect(rules).toMatch(/the period as written/);
    expect(rules).toMatch(/never the application deadline/);
  });

  it('sends a very long description cut short', async () => {
    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    const { openai } = engine();
    await openai.enrich({ ...posting, description: `<p>${'quantum materials '.repeat(5_000)}</p>` });
    const user = server.requests[0]!.body.messages[1].content as string;
    expect(user.length).toBeLessThan(DESCRIPTION_MAX + 1_000);
    expect(user.endsWith(' …')).toBe(true);
  });

  it('retries a 500 and returns the answer of the next attempt', async () => {
    server.reply(errorReply(500, 'upstream broke'), chatCompletion(JSON.stringify(modelAnswer)));
    const { openai, fallback } = engine();
    // The language comes from the local detector, as the local engine's does.
    expect(await openai.enrich(posting)).toEqual({ ...modelAnswer, language: 'en', engine: 'openai' });
    expect(server.requests).toHaveLength(2);
    expect(fallback.calls).toBe(0);
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    server.reply(errorReply(429, 'rate limited', { 'retry-after': '1' }), chatCompletion(JSON.stringify(modelAnswer)));
    const { openai } = engine();
    const started = performance.now();
    expect((await openai.enrich(posting)).engine).toBe('openai');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the fallback engine when the server never answers, within the time-out budget', async () => {
    server.reply('hang');
    const { openai, fallback, logs } = engine({ timeoutMs: 300, maxRetries: 1 });
    const started = performance.now();
    expect(await openai.enrich(posting)).toEqual({ ...localAnswer, engine: 'local' });
    const elapsed = performance.now() - started;
    // Two attempts of 300 ms and one backoff of at most 500 ms, plus slack for a busy machine.
    expect(elapsed).toBeGreaterThanOrEqual(600);
    expect(elapsed).toBeLessThan(2 * 300 + 500 + 1_000);
    expect(server.requests).toHaveLength(2);
    expect(fallback.calls).toBe(1);
    expect(logs.join('')).toContain('"reason":"timeout"');
  });

  it('falls back after the retries are spent, logging the failure without the API key', async () => {
    // Some servers echo the key in their message; the log must not.
    server.reply(errorReply(503, `overloaded for key ${API_KEY}`));
    const { openai, fallback, logs } = engine({ maxRetries: 1 });
    expect((await openai.enrich(posting)).engine).toBe('local');
    expect(server.requests).toHaveLength(2);
    expect(fallback.calls).toBe(1);
    const logged = logs.join('');
    expect(logged).toContain('"reason":"http"');
    expect(logged).toContain('"status":503');
    expect(logged).not.toContain(API_KEY);
  });

  const invalid: [string, string][] = [
    ['bad JSON', '{"summary": "cut off'],
    ['a discipline not in the list', JSON.stringify({ ...modelAnswer, discipline: 'Alchemy' })],
    ['a summary over 300 characters', JSON.stringify({ ...modelAnswer, summary: 'Long. '.repeat(60) })],
    ['a summary with markup', JSON.stringify({ ...modelAnswer, summary: '<p>A funded PhD.</p>' })],
    [
      'facts failing the schema',
      JSON.stringify({
        ...modelAnswer,
        facts: { ...modelAnswer.facts, stipend: { amount: 20780, currency: 'pounds' } },
      }),
    ],
    ['facts missing', JSON.stringify({ summary: modelAnswer.summary, discipline: null })],
  ];
  it.each(invalid)('falls back on an invalid answer: %s', async (_, content) => {
    server.reply(chatCompletion(content));
    const { openai, fallback, logs } = engine();
    expect(await openai.enrich(posting)).toEqual({ ...localAnswer, engine: 'local' });
    expect(server.requests).toHaveLength(1); // an invalid answer is not retried
    expect(fallback.calls).toBe(1);
    expect(logs.join('')).toContain('"reason":"invalid_answer"');
  });

  it('tells the model the stated funding, and falls back when its summary contradicts it', async () => {
    const boxed = { ...posting, statedFundingType: 'self_funded' as const };
    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    const { openai, fallback, logs } = engine();
    // modelAnswer's summary says "fully funded": beside a self-funded badge it would contradict it.
    expect(await openai.enrich(boxed)).toEqual({ ...localAnswer, engine: 'local' });
    expect(fallback.calls).toBe(1);
    expect(logs.join('')).toContain('summary contradicts the stated funding');
    const user = server.requests[0]!.body.messages[1].content as string;
    expect(user).toContain('Funding type (as the poster states it; the summary must agree): self-funded');

    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    expect(await openai.enrich({ ...posting, statedFundingType: 'fully_funded' })).toEqual({
      ...modelAnswer,
      language: 'en',
      engine: 'openai',
    });
  });

  it('falls back on a refusal', async () => {
    server.reply({
      status: 200,
      body: {
        ...(chatCompletion('') as { body: object }).body,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, refusal: 'No.' } }],
      },
    });
    const { openai } = engine();
    expect((await openai.enrich(posting)).engine).toBe('local');
  });

  it('stops calling past the per-minute budget and falls back without a request', async () => {
    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    const { openai, fallback, logs } = engine({ requestsPerMinute: 2 });
    const engines = [];
    for (let i = 0; i < 4; i++) engines.push((await openai.enrich(posting)).engine);
    expect(engines).toEqual(['openai', 'openai', 'local', 'local']);
    expect(server.requests).toHaveLength(2);
    expect(fallback.calls).toBe(2);
    expect(logs.join('')).toContain('"reason":"budget"');
  });
});

describe('per-minute request budget', () => {
  it('allows the budget in any 60 seconds, counting from each call', () => {
    let now = 0;
    const budget = createRequestBudget(2, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    now = 30_000;
    expect(budget.take()).toBe(false);
    now = 60_000; // the first two calls are a minute old
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
  });
});

describe('createEnrichmentEngine (local OpenAI-compatible server, not OpenAI)', () => {
  it('uses the local engine when no OPENAI_API_KEY is set', () => {
    const local = fakeLocalEngine();
    expect(createEnrichmentEngine(loadConfig({}), local)).toBe(local);
  });

  it('uses the OpenAI engine, falling back to the local one, when a key is set', async () => {
    const local = fakeLocalEngine();
    const config = loadConfig({ OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' });
    const chosen = createEnrichmentEngine(config, local);
    expect(chosen.name).toBe('openai');

    server.reply(chatCompletion(JSON.stringify(modelAnswer)));
    expect((await chosen.enrich(posting)).engine).toBe('openai');
    expect(server.requests[0]!.body.model).toBe('test-model');

    server.reply(chatCompletion('not json'));
    expect((await chosen.enrich(posting)).engine).toBe('local');
    expect(local.calls).toBe(1);
  });
});
