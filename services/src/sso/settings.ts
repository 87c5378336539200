// A site's single sign-on settings (issue 33), read and changed by its owners in the site's unit of
// work, each change audited without its secrets. Turning SSO on needs the protocol's fields; requiring it
// needs a break-glass owner, who alone keeps a password (the caller unless another owner is named), so
// a site can never lock every owner out when its IdP is down. The SP's key pair is made the first time
// SAML is saved and kept across protocol switches; secrets are stored sealed (../secrets/seal.ts).
import type { SsoSettingsJson } from '@phd/contracts/endpoints/sso';
import type { SsoSettingsInput } from '@phd/contracts/input/sso';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Prisma } from '../db/client.ts';
import type { TenantSso } from '../db/generated/client.ts';
import { invalid } from '../errors.ts';
import { seal, unseal } from '../secrets/seal.ts';
import type { TenantTx } from '../tenants/unit-of-work.ts';
import type { AttributeMap, RoleRule } from './attributes.ts';
import { createSpCredentials } from './saml/credentials.ts';
import type { IdpMetadata } from './saml/idp-metadata.ts';
import { ssoUrls } from './urls.ts';

export const SSO_KEY_PURPOSE = 'sso-key';
export const OIDC_SECRET_PURPOSE = 'sso-oidc-secret';

export interface SsoSite {
  id: string;
  slug: string;
  universityName: string;
}

export interface SsoContext {
  appSecret: string;
  publicUrl: string;
}

export const buttonLabel = (sso: Pick<TenantSso, 'displayName'> | null, site: Pick<SsoSite, 'universityName'>) =>
  `Sign in with ${sso?.displayName ?? site.universityName}`;

/** The settings as the owner's screen shows them (secrets only as "set"). */
export async function readSsoSettings(tx: TenantTx, site: SsoSite, ctx: SsoContext): Promise<SsoSettingsJson> {
  const [sso, owners] = await Promise.all([
    tx.tenantSso.findUnique({ where: { tenantId: site.id } }),
    tx.tenantUser.findMany({
      where: { tenantId: site.id, role: 'owner' },
      select: { id: true, name: true, email: true },
      orderBy: { email: 'asc' },
    }),
  ]);
  const urls = ssoUrls(ctx.publicUrl, site.slug);
  const map = (sso?.attributeMap ?? {}) as AttributeMap;
  return {
    configured: sso !== null,
    protocol: sso?.protocol ?? 'saml',
    enabled: sso?.enabled ?? false,
    required: sso?.required ?? false,
    break_glass_user_id: sso?.breakGlassUserId ?? null,
    display_name: sso?.displayName ?? null,
    button_label: buttonLabel(sso, site),
    allowed_domains: sso?.allowedDomains ?? [],
    attribute_map: { subject: map.subject ?? null, email: map.email ?? null, name: map.name ?? null },
    // jsonb keeps keys in its own order: answered in the contract's.
    role_rules: ((sso?.roleRules ?? []) as unknown as RoleRule[]).map(({ attribute, value, role }) => ({
      attribute,
      value,
      role,
    })),
    saml: {
      idp_entity_id: sso?.samlIdpEntityId ?? null,
      idp_sso_url: sso?.samlIdpSsoUrl ?? null,
      idp_slo_url: sso?.samlIdpSloUrl ?? null,
      idp_certificates: sso?.samlIdpCertificates ?? [],
      idp_metadata_url: sso?.samlIdpMetadataUrl ?? null,
    },
    oidc: {
      issuer: sso?.oidcIssuer ?? null,
      client_id: sso?.oidcClientId ?? null,
      client_secret_set: Boolean(sso?.oidcClientSecret),
    },
    service_provider: {
      entity_id: urls.entityId,
      acs_url: urls.acsUrl,
      slo_url: urls.sloUrl,
      metadata_url: urls.metadataUrl,
      certificate: sso?.samlSpCertificate ?? null,
    },
    oidc_redirect_uri: urls.oidcRedirectUri,
    owners,
  };
}

/** The saved OIDC client secret, unsealed (to try a connection with it), or null. */
export async function storedOidcSecret(tx: TenantTx, tenantId: string, appSecret: string): Promise<string | null> {
  const row = await tx.tenantSso.findUnique({ where: { tenantId }, select: { oidcClientSecret: true } });
  return row?.oidcClientSecret ? unseal(appSecret, OIDC_SECRET_PURPOSE, row.oidcClientSecret) : null;
}

/** What the audit log keeps of a configuration: everything but the secrets. */
function audited(sso: TenantSso | null): Prisma.InputJsonValue | undefined {
  if (!sso) return undefined;
  const secretless: Partial<TenantSso> = { ...sso };
  delete secretless.samlSpPrivateKey;
  delete secretless.createdAt;
  delete secretless.updatedAt;
  return { ...secretless, oidcClientSecret: sso.oidcClientSecret ? 'set' : null } as Prisma.InputJsonValue;
}

export async function saveSsoSettings(
  tx: TenantTx,
  site: SsoSite,
  actor: Actor,
  input: SsoSettingsInput,
  ctx: SsoContext,
): Promise<SsoSettingsJson> {
  const before = await tx.tenantSso.findUnique({ where: { tenantId: site.id } });
  const saml = {
    samlIdpEntityId: input.saml?.idp_entity_id ?? before?.samlIdpEntityId ?? null,
    samlIdpSsoUrl: input.saml?.idp_sso_url !== undefined ? input.saml.idp_sso_url : (before?.samlIdpSsoUrl ?? null),
    samlIdpSloUrl: input.saml?.idp_slo_url !== undefined ? input.saml.idp_slo_url : (before?.samlIdpSloUrl ?? null),
    samlIdpCertificates: input.saml ? input.saml.idp_certificates.map(pem) : (before?.samlIdpCertificates ?? []),
    samlIdpMetadataUrl:
      input.saml?.idp_metadata_url !== undefined ? input.saml.idp_metadata_url : (before?.samlIdpMetadataUrl ?? null),
  };
  const oidc = {
    oidcIssuer: input.oidc?.issuer !== undefined ? input.oidc.issuer : (before?.oidcIssuer ?? null),
    oidcClientId: input.oidc ? (input.oidc.client_id ?? null) : (before?.oidcClientId ?? null),
    oidcClientSecret: input.oidc?.client_secret
      ? seal(ctx.appSecret, OIDC_SECRET_PURPOSE, input.oidc.client_secret)
      : (before?.oidcClientSecret ?? null),
  };
  if (input.enabled) requireProtocolFields(input.protocol, saml, oidc);
  if (input.required && !input.enabled) {
    throw invalid('Turn single sign-on on before requiring it.', { required: 'needs single sign-on on' });
  }
  const breakGlass =
    input.break_glass_user_id ??
    before?.breakGlassUserId ??
    (input.required ? await defaultBreakGlass(tx, site.id, actor) : null);
  if (input.required && !breakGlass) {
    throw invalid('Requiring single sign-on needs a break-glass owner, and this site has no owner yet.', {
      break_glass_user_id: 'is required',
    });
  }
  if (breakGlass) {
    const owner = await tx.tenantUser.findFirst({ where: { id: breakGlass, tenantId: site.id, role: 'owner' } });
    if (!owner) {
      throw invalid('The break-glass account must be one of this site’s owners.', {
        break_glass_user_id: 'is not an owner of this site',
      });
    }
  }
  const keys =
    input.protocol === 'saml' && !before?.samlSpCertificate ? spKeys(site, ctx) : ({} as Record<string, string>);
  const data = {
    protocol: input.protocol,
    enabled: input.enabled,
    required: input.required,
    breakGlassUserId: breakGlass,
    displayName: input.display_name,
    allowedDomains: [...new Set(input.allowed_domains)],
    attributeMap: input.attribute_map as Prisma.InputJsonValue,
    roleRules: input.role_rules as Prisma.InputJsonValue,
    ...saml,
    ...oidc,
    ...keys,
  };
  const after = await tx.tenantSso.upsert({
    where: { tenantId: site.id },
    create: { tenantId: site.id, ...data },
    update: data,
  });
  await recordAudit(tx, actor, {
    action: before ? 'sso_settings.updated' : 'sso_settings.created',
    recordType: 'tenant_sso',
    recordId: site.id,
    before: audited(before),
    after: audited(after),
  });
  return readSsoSettings(tx, site, ctx);
}

/** Stores what the IdP's metadata says (entity ID, URLs, certificates), leaving the rest as it was. */
export async function storeIdpMetadata(
  tx: TenantTx,
  site: SsoSite,
  actor: Actor,
  metadata: IdpMetadata,
  metadataUrl: string | null,
  ctx: SsoContext,
): Promise<SsoSettingsJson> {
  const before = await tx.tenantSso.findUnique({ where: { tenantId: site.id } });
  const data = {
    samlIdpEntityId: metadata.entityId,
    samlIdpSsoUrl: metadata.ssoUrl,
    samlIdpSloUrl: metadata.sloUrl,
    samlIdpCertificates: metadata.certificates,
    samlIdpMetadataUrl: metadataUrl ?? before?.samlIdpMetadataUrl ?? null,
  };
  const after = await tx.tenantSso.upsert({
    where: { tenantId: site.id },
    create: { tenantId: site.id, protocol: 'saml', ...data, ...spKeys(site, ctx) },
    update: { ...data, ...(before?.samlSpCertificate ? {} : spKeys(site, ctx)) },
  });
  await recordAudit(tx, actor, {
    action: 'sso_settings.idp_metadata_loaded',
    recordType: 'tenant_sso',
    recordId: site.id,
    before: audited(before),
    after: audited(after),
  });
  return readSsoSettings(tx, site, ctx);
}

/** The owner who keeps a password: the owner turning SSO on, else (an admin doing it) the first owner. */
async function defaultBreakGlass(tx: TenantTx, tenantId: string, actor: Actor): Promise<string | null> {
  if (actor.kind === 'staff') return actor.id;
  const first = await tx.tenantUser.findFirst({
    where: { tenantId, role: 'owner' },
    orderBy: { createdAt: 'asc' },
    select: { id: true },
  });
  return first?.id ?? null;
}

function spKeys(site: SsoSite, ctx: SsoContext) {
  const credentials = createSpCredentials(ssoUrls(ctx.publicUrl, site.slug).entityId.replace(/^https?:\/\//, ''));
  return {
    samlSpCertificate: credentials.certificate,
    samlSpPrivateKey: seal(ctx.appSecret, SSO_KEY_PURPOSE, credentials.privateKey),
  };
}

/** A certificate as PEM, whether typed as PEM or as metadata's bare base64. */
function pem(certificate: string): string {
  // Typed or pasted PEM may have lost its line breaks (a one-line field keeps none): rebuilt from the body.
  const body = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

function requireProtocolFields(
  protocol: 'saml' | 'oidc',
  saml: { samlIdpEntityId: string | null; samlIdpSsoUrl: string | null; samlIdpCertificates: string[] },
  oidc: { oidcIssuer: string | null; oidcClientId: string | null; oidcClientSecret: string | null },
) {
  const missing: Record<string, string> =
    protocol === 'saml'
      ? {
          ...(!saml.samlIdpEntityId && { 'saml.idp_entity_id': 'is required' }),
          ...(!saml.samlIdpSsoUrl && { 'saml.idp_sso_url': 'is required' }),
          ...(saml.samlIdpCertificates.length === 0 && { 'saml.idp_certificates': 'needs at least one' }),
        }
      : {
          ...(!oidc.oidcIssuer && { 'oidc.issuer': 'is required' }),
          ...(!oidc.oidcClientId && { 'oidc.client_id': 'is required' }),
          ...(!oidc.oidcClientSecret && { 'oidc.client_secret': 'is required' }),
        };
  if (Object.keys(missing).length === 0) return;
  throw invalid(
    protocol === 'saml'
      ? 'To turn on SAML sign-in, load your identity provider’s metadata (or give its entity ID, sign-in URL and certificate).'
      : 'To turn on OpenID Connect sign-in, give the issuer, client ID and client secret.',
    missing,
  );
}
