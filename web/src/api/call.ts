// The typed way to call an endpoint: `call(contract, input)` builds the URL from the contract's path and
// params, sends its query and body through `api` (same headers, CSRF, time-out and error handling), and
// types the answer as the contract declares it, so a field changed on one side fails the compiler on
// the other.
import type { Contract, ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { api, type QueryValue, type RequestOptions } from './client.ts';

/** The contract's path with each `:name` replaced by its encoded param. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

export function call<C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  options: Pick<RequestOptions, 'signal' | 'tenant' | 'anonymous'> = {},
): Promise<ContractResponse<C>> {
  const parts = input as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return api<ContractResponse<C>>(pathOf(contract.path, parts.params), {
    ...options,
    method: contract.method,
    query: parts.query,
    body: parts.body,
  });
}
