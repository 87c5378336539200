// A university site's single sign-on (issue 33, docs/single-sign-on.md). Its owner sets it up (SAML 2.0
// from the IdP's metadata, or OpenID Connect); the login page asks which sign-in the site offers; the
// browser goes to the IdP through /api/sso/<site>/start and comes back to the site's ACS or callback,
// which hand it a one-time code; the page trades the code for a staff token (POST /api/sso/handoff).
// The SSO addresses carry the site in their path and live on the main address, so an IdP registers one
// stable ACS URL whether staff use the site's own host or /saas.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { idpMetadataInput, oidcCheckInput, ssoHandoffInput, ssoSettingsInput } from '../input/sso.ts';
import { SITE_OWNERS, STAFF_ROLES } from '../staff-roles.ts';
import { isValidSlug } from '../tenant-site.ts';
import { staffSignInSchema } from './staff.ts';

export const SSO_SAVED = 'Single sign-on settings saved';
export const IDP_METADATA_LOADED = 'Identity provider metadata loaded';

const siteParams = z.object({
  site: z
    .string()
    .max(63, 'is not a university site name')
    .transform((s) => s.toLowerCase())
    .refine(isValidSlug, 'is not a university site name: lowercase letters, digits and hyphens')
    .describe("The university site's name (its address's first label)"),
});

const ssoPublic = { audience: 'anyone', area: 'Public', topic: 'University site sign-in' } as const;
const ssoSettings = {
  audience: 'staff',
  roles: SITE_OWNERS,
  area: 'University site',
  topic: 'Single sign-on',
} as const;

const toLoginPage = z
  .null()
  .describe(
    'To the site’s /login/sso?code=… (signed in: the page trades the code), or to its /login?sso_error=<code> ' +
      'with a sentence the page shows; never an error page',
  );

export const signInOptionsSchema = z
  .object({
    password: z.boolean().describe('False when the site requires single sign-on'),
    sso: z
      .object({
        label: z.string().describe('The button’s words: "Sign in with {University}"'),
        start_url: z.string().describe('Where the button goes (GET): the IdP’s sign-in, through this site'),
      })
      .nullable(),
  })
  .meta({ id: 'SignInOptions' });

export const signInOptions = contract({
  ...ssoPublic,
  method: 'GET',
  path: '/api/tenant/sign-in',
  summary: 'How staff sign in to the site its host or X-Tenant names: a password, single sign-on, or both',
  responses: { 200: signInOptionsSchema },
});

export const startSso = contract({
  ...ssoPublic,
  method: 'GET',
  path: '/api/sso/:site/start',
  summary: 'Sign in with the site’s identity provider: a redirect to it (SAML AuthnRequest or OpenID Connect)',
  params: siteParams,
  query: z.object({
    returnTo: z.string().max(2_000).optional().catch(undefined).describe('A path on the site to land on'),
    via: z
      .enum(['host', 'saas'])
      .optional()
      .catch(undefined)
      .describe('Where the person started: the site’s own host (default) or /saas on the main address'),
  }),
  responses: { 302: z.null().describe('To the IdP, or to the site’s /login?sso_error=<code>') },
});

export const samlAcs = contract({
  ...ssoPublic,
  method: 'POST',
  path: '/api/sso/:site/saml/acs',
  summary: 'The SAML assertion consumer service: the IdP posts its signed answer here (HTTP-POST binding)',
  params: siteParams,
  body: z
    .object({
      SAMLResponse: z.string().max(1_000_000).optional().catch(undefined),
      RelayState: z.string().max(4_000).optional().catch(undefined),
    })
    .catch({}),
  responses: { 302: toLoginPage },
});

export const samlMetadata = contract({
  ...ssoPublic,
  method: 'GET',
  path: '/api/sso/:site/saml/metadata',
  summary: 'The site’s SAML service-provider metadata (entity ID, ACS URL, signing certificate), for its IdP',
  params: siteParams,
  produces: 'application/samlmetadata+xml',
  responses: { 200: z.string().describe('SAML 2.0 EntityDescriptor') },
});

const sloQuery = z
  .object({
    SAMLRequest: z.string().max(100_000).optional().catch(undefined),
    SAMLResponse: z.string().max(100_000).optional().catch(undefined),
    RelayState: z.string().max(4_000).optional().catch(undefined),
    SigAlg: z.string().max(500).optional().catch(undefined),
    Signature: z.string().max(2_000).optional().catch(undefined),
  })
  .catch({});

export const samlLogout = contract({
  ...ssoPublic,
  method: 'GET',
  path: '/api/sso/:site/saml/slo',
  summary:
    'SAML single logout (HTTP-Redirect): the IdP’s LogoutRequest ends the person’s sessions on the site and is ' +
    'answered; its LogoutResponse to ours lands on the site’s login page',
  params: siteParams,
  query: sloQuery,
  responses: { 302: z.null().describe('To the IdP with our LogoutResponse, or to the site’s login page') },
});

export const oidcCallback = contract({
  ...ssoPublic,
  method: 'GET',
  path: '/api/sso/:site/oidc/callback',
  summary: 'Where the site’s OpenID provider sends the browser back',
  params: siteParams,
  query: z
    .object({
      code: z.string().max(2_048).optional().catch(undefined),
      state: z.string().max(512).optional().catch(undefined),
      error: z.string().max(200).optional().catch(undefined),
      iss: z.string().max(500).optional().catch(undefined),
    })
    .catch({}),
  responses: { 302: toLoginPage },
});

export const SSO_SIGNED_OUT = 'Signed out';

export const ssoLogout = contract({
  audience: 'staff',
  area: 'University site',
  topic: 'Single sign-on',
  method: 'POST',
  path: '/api/sso/logout',
  summary:
    'Sign out of the site and, when the staff member came by SAML and the IdP offers single logout, answer the ' +
    'address that signs them out there too (the browser goes there next)',
  body: z
    .object({
      via: z
        .enum(['host', 'saas'], { error: 'via must be host or saas' })
        .optional()
        .describe('Where the browser should land after the IdP: the site’s own host (default) or /saas'),
    })
    .optional(),
  responses: {
    200: z.object({
      message: z.literal(SSO_SIGNED_OUT),
      redirect_url: z.string().nullable().describe('The IdP’s single logout, with our signed LogoutRequest; or null'),
    }),
  },
});

export const ssoHandoff = contract({
  ...ssoPublic,
  method: 'POST',
  path: '/api/sso/handoff',
  summary:
    'Trade the one-time code a single sign-on gave the browser (valid one minute, once) for a staff token, on ' +
    'the site its host or X-Tenant names',
  body: ssoHandoffInput,
  responses: { 200: staffSignInSchema },
});

const roleRuleSchema = z.object({ attribute: z.string(), value: z.string(), role: z.enum(STAFF_ROLES) });

export const ssoSettingsSchema = z
  .object({
    configured: z.boolean().describe('False until the owner first saves'),
    protocol: z.enum(['saml', 'oidc']),
    enabled: z.boolean(),
    required: z.boolean().describe('Passwords are refused, but for the break-glass owner'),
    break_glass_user_id: z.string().nullable(),
    display_name: z.string().nullable(),
    button_label: z.string().describe('What the login page’s button says'),
    allowed_domains: z.array(z.string()),
    attribute_map: z.object({
      subject: z.string().nullable(),
      email: z.string().nullable(),
      name: z.string().nullable(),
    }),
    role_rules: z.array(roleRuleSchema),
    saml: z.object({
      idp_entity_id: z.string().nullable(),
      idp_sso_url: z.string().nullable(),
      idp_slo_url: z.string().nullable(),
      idp_certificates: z.array(z.string()),
      idp_metadata_url: z.string().nullable(),
    }),
    oidc: z.object({
      issuer: z.string().nullable(),
      client_id: z.string().nullable(),
      client_secret_set: z.boolean(),
    }),
    service_provider: z.object({
      entity_id: z.string(),
      acs_url: z.string(),
      slo_url: z.string(),
      metadata_url: z.string(),
      certificate: z.string().nullable().describe('Made when SAML is first saved'),
    }),
    oidc_redirect_uri: z.string(),
    owners: z
      .array(z.object({ id: z.string(), name: z.string(), email: z.string() }))
      .describe('Who may be the break-glass owner'),
  })
  .meta({ id: 'SsoSettings' });

export type SsoSettingsJson = z.output<typeof ssoSettingsSchema>;

export const getSsoSettings = contract({
  ...ssoSettings,
  method: 'GET',
  path: '/api/saas/sso',
  summary: 'The site’s single sign-on settings, with the addresses its IdP needs (owners only)',
  responses: { 200: z.object({ data: ssoSettingsSchema }) },
});

export const updateSsoSettings = contract({
  ...ssoSettings,
  method: 'PUT',
  path: '/api/saas/sso',
  summary:
    'Save the single sign-on settings. Turning it on needs the protocol’s fields; requiring it needs a break-glass ' +
    'owner (default: the caller)',
  body: ssoSettingsInput,
  responses: { 200: z.object({ message: z.literal(SSO_SAVED), data: ssoSettingsSchema }) },
});

export const loadIdpMetadata = contract({
  ...ssoSettings,
  method: 'POST',
  path: '/api/saas/sso/idp-metadata',
  summary: 'Read the SAML IdP’s metadata (from its URL or pasted) into the settings: entity ID, URLs, certificates',
  body: idpMetadataInput,
  responses: { 200: z.object({ message: z.literal(IDP_METADATA_LOADED), data: ssoSettingsSchema }) },
});

export const OIDC_CONNECTION_OK = 'The OpenID provider answered, and it accepts this client.';

export const checkOidcConnection = contract({
  ...ssoSettings,
  method: 'POST',
  path: '/api/saas/sso/oidc/check',
  summary:
    'Try an OpenID provider before saving: discovery, then the client ID and secret at its token endpoint (a ' +
    'blank secret tries the saved one). Answers whether it works and, if not, why in a sentence',
  body: oidcCheckInput,
  responses: { 200: z.object({ ok: z.boolean(), message: z.string() }) },
});

// ------------------------------------------------------------------ admins, when provisioning a site

const adminSso = { audience: 'admin', area: 'Admin', topic: 'University sites' } as const;
const siteIdParams = z.object({ id: z.string().describe('The site’s UUID (any case); another value answers 404') });

export const getAdminTenantSso = contract({
  ...adminSso,
  method: 'GET',
  path: '/api/admin/tenants/:id/sso',
  summary: 'A university site’s single sign-on settings, as its owners see them',
  params: siteIdParams,
  responses: { 200: z.object({ data: ssoSettingsSchema }) },
});

export const updateAdminTenantSso = contract({
  ...adminSso,
  method: 'PUT',
  path: '/api/admin/tenants/:id/sso',
  summary:
    'Set up a university site’s single sign-on for it (as its owners can); requiring it names a break-glass ' +
    'owner (default: the site’s first owner)',
  params: siteIdParams,
  body: ssoSettingsInput,
  responses: { 200: z.object({ message: z.literal(SSO_SAVED), data: ssoSettingsSchema }) },
});

export const loadAdminTenantIdpMetadata = contract({
  ...adminSso,
  method: 'POST',
  path: '/api/admin/tenants/:id/sso/idp-metadata',
  summary: 'Read the SAML IdP’s metadata (from its URL or pasted) into a university site’s settings',
  params: siteIdParams,
  body: idpMetadataInput,
  responses: { 200: z.object({ message: z.literal(IDP_METADATA_LOADED), data: ssoSettingsSchema }) },
});
