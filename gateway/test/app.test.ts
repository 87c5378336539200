import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSearchEngine } from '@phd/search/create-engine';
import { loadConfig } from '@phd/services/config';
import type { Db } from '@phd/services/db/client';
import { invalid, notFound } from '@phd/services/errors';
import { createLocalStorage } from '@phd/services/storage/index';
import { buildApp, type App } from '../src/app.ts';
import { createViewQueue, type ViewQueue } from '../src/views/view-producer.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { freePort } from '../../infra/local/free-port.ts';

function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root">placeholder home</div>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  return root;
}

const views: ViewQueue[] = [];

/** The discovery parts buildApp needs; these tests exercise the skeleton around them. */
function discovery(db: Db) {
  const queue = createViewQueue(redisUrl(), uniquePrefix('app'), pino({ level: 'silent' }));
  views.push(queue);
  const config = loadConfig({ NODE_ENV: 'test' });
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'app-files-')));
  return { db, search: createSearchEngine(config, db), storage, views: queue };
}

describe('gateway skeleton (real Postgres and Redis, in-process requests)', () => {
  let database: TestDatabase;
  let redis: Redis;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = new Redis(redisUrl(), { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise((ready) => redis.once('ready', ready));
    app = await buildApp({
      ...discovery(database.db),
      config: loadConfig({ NODE_ENV: 'test' }),
      logger: pino({ level: 'silent' }),
      readiness: [
        { name: 'postgres', check: async () => void (await database.db.$queryRaw`SELECT 1`) },
        { name: 'redis', check: async () => void (await redis.ping()) },
      ],
      webRoot: webRoot(),
    });
    // Routes that exercise the error mapping the way real routes will use it.
    app.get('/api/test/missing', async () => {
      throw notFound('That opportunity does not exist.');
    });
    app.get('/api/test/invalid', async () => {
      throw invalid('The end date must be after the start date.', { end: 'must be after start' });
    });
    app.get('/api/test/crash', async () => {
      throw new Error('database exploded with secret details');
    });
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
      async (req) => req.body,
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    redis.disconnect();
    await Promise.all(views.map((v) => v.close()));
    await database.drop();
  });

  it('answers /healthz while the process is up', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when Postgres and Redis answer', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' }, warnings: [] });
  });

  it('reports not ready, naming the part, when Redis is unreachable', async () => {
    const deadPort = await freePort();
    const dead = new Redis({
      port: deadPort,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    const probe = await buildApp({
      ...discovery(database.db),
      config: loadConfig({ NODE_ENV: 'test' }),
      logger: pino({ level: 'silent' }),
      readiness: [
        { name: 'postgres', check: async () => void (await database.db.$queryRaw`SELECT 1`) },
        { name: 'redis', check: async () => void (await dead.ping()) },
      ],
    });
    const res = await probe.inject('/readyz');
    await probe.close();
    dead.disconnect();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.postgres).toBe('ok');
    expect(res.json().checks.redis).toMatch(/^unavailable/);
  });

  it('maps typed domain errors to their status and a { error, message } body', async () => {
    const missing = await app.inject('/api/test/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'That opportunity does not exist.' });
    const bad = await app.inject('/api/test/invalid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid',
      message: 'The end date must be after the start date.',
      details: { end: 'must be after start' },
    });
  });

  it('answers schema violations with 400 and names the fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('invalid');
    expect(body.message).toMatch(/email/);
    expect(Object.keys(body.details)).toEqual(expect.arrayContaining(['email', 'age']));
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('hides unexpected errors behind a generic 500 message', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject('/api/no-such-thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no API endpoint GET /api/no-such-thing.' });
  });

  it('serves the web app: index.html for client routes, hashed assets with a long cache', async () => {
    const page = await app.inject({ url: '/phd-vacancies/standard/Germany', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('placeholder home');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();

    // The build's pre-compressed copy goes to browsers that accept it.
    const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends security headers', async () => {
    const res = await app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });
});
