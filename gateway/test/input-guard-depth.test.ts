// A body nested far too deep is refused by a plain scan, before JSON.parse: V8 gives up on such a body
// only by running out of stack, which holds the event loop for tens of milliseconds per hostile request.
// (What a deep body answers over HTTP is in input-battery.test.ts.)
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inputGuardPlugin, TOO_DEEP } from '../src/plugins/input-guard.ts';

async function echoApp() {
  const app = Fastify();
  await app.register(inputGuardPlugin);
  app.setErrorHandler((error: Error, _request, reply) => reply.code(400).send({ message: error.message }));
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

/** The fastest of a few tries, in milliseconds: what the work costs, not what the machine was busy with. */
async function fastest(work: () => Promise<unknown>, tries = 5): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('JSON nesting bound', () => {
  it('refuses a 100,000-level body as too deep, no slower than a flat body of the same size is parsed', async () => {
    const app = await echoApp();
    const deep = `${'{"a":'.repeat(100_000)}"deep"${'}'.repeat(100_000)}`;
    const flat = JSON.stringify({ a: 'x'.repeat(deep.length) });
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });

    const refused = await post(deep);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: TOO_DEEP });
    expect((await post(flat)).statusCode).toBe(200);

    expect(await fastest(() => post(deep))).toBeLessThan(await fastest(() => post(flat)));
    await app.close();
  });

  it('still parses brackets and braces inside strings, and escaped quotes, as text', async () => {
    const app = await echoApp();
    const text = `${'[{'.repeat(1000)} \\" ${'}]'.repeat(1000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: JSON.stringify({ text, list: [[['shallow']]] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ body: { text, list: [[['shallow']]] } });
    await app.close();
  });
});
