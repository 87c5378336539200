import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../src/secrets/seal.ts';

describe('sealed secrets', () => {
  it('opens what it sealed, and differs each time it seals the same text', () => {
    const a = seal('app secret', 'webhook-secret', 'whsec_abc');
    const b = seal('app secret', 'webhook-secret', 'whsec_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('whsec_abc');
    expect(unseal('app secret', 'webhook-secret', a)).toBe('whsec_abc');
    expect(unseal('app secret', 'webhook-secret', b)).toBe('whsec_abc');
  });

  it('refuses another APP_SECRET, another purpose, an edited value and something never sealed', () => {
    const sealed = seal('app secret', 'sso-key', 'private key');
    expect(() => unseal('other secret', 'sso-key', sealed)).toThrow();
    expect(() => unseal('app secret', 'webhook-secret', sealed)).toThrow();
    const [prefix, iv, body, tag] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(() => unseal('app secret', 'sso-key', [prefix, iv, flipped, tag].join('.'))).toThrow();
    expect(() => unseal('app secret', 'sso-key', 'private key')).toThrow('Not a sealed value');
  });
});
