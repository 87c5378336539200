// Tenant recognition (contracts/src/tenant-site.ts), the rule the gateway and the web app share.
import { describe, expect, it } from 'vitest';
import { bareHost, hostOfUrl, isSaasPath, isValidSlug, siteOfHost, slugFromHeader } from '@phd/contracts/tenant-site';

const MAIN = 'phd-finder.example.com';
const tenant = (slug: string) => ({ kind: 'tenant', slug });
const main = { kind: 'main' };

describe('siteOfHost', () => {
  it('reads a host of three or more labels as the tenant named by its first label', () => {
    expect(siteOfHost('demo-university.example.com', MAIN)).toEqual(tenant('demo-university'));
    expect(siteOfHost('a.b.example.com', MAIN)).toEqual(tenant('a'));
    expect(siteOfHost('oxford.phd-finder.example.com', MAIN)).toEqual(tenant('oxford'));
  });

  it('never reads the main host (the host of PUBLIC_URL) as a tenant, even with three labels', () => {
    expect(siteOfHost('phd-finder.example.com', MAIN)).toEqual(main);
    expect(siteOfHost('phdfinder.co.uk', 'phdfinder.co.uk')).toEqual(main);
    expect(siteOfHost('phdfinder.co.uk:443', 'PHDFINDER.co.uk:8443')).toEqual(main);
    // Without knowing the main host, a three-label host is a tenant.
    expect(siteOfHost('phdfinder.co.uk', '')).toEqual(tenant('phdfinder'));
  });

  it('ignores ports, case and a trailing dot', () => {
    expect(siteOfHost('Demo-University.Example.COM:3000', MAIN)).toEqual(tenant('demo-university'));
    expect(siteOfHost('demo-university.example.com.', MAIN)).toEqual(tenant('demo-university'));
    expect(siteOfHost('PHD-FINDER.example.com.:80', MAIN)).toEqual(main);
  });

  it('keeps two-label hosts and www hosts on the main site', () => {
    expect(siteOfHost('example.com', MAIN)).toEqual(main);
    expect(siteOfHost('www.example.co.uk', MAIN)).toEqual(main);
    expect(siteOfHost('WWW.phd-finder.example.com', MAIN)).toEqual(main);
    expect(siteOfHost('www2.example.com', MAIN)).toEqual(main);
  });

  it('keeps reserved first labels (api, admin, mail...) on the main site', () => {
    for (const label of ['api', 'admin', 'mail', 'app', 'cdn', 'static', 'saas']) {
      expect(siteOfHost(`${label}.example.com`, MAIN)).toEqual(main);
    }
  });

  it('never reads an IP address as a tenant', () => {
    expect(siteOfHost('127.0.0.1', MAIN)).toEqual(main);
    expect(siteOfHost('127.0.0.1:4424', MAIN)).toEqual(main);
    expect(siteOfHost('10.1.2.3', '')).toEqual(main);
    expect(siteOfHost('[::1]:3000', MAIN)).toEqual(main);
    expect(siteOfHost('::1', MAIN)).toEqual(main);
    expect(siteOfHost('[2001:db8::1]', MAIN)).toEqual(main);
  });

  it('reads <slug>.localhost as a tenant only when development allows it; localhost itself never', () => {
    const dev = { localhostTenants: true };
    expect(siteOfHost('localhost', 'localhost', dev)).toEqual(main);
    expect(siteOfHost('localhost:3000', 'localhost', dev)).toEqual(main);
    expect(siteOfHost('x.localhost', 'localhost', dev)).toEqual(tenant('x'));
    expect(siteOfHost('demo-university.localhost:3000', 'localhost', dev)).toEqual(tenant('demo-university'));
    expect(siteOfHost('www.localhost', 'localhost', dev)).toEqual(main);
    expect(siteOfHost('x.localhost', 'localhost')).toEqual(main);
    expect(siteOfHost('demo-university.localhost:4424', '127.0.0.1', dev)).toEqual(tenant('demo-university'));
  });

  it('keeps hosts whose first label is no valid slug on the main site', () => {
    expect(siteOfHost('under_score.example.com', MAIN)).toEqual(main);
    expect(siteOfHost('-dash.example.com', MAIN)).toEqual(main);
    expect(siteOfHost(`${'a'.repeat(64)}.example.com`, MAIN)).toEqual(main);
    expect(siteOfHost('a..example.com', MAIN)).toEqual(main);
    expect(siteOfHost('', MAIN)).toEqual(main);
  });
});

describe('slugs and headers', () => {
  it('accepts lowercase letters, digits and hyphens, 1 to 63 characters', () => {
    expect(isValidSlug('a')).toBe(true);
    expect(isValidSlug('demo-university')).toBe(true);
    expect(isValidSlug('tu9')).toBe(true);
    expect(isValidSlug('a'.repeat(63))).toBe(true);
    expect(isValidSlug('a'.repeat(64))).toBe(false);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('Demo')).toBe(false);
    expect(isValidSlug('demo_university')).toBe(false);
    expect(isValidSlug('demo-')).toBe(false);
    expect(isValidSlug('www')).toBe(false);
  });

  it('reads the X-Tenant header: absent, a slug, or invalid', () => {
    expect(slugFromHeader(undefined)).toBeNull();
    expect(slugFromHeader('  ')).toBeNull();
    expect(slugFromHeader(' Demo-University ')).toEqual({ slug: 'demo-university' });
    expect(slugFromHeader('invalid')).toEqual({ slug: 'invalid' });
    expect(slugFromHeader('../etc')).toEqual({ invalid: true });
    expect(slugFromHeader('a\u0000b')).toEqual({ invalid: true });
    expect(slugFromHeader(['a', 'b'])).toEqual({ invalid: true });
  });

  it('finds the host of a URL and the bare host of a Host header', () => {
    expect(hostOfUrl('http://127.0.0.1:4424')).toBe('127.0.0.1');
    expect(hostOfUrl('https://PhDFinder.co.uk/')).toBe('phdfinder.co.uk');
    expect(hostOfUrl('not a url')).toBe('');
    expect(bareHost('Example.com.:8080')).toBe('example.com');
  });
});

describe('isSaasPath', () => {
  it('matches /saas and below, not look-alikes', () => {
    expect(isSaasPath('/saas')).toBe(true);
    expect(isSaasPath('/saas/login')).toBe(true);
    expect(isSaasPath('/SaaS/review/12')).toBe(true);
    expect(isSaasPath('/saasy')).toBe(false);
    expect(isSaasPath('/')).toBe(false);
  });
});
