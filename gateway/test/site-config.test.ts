// GET /api/site-config and the Content-Security-Policy that lets the language switcher's translation
// widget run: on the whole app (real Postgres and Redis through the harness) and on the plugins alone
// with a widget served from elsewhere, as the browser tests do.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@phd/contracts/endpoints/catalogue';
import { securityHeadersPlugin } from '../src/plugins/security-headers.ts';
import { siteConfigRoutes } from '../src/routes/site-config.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';

/** The CSP header as directive name -> sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('site config on the gateway', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    gateway = await startGateway({ label: 'site-config' });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('answers the configured translation widget URL, cacheable for five minutes', async () => {
    const res = await gateway.app.inject('/api/site-config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({ translateWidgetUrl: testConfig().translateWidgetUrl });
    expectContractAnswer(siteConfig, res);
  });

  it("allows the default Google widget's scripts, styles, images and connections, and nothing else foreign", async () => {
    const directives = csp((await gateway.app.inject('/api/site-config')).headers['content-security-policy']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://translate.google.com',
      'https://translate.googleapis.com',
      'https://www.gstatic.com',
    ]);
    for (const name of ['style-src', 'img-src', 'connect-src']) {
      expect(directives.get(name)).toEqual(
        expect.arrayContaining([
          'https://translate.googleapis.com',
          'https://www.gstatic.com',
          'https://translate.google.com',
        ]),
      );
    }
    expect(directives.get('style-src')).toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('rejects other methods', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/site-config' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a translation widget served from another origin', () => {
  const widgetUrl = 'http://translate.e2e.invalid/element.js?cb=googleTranslateElementInit';

  async function app(translateWidgetUrl: string) {
    const instance = Fastify();
    // The routes' schemas are zod, as in the app.
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    await instance.register(securityHeadersPlugin, { production: false, translateWidgetUrl });
    await instance.register(siteConfigRoutes, { translateWidgetUrl });
    await instance.ready();
    return instance;
  }

  it("answers that URL and allows scripts from the widget's origin only", async () => {
    const instance = await app(widgetUrl);
    const res = await instance.inject('/api/site-config');
    await instance.close();
    expect(res.json()).toEqual({ translateWidgetUrl: widgetUrl });
    const scripts = csp(res.headers['content-security-policy']).get('script-src');
    expect(scripts).toContain('http://translate.e2e.invalid');
    expect(scripts).not.toContain(widgetUrl);
  });

  it('adds no script source for a URL that is not http(s)', async () => {
    const instance = await app('javascript:alert(1)');
    const res = await instance.inject('/api/site-config');
    await instance.close();
    const scripts = csp(res.headers['content-security-policy']).get('script-src') ?? [];
    expect(scripts.filter((s) => s.startsWith('javascript'))).toEqual([]);
  });
});
