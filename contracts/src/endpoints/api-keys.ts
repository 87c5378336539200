// A university site's API keys (issue 33; docs/api-keys.md): the site's own systems (an HR system)
// call the same API its screens use with `Authorization: Bearer <key>`. Only owners manage keys: a key
// acts for the owner who made it, so handing one out is the owner's decision, and a key never manages
// keys itself (it acts as an admin at most). The key is answered once, when it is made; only its hash
// is kept.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { atMost, requiredLine } from '../input/text.ts';
import { SITE_OWNERS } from '../staff-roles.ts';

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 100;

export const apiKeyInput = z.object({
  name: requiredLine('Name', API_KEY_NAME_MAX, atMost('Name', API_KEY_NAME_MAX)),
  scope: z.enum(API_KEY_SCOPES, { error: 'Scope must be read or write' }),
});

export type ApiKeyInput = z.output<typeof apiKeyInput>;

export const apiKeyParams = z.object({
  id: z.uuid({ error: 'is not a valid id' }).transform((id) => id.toLowerCase()),
});

const time = z.string().describe('ISO 8601');

export const apiKeySchema = z.object({
  id: z.string().describe('UUID'),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES).describe('read: GET only; write: also changes, as an admin at most'),
  prefix: z
    .string()
    .describe('The first characters of the key, to tell keys apart (the key itself is never shown again)'),
  created_by: z
    .object({ id: z.string().describe('UUID'), name: z.string(), email: z.string() })
    .describe('The owner who made it; the key acts for them'),
  created_at: time,
  last_used_at: time.nullable().describe('Updated at most once a minute'),
  revoked_at: time.nullable(),
});

export type ApiKeyJson = z.output<typeof apiKeySchema>;

export const API_KEY_CREATED = 'API key created. Copy it now: you will not see it again.' as const;
export const API_KEY_REVOKED = 'API key revoked. Calls with it are refused from now on.' as const;

const base = {
  audience: 'staff',
  roles: SITE_OWNERS,
  area: 'University site',
  topic: 'API keys',
} as const;

const PATH = '/api/saas/api-keys';

export const listApiKeys = contract({
  ...base,
  method: 'GET',
  path: PATH,
  summary: "The site's API keys, newest first (revoked ones included; never the keys themselves)",
  responses: { 200: z.object({ data: z.array(apiKeySchema) }) },
});

export const createApiKey = contract({
  ...base,
  method: 'POST',
  path: PATH,
  summary: 'Make an API key with a name and a scope (read or write): the answer holds the key, shown this once',
  body: apiKeyInput,
  responses: {
    201: z.object({
      message: z.literal(API_KEY_CREATED),
      key: z.string().describe('Send it as `Authorization: Bearer <key>`; it is not stored and cannot be shown again'),
      data: apiKeySchema,
    }),
  },
});

export const revokeApiKey = contract({
  ...base,
  method: 'DELETE',
  path: `${PATH}/:id`,
  summary: 'Revoke an API key: calls with it are refused at once (revoking it again changes nothing)',
  params: apiKeyParams,
  responses: { 200: z.object({ message: z.literal(API_KEY_REVOKED), data: apiKeySchema }) },
});
