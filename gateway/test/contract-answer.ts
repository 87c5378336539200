// Checks real answers against their schemas: the body parses and has exactly the documented fields
// (zod objects would drop extra ones silently), and a contract's answer comes with a status the
// contract declares for success.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Contract } from '@phd/contracts/http/contract';

export function expectMatches(schema: z.ZodType, body: unknown, what = 'the answer'): void {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues.slice(0, 3) ?? [], `${what} is off its schema`).toEqual([]);
  expect(JSON.stringify(parsed.data), `${what} has fields its schema does not name`).toBe(JSON.stringify(body));
}

export function expectContractAnswer(contract: Contract, res: LightMyRequestResponse): void {
  const what = `${contract.method} ${contract.path}`;
  const schema = contract.responses[res.statusCode as keyof Contract['responses']];
  expect(schema, `${what} declares no ${res.statusCode} answer`).toBeDefined();
  expectMatches(schema!, res.json(), what);
}
