// What a service refused with, for suites that check the refusal itself (its kind and its sentence).
import { expect } from 'vitest';
import { DomainError } from '../../src/errors.ts';

/** The DomainError `work` fails with; fails the test when it succeeds or fails otherwise. */
export async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
