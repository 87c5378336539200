import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireServices } from '../src/config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: '.data',
      seedDemo: true,
    });
  });

  it('links to this machine at its own port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://phd.example.org/' }).publicUrl).toBe(
      'https://phd.example.org',
    );
  });

  it('reads and types every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://phd.example.org/',
      DATABASE_URL: 'postgresql://u:p@db:5432/phd',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'false',
      OUTBOX_POLL_MS: '50',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      publicUrl: 'https://phd.example.org',
      databaseUrl: 'postgresql://u:p@db:5432/phd',
      redisUrl: 'redis://cache:6379',
      seedDemo: false,
      outboxPollMs: 50,
    });
  });

  it("reads how soon a dead worker's job is taken over, 30 s unless set, never under a second", () => {
    expect(loadConfig({}).workerStalledMs).toBe(30_000);
    expect(loadConfig({ WORKER_STALLED_MS: '2000' }).workerStalledMs).toBe(2_000);
    expect(() => loadConfig({ WORKER_STALLED_MS: '10' })).toThrow(/WORKER_STALLED_MS="10"/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="not a url"');
    expect(message).toContain('SEED_DEMO="maybe": must be true or false');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('chooses the search engine, and needs a cluster address for Elasticsearch', () => {
    expect(loadConfig({}).search).toEqual({ engine: 'postgres' });
    expect(loadConfig({ SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: 'http://es:9200' }).search).toEqual({
      engine: 'elasticsearch',
      url: 'http://es:9200',
      index: 'opportunities',
    });
    expect(() => loadConfig({ SEARCH_ENGINE: 'elasticsearch' })).toThrow(
      /ELASTICSEARCH_URL="": is required when SEARCH_ENGINE=elasticsearch/,
    );
  });

  it('requires a database and Redis for the processes that cannot run without them', () => {
    expect(() => requireServices(loadConfig({}))).toThrow(/DATABASE_URL is required[\s\S]*REDIS_URL is required/);
  });

  it('reads the metrics settings: a token of at least 16 characters and ports; unset means closed', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, workerPort: undefined });
    const token = 'a-metrics-token-0123456789';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465' }).metrics).toEqual({
      token,
      port: 9464,
      workerPort: 9465,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN="short": must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in the token' })).toThrow(/METRICS_TOKEN.*spaces/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ WORKER_METRICS_PORT: 'x' })).toThrow(/WORKER_METRICS_PORT/);
  });

  it('reads the OpenAI engine settings only with a key, with defaults, and refuses bad values', () => {
    expect(loadConfig({ OPENAI_MODEL: 'gpt-4o', OPENAI_BASE_URL: 'http://llm:8000/v1' }).openai).toBeUndefined();
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).openai).toEqual({
      apiKey: 'sk-test',
      baseURL: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
      maxRetries: 2,
      requestsPerMinute: 60,
    });
    expect(
      loadConfig({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://llm:8000/v1',
        OPENAI_MODEL: 'llama-3.1-8b',
        OPENAI_TIMEOUT_MS: '5000',
        OPENAI_MAX_RETRIES: '0',
        OPENAI_REQUESTS_PER_MINUTE: '500',
      }).openai,
    ).toMatchObject({ baseURL: 'http://llm:8000/v1', model: 'llama-3.1-8b', timeoutMs: 5_000, maxRetries: 0 });
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk test' })).toThrow(/OPENAI_API_KEY.*spaces/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: '10' })).toThrow(/OPENAI_TIMEOUT_MS="10"/);
    expect(() => loadConfig({ OPENAI_REQUESTS_PER_MINUTE: '0' })).toThrow(/OPENAI_REQUESTS_PER_MINUTE="0"/);
  });

  it('documents every variable in .env.example', () => {
    const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    const source = readFileSync(join(import.meta.dirname, '..', 'src', 'config.ts'), 'utf8');
    const schemaBlock = source.slice(source.indexOf('z.object({'), source.indexOf('});'));
    const read = [...schemaBlock.matchAll(/^\s+([A-Z_][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(5);
    expect(documented.sort()).toEqual(read.sort());
  });
});
