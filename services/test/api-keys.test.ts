// An API key's text (issue 33; services/src/tenants/api-keys.ts): the site id in front so the gateway
// can open the site's unit of work first, a 256-bit secret of which only the SHA-256 is stored, and a
// display prefix too short to matter. Parsing refuses everything else, staff tokens included.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { displayPrefix, formatApiKey, hashApiKeySecret, parseApiKey } from '../src/tenants/api-keys.ts';
import { parseStaffToken, staffToken } from '../src/tenants/staff-tokens.ts';

const SITE = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e8f7a6b5c';
const SECRET = 'aB3_-x'.repeat(7) + 'z';

describe('API key text', () => {
  it('reads back the site and secret of a key it formats', () => {
    expect(SECRET).toHaveLength(43);
    expect(parseApiKey(formatApiKey(SITE, SECRET))).toEqual({ tenantId: SITE, secret: SECRET });
  });

  it('canonicalises an upper-case site id (the secret keeps its case)', () => {
    expect(parseApiKey(`phd_${SITE.toUpperCase()}_${SECRET}`)).toEqual({ tenantId: SITE, secret: SECRET });
  });

  it('refuses what cannot be a key, without throwing', () => {
    const refused = [
      undefined,
      '',
      'phd_',
      `phd_${SITE}`,
      `phd_${SITE}_`,
      `phd_${SITE}_${SECRET.slice(1)}`,
      `phd_${SITE}_${SECRET}x`,
      `phd_${SITE}_${SECRET.slice(1)}=`,
      `phd_${SITE}_${SECRET.slice(1)}\u0000`,
      `PHD_${SITE}_${SECRET}`,
      `phd_${SITE.replaceAll('-', 'x')}_${SECRET}`,
      `phd_zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz_${SECRET}`,
      ` phd_${SITE}_${SECRET}`,
      `phd_${SITE}_${SECRET}\n`,
      staffToken(SITE, SECRET),
    ];
    for (const token of refused) expect(parseApiKey(token), JSON.stringify(token)).toBeNull();
  });

  it('is never taken for a staff sign-in token, nor a staff token for a key', () => {
    expect(parseStaffToken(formatApiKey(SITE, SECRET))).toBeNull();
    expect(parseApiKey(staffToken(SITE, SECRET))).toBeNull();
  });

  it('stores the SHA-256 of the secret in hex, the same every time', () => {
    expect(hashApiKeySecret(SECRET)).toBe(createHash('sha256').update(SECRET).digest('hex'));
    expect(hashApiKeySecret(SECRET)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKeySecret(SECRET)).not.toBe(hashApiKeySecret(SECRET.replace('a', 'b')));
  });

  it('shows 8 characters of the secret in lists, never the site id or the rest', () => {
    expect(displayPrefix(SECRET)).toBe(`phd_…${SECRET.slice(0, 8)}`);
    expect(displayPrefix(SECRET)).not.toContain(SITE);
  });
});
