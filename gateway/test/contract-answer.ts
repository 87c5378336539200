// Checks a real answer against its contract: the status is one the contract declares for success,
// and the body parses with that status's schema (extra fields are allowed by zod objects, missing or
// mistyped ones are not).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Contract } from '@phd/contracts/http/contract';

export function expectContractAnswer(contract: Contract, res: LightMyRequestResponse): void {
  const schema = contract.responses[res.statusCode as keyof Contract['responses']];
  expect(schema, `${contract.method} ${contract.path} declares no ${res.statusCode} answer`).toBeDefined();
  const parsed = schema!.safeParse(res.json());
  expect(parsed.error?.issues ?? [], `${contract.method} ${contract.path} answered off its contract`).toEqual([]);
}
