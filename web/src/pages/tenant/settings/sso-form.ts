// The single sign-on settings as the owner edits them, and the PUT body they become: text fields as
// typed (domains one per line or comma-separated, blank meaning "the usual" or "keep"), checked against
// the contract's own input schema before sending, its messages placed under the fields they name.
import { ssoSettingsInput } from '@phd/contracts/input/sso';
import type { StaffRole } from '@phd/contracts/staff-roles';
import type { SsoSettings, SsoSettingsBody } from '../../../api/sso.ts';

export interface RoleRuleRow {
  /** Only for React's list keys: rows are added and removed in the middle. */
  key: number;
  attribute: string;
  value: string;
  role: StaffRole;
}

/** The text fields, named as the server's error details name them (dotted paths). */
export type SsoTextFields = {
  display_name: string;
  allowed_domains: string;
  'attribute_map.subject': string;
  'attribute_map.email': string;
  'attribute_map.name': string;
  'oidc.issuer': string;
  'oidc.client_id': string;
  'oidc.client_secret': string;
  break_glass_user_id: string;
};

export interface SsoChoices {
  protocol: 'saml' | 'oidc';
  enabled: boolean;
  required: boolean;
  rules: RoleRuleRow[];
  saml: SsoSettings['saml'];
}

let nextKey = 0;
export const ruleRow = (rule: Omit<RoleRuleRow, 'key'>): RoleRuleRow => ({ ...rule, key: nextKey++ });

export function textFieldsOf(settings: SsoSettings, me: string): SsoTextFields {
  const owners = settings.owners.map((owner) => owner.id);
  const fallbackOwner = owners.includes(me) ? me : (owners[0] ?? '');
  return {
    display_name: settings.display_name ?? '',
    allowed_domains: settings.allowed_domains.join('\n'),
    'attribute_map.subject': settings.attribute_map.subject ?? '',
    'attribute_map.email': settings.attribute_map.email ?? '',
    'attribute_map.name': settings.attribute_map.name ?? '',
    'oidc.issuer': settings.oidc.issuer ?? '',
    'oidc.client_id': settings.oidc.client_id ?? '',
    'oidc.client_secret': '',
    break_glass_user_id: settings.break_glass_user_id ?? fallbackOwner,
  };
}

export function choicesOf(settings: SsoSettings): SsoChoices {
  return {
    protocol: settings.protocol,
    enabled: settings.enabled,
    required: settings.required,
    rules: settings.role_rules.map(ruleRow),
    saml: settings.saml,
  };
}

// The contract's optional lines take a string or nothing (not null): blank is sent as nothing, which it
// stores as null ("the usual", "no label").
const orAbsent = (text: string) => text.trim() || undefined;

export const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

export function settingsBody(fields: SsoTextFields, choices: SsoChoices): SsoSettingsBody {
  const secret = fields['oidc.client_secret'].trim();
  return {
    protocol: choices.protocol,
    enabled: choices.enabled,
    required: choices.required,
    break_glass_user_id: choices.required ? (orAbsent(fields.break_glass_user_id) ?? null) : null,
    display_name: orAbsent(fields.display_name),
    allowed_domains: splitDomains(fields.allowed_domains),
    attribute_map: {
      subject: orAbsent(fields['attribute_map.subject']),
      email: orAbsent(fields['attribute_map.email']),
      name: orAbsent(fields['attribute_map.name']),
    },
    role_rules: choices.rules.map(({ attribute, value, role }) => ({
      attribute: attribute.trim(),
      value: value.trim(),
      role,
    })),
    saml: { ...choices.saml, idp_entity_id: choices.saml.idp_entity_id ?? undefined },
    // Blank keeps the stored secret, which the page never sees.
    oidc: {
      issuer: orAbsent(fields['oidc.issuer']),
      client_id: orAbsent(fields['oidc.client_id']),
      ...(secret ? { client_secret: secret } : {}),
    },
  };
}

/** The contract's refusals, keyed as the fields are (role rules and domains by their list). */
export function bodyProblems(body: SsoSettingsBody): Record<string, string> {
  const parsed = ssoSettingsInput.safeParse(body);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, second] = issue.path.map(String);
    const whole = !second || head === 'allowed_domains' || head === 'role_rules' || head === 'saml';
    const field = !head ? 'request' : whole ? head : `${head}.${second}`;
    problems[field] ??= issue.message;
  }
  return problems;
}
