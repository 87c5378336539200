// The signed-in candidate (spec section 3, "User (main site)"; docs/candidate-api.md): GET /api/user
// answers the profile, POST /api/logout ends the session (or a tenant staff member's,
// auth/tenant-staff.ts). Neither answer may be cached anywhere (the contracts' no-store): they differ
// per person behind the same URL.
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser, logout, SIGNED_OUT, type userProfileSchema } from '@phd/contracts/endpoints/candidate-account';
import type { Db } from '@phd/services/db/client';
import { unauthorized } from '@phd/services/errors';
import { serve } from '../plugins/contract-routes.ts';

export type UserProfile = z.output<typeof userProfileSchema>;

export const accountRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, currentUser, async ({ caller }): Promise<UserProfile> => {
    const user = await db.user.findUnique({ where: { id: caller.id } });
    if (!user) throw unauthorized();
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return {
      id: user.id,
      name: user.name || fullName || null,
      email: user.email,
      picture: user.picture,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
    };
  });

  // A tenant staff token (bearer) ends that session (issue 13). Otherwise, signed in, this is a
  // cookie-authenticated write and needs the CSRF token (a forged sign-out is a nuisance); signed out
  // there is nothing to end, and the answer is the same.
  const signedOut = { message: SIGNED_OUT } as const;
  serve(app, logout, async ({ request, reply }) => {
    if (await app.signOutStaff(request)) return signedOut;
    if (await app.findCandidate(request)) await app.requireCandidate(request);
    await app.signOutCandidate(request, reply);
    return signedOut;
  });
};
