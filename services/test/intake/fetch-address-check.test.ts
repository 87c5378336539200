// checkAddress on literal addresses (no DNS needed) of every range a source URL must not reach, the
// numeric spellings the URL parser turns into them, and the scheme and port rules.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { checkAddress } from '../../src/intake/fetch/address-check.ts';
import { IntakeError } from '../../src/intake/types.ts';

const closed = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

async function refusal(url: string, policy = closed): Promise<IntakeError> {
  const error = await checkAddress(new URL(url), policy).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

describe('checkAddress', () => {
  it.each([
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 172.31/12 edge', 'http://172.31.255.255/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['loopback', 'http://127.0.0.1/'],
    ['loopback elsewhere in 127/8', 'http://127.5.6.7/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['documentation 192.0.2/24', 'http://192.0.2.10/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['unspecified 0.0.0.0', 'http://0.0.0.0/'],
    ['this network 0/8', 'http://0.1.2.3/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique local fc00::/7', 'http://[fc00::1]/'],
    ['IPv6 unique local fd00::/8', 'http://[fd12:3456::1]/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['IPv6 documentation', 'http://[2001:db8::1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/'],
    ['6to4 of a private address', 'http://[2002:a00:1::]/'],
  ])('refuses %s (%s)', async (_range, url) => {
    const error = await refusal(url);
    expect(error.code).toBe('refused_address');
    expect(error.message).toBe(
      `The address ${new URL(url).hostname} is not on the public internet, so it is not fetched`,
    );
  });

  it.each([
    ['decimal', 'http://2130706433/'],
    ['hexadecimal', 'http://0x7f.1/'],
    ['octal', 'http://0177.0.0.1/'],
    ['one octal number', 'http://017700000001/'],
    ['shortened', 'http://127.1/'],
  ])('sees through the %s spelling of 127.0.0.1 (%s)', async (_form, url) => {
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect((await refusal(url)).code).toBe('refused_address');
  });

  it('sees through a shortened private address (http://10.1/ is 10.0.0.1)', async () => {
    expect((await refusal('http://10.1/')).message).toMatch(/^The address 10\.0\.0\.1 is not on the public internet/);
  });

  it('passes public unicast addresses and returns the one to connect to', async () => {
    expect(await checkAddress(new URL('https://8.8.8.8/feed.xml'), closed)).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await checkAddress(new URL('http://[2606:4700:4700::1111]/'), closed)).toEqual({
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });

  it('admits loopback, and only loopback, when a test configuration allows it', async () => {
    expect(await checkAddress(new URL('http://127.0.0.1:4321/'), loopbackAllowed)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await checkAddress(new URL('http://[::1]:4321/'), loopbackAllowed)).toEqual({ address: '::1', family: 6 });
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://192.168.0.1/', 'http://[fe80::1]/']) {
      expect((await refusal(url, loopbackAllowed)).code).toBe('refused_address');
    }
  });

  it('resolves names and refuses one that points at this machine (localhost, from the hosts file)', async () => {
    expect((await refusal('http://localhost/')).message).toBe(
      'The address localhost is not on the public internet, so it is not fetched',
    );
    expect((await checkAddress(new URL('http://localhost:8080/'), loopbackAllowed)).address).toMatch(/^(127\.|::1$)/);
  });

  it('fetches only http and https, without credentials, on ports 80 and 443', async () => {
    expect((await refusal('ftp://8.8.8.8/feed.xml')).message).toBe(
      'Only http and https addresses are fetched, not ftp',
    );
    expect((await refusal('file:///etc/passwd')).code).toBe('refused_address');
    expect((await refusal('http://user:secret@8.8.8.8/')).code).toBe('refused_address');
    expect((await refusal('http://8.8.8.8:6379/')).message).toBe(
      'Only the usual web ports (80 and 443) are fetched, not 6379',
    );
    expect((await checkAddress(new URL('http://8.8.8.8:443/'), closed)).address).toBe('8.8.8.8');
    expect((await checkAddress(new URL('http://8.8.8.8:6379/'), loopbackAllowed)).address).toBe('8.8.8.8');
  });
});

describe('the loopback setting', () => {
  it('is off unless set, on for a test configuration, and ignored in production', () => {
    expect(loadConfig({}).intakeAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', INTAKE_ALLOW_LOOPBACK: '1' }).intakeAllowLoopback).toBe(true);
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
      INTAKE_ALLOW_LOOPBACK: 'true',
    };
    expect(loadConfig(production).intakeAllowLoopback).toBe(false);
  });
});
