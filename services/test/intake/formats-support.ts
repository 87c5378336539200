// What the format tests share: the fixture folder, draining a reader, and the IntakeError it ends with.
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { IntakeError } from '../../src/intake/types.ts';

export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The IntakeError a reader ends with (failing the test when it ends otherwise). */
export async function intakeErrorOf(items: AsyncIterable<unknown>): Promise<IntakeError> {
  try {
    await collect(items);
  } catch (error) {
    expect(error).toBeInstanceOf(IntakeError);
    return error as IntakeError;
  }
  throw new Error('expected the reader to fail with an IntakeError');
}
