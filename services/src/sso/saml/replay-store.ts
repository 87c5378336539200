// What a site remembers between the messages of one sign-in, in sso_replays (under the site's row-level
// security, hence withTenant): the IDs of the requests it sent (`request:<ID>`, so an answer must be
// InResponseTo one of them) and the IDs of the assertions it accepted (`assertion:<ID>`, so none is
// accepted twice).
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../tenants/unit-of-work.ts';
import { SsoRefusal } from '../refusal.ts';
import { REQUEST_TTL_MS } from './site.ts';

/** SAML IDs are xs:ID (NCName); anything else, or anything huge, is never one we stored. */
const isPlausibleId = (id: string) => id.length > 0 && id.length <= 256 && /^[A-Za-z_][\w.-]*$/.test(id);

/**
 * node-saml's request memory on Postgres. Removal is deliberately a no-op: node-saml removes a request
 * when its answer arrives, before we know whether that answer's assertion is a replay, and a replayed
 * answer must be told apart from an unsolicited one. claimAssertion marks the request answered instead.
 */
export function requestCache(db: Db, tenantId: string): CacheProvider {
  return {
    async saveAsync(id: string, value: string): Promise<CacheItem | null> {
      const createdAt = Date.now();
      await withTenant(db, tenantId, (tx) =>
        tx.ssoReplay.create({
          data: { tenantId, key: `request:${id}`, value, expiresAt: new Date(createdAt + REQUEST_TTL_MS) },
        }),
      );
      return { value, createdAt };
    },
    async getAsync(id: string): Promise<string | null> {
      if (!isPlausibleId(id)) return null;
      const row = await withTenant(db, tenantId, (tx) =>
        tx.ssoReplay.findFirst({ where: { key: `request:${id}`, expiresAt: { gt: new Date() } } }),
      );
      return row?.value ?? null;
    },
    async removeAsync(id: string | null): Promise<string | null> {
      return id;
    },
  };
}

/**
 * Accepts an assertion once: remembers its ID until it expires (a concurrent identical post waits on
 * the first one's row and then finds it: exactly one wins), and the request it answers as answered
 * (`answered:<request ID>`), so no second assertion can use that request either. node-saml reads the
 * request row's value as its issue time, so the request row itself is left as it is.
 */
export async function claimAssertion(
  db: Db,
  tenantId: string,
  claim: { assertionId: string; inResponseTo: string; keepUntil: Date },
): Promise<void> {
  if (!isPlausibleId(claim.assertionId) || !isPlausibleId(claim.inResponseTo)) {
    throw new SsoRefusal('invalid_response', 'assertion or request ID is not an xs:ID');
  }
  await withTenant(db, tenantId, async (tx) => {
    // Old rows go as they pass; the index on expires_at keeps this cheap.
    await tx.$executeRaw`DELETE FROM sso_replays WHERE expires_at < now() - interval '1 day'`;
    const remember = (key: string, until: Date) => tx.$executeRaw`
      INSERT INTO sso_replays (tenant_id, key, value, expires_at)
      VALUES (${tenantId}::uuid, ${key}, '', ${until})
      ON CONFLICT DO NOTHING`;
    if ((await remember(`assertion:${claim.assertionId}`, claim.keepUntil)) === 0) {
      throw new SsoRefusal('replayed', `assertion ${claim.assertionId} was already accepted`);
    }
    const request = await tx.ssoReplay.findFirst({
      where: { key: `request:${claim.inResponseTo}`, expiresAt: { gt: new Date() } },
    });
    if (!request || (await remember(`answered:${claim.inResponseTo}`, request.expiresAt)) === 0) {
      throw new SsoRefusal('unsolicited', `request ${claim.inResponseTo} is unknown, expired or already answered`);
    }
  });
}
