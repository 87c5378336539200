// Recruiter passwords: argon2id hashes, and a minimum strength checked on sign-up and reset. Strength
// follows NIST SP 800-63B: a length floor plus a check against common and guessable passwords (the
// zxcvbn-ts dictionaries), not composition rules.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX } from '@phd/contracts/input/password';

export const PASSWORD_MIN = 10;

// The package declares Algorithm as a const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const TOO_EASY = 'This password is too easy to guess. Try a longer phrase of unrelated words.';

let checker: ZxcvbnFactory | undefined;

/** Why a new password is too weak, or null when it will do. `personal` are words from the account (name, e-mail). */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  // Built on first use: loading the dictionaries takes a moment and most processes never need them.
  checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  const result = checker.check(password, personal.filter(Boolean));
  return result.score >= 3 ? null : TOO_EASY;
}
