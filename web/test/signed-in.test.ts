import { describe, expect, it } from 'vitest';
import { currentUser, isSignedIn } from '../src/api/user.ts';

describe('signed-in state (spec sections 3, 4 and 9)', () => {
  it('is signed in with a user, signed out with an error flag or nothing', () => {
    expect(isSignedIn({ id: 'u1', email: 'a@b.c' })).toBe(true);
    expect(isSignedIn({ error: 'Not authenticated' })).toBe(false);
    expect(isSignedIn({ id: 'u1', error: true })).toBe(false);
    expect(isSignedIn(null)).toBe(false);
    expect(isSignedIn('<html>')).toBe(false);
  });

  it("shares the header's query: key ['user'], cached 6 minutes, never retried", () => {
    const options = currentUser();
    expect(options.queryKey).toEqual(['user']);
    expect(options.staleTime).toBe(360_000);
    expect(options.retry).toBe(false);
  });
});
