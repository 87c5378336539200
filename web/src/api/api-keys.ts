// Calls of a university site's API keys (issue 33, @phd/contracts/endpoints/api-keys): owners list,
// make and revoke them. Staff calls: the token and, on /saas, X-Tenant come from the page.
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyInput,
  type ApiKeyJson,
} from '@phd/contracts/endpoints/api-keys';
import { call } from './call.ts';

export type ApiKey = ApiKeyJson;
export type NewApiKey = ApiKeyInput;

export const apiKeysApi = {
  list: (signal?: AbortSignal) => call(listApiKeys, {}, { signal }),
  create: (body: NewApiKey) => call(createApiKey, { body }),
  revoke: (id: string) => call(revokeApiKey, { params: { id } }),
};
