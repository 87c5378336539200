// Passwords as the forms take them: one rule for recruiters (spec section 7) and site staff (issue 13).
import { z } from 'zod';

/** The longest new password taken (services/src/recruiters/password.ts checks the strength). */
export const PASSWORD_MAX = 128;

/** A new password: only bounded here; strength is checked with the person's own words (services password.ts). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/** The password of a sign-in: only required and bounded (its strength was checked when it was chosen). */
export const signInPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1_000);
