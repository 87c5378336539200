// Input of a university site's single sign-on (issue 33, docs/single-sign-on.md): the owner's settings,
// the IdP metadata to load, and the browser's hand-over code. snake_case as the rest of the staff API.
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.ts';
import { lineText, optionalLine, requiredLine } from './text.ts';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An e-mail domain people may sign up from ("ox.ac.uk"), typed with or without the "@". */
const domain = lineText('Allowed domain')
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(z.string().regex(HOSTNAME, 'Allowed domains are e-mail domains such as university.edu'));

const httpUrl = (label: string) =>
  lineText(label)
    .trim()
    .max(2_000, `${label} is too long`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a web address starting with https://` }));

const optionalUrl = (label: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), httpUrl(label)])
    .optional()
    .describe(`${label}; empty or null clears it`);

/** A PEM certificate, or its base64 body as metadata carries it. */
const certificate = lineText('Certificate')
  .max(20_000, 'A certificate is at most 20,000 characters')
  .overwrite((c) => c.trim())
  .refine((c) => /^(-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----|[A-Za-z0-9+/=\s]{100,})$/.test(c), {
    message: 'Certificates are PEM text (-----BEGIN CERTIFICATE----- …) or their base64 body',
  });

const attributeName = requiredLine('Attribute', 200);

/** An optional line that may also be sent as null: absent, null and blank all clear it. */
const clearableLine = (label: string, max: number) => z.union([z.null(), optionalLine(label, max)]).optional();

export const roleRuleInput = z.object({
  attribute: attributeName.describe('An attribute or claim name, e.g. eduPersonAffiliation or groups'),
  value: requiredLine('Value', 300).describe('The value it must hold, e.g. staff (case-insensitive)'),
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner, admin or reviewer' }),
});

export const attributeMapInput = z
  .object({
    subject: clearableLine('Subject attribute', 200),
    email: clearableLine('E-mail attribute', 200),
    name: clearableLine('Name attribute', 200),
  })
  .describe('Which attribute or claim holds each fact; null or absent: the usual names');

export const ssoSettingsInput = z.object({
  protocol: z.enum(['saml', 'oidc'], { error: 'Protocol must be saml or oidc' }),
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
  required: z.boolean({ error: 'Required must be true or false' }),
  break_glass_user_id: z
    .uuid({ error: 'The break-glass owner is not a valid id' })
    .transform((id) => id.toLowerCase())
    .nullable()
    .optional(),
  display_name: clearableLine('Button label', 100),
  allowed_domains: z.array(domain).max(50, 'At most 50 allowed domains').default([]),
  attribute_map: attributeMapInput.default({ subject: null, email: null, name: null }),
  role_rules: z.array(roleRuleInput).max(50, 'At most 50 role rules').default([]),
  saml: z
    .object({
      idp_entity_id: clearableLine('IdP entity ID', 1_000),
      idp_sso_url: optionalUrl('IdP sign-in URL'),
      idp_slo_url: optionalUrl('IdP sign-out URL'),
      idp_certificates: z.array(certificate).max(4, 'At most 4 IdP certificates').default([]),
      idp_metadata_url: optionalUrl('IdP metadata URL'),
    })
    .optional(),
  oidc: z
    .object({
      issuer: optionalUrl('Issuer'),
      client_id: clearableLine('Client ID', 500),
      client_secret: clearableLine('Client secret', 2_000).describe('Absent or blank keeps the stored secret'),
    })
    .optional(),
});

export type SsoSettingsInput = z.output<typeof ssoSettingsInput>;

/** The IdP's metadata, from its address or pasted (or read from a file by the browser). */
export const idpMetadataInput = z.union([
  z.object({ url: httpUrl('Metadata URL') }),
  z.object({
    xml: z
      .string({ error: 'Paste the metadata XML or give its URL' })
      .min(1, 'Paste the metadata XML or give its URL')
      .max(1_000_000, 'Metadata is at most 1 MB'),
  }),
]);

/** An OpenID provider to try before saving; a blank secret means the saved one. */
export const oidcCheckInput = z.object({
  issuer: httpUrl('Issuer'),
  client_id: requiredLine('Client ID', 500),
  client_secret: clearableLine('Client secret', 2_000),
});

/** The one-time code a single sign-on hands the browser, traded for a staff token. */
export const ssoHandoffInput = z.object({
  code: z.string({ error: 'The sign-in link is incomplete' }).trim().min(1, 'The sign-in link is incomplete').max(200),
});
