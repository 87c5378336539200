// The signed-in candidate (spec section 3, "User (main site)"; docs/candidate-api.md): GET /api/user
// answers the profile, POST /api/logout ends the session (or a tenant staff member's, auth/tenant-staff.ts). Neither answer may be cached anywhere: they
// differ per person behind the same URL.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { unauthorized } from '@phd/services/errors';

export interface UserProfile {
  id: string;
  name: string | null;
  email: string;
  picture: string | null;
  first_name: string | null;
  last_name: string | null;
  role: 'user' | 'admin';
}

export const SIGNED_OUT = { message: 'Signed out' } as const;

export const accountRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/user', async (request): Promise<UserProfile> => {
    const candidate = await app.requireCandidate(request);
    const user = await db.user.findUnique({ where: { id: candidate.id } });
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
  app.post('/api/logout', async (request, reply) => {
    if (await app.signOutStaff(request)) return SIGNED_OUT;
    if (await app.findCandidate(request)) await app.requireCandidate(request);
    await app.signOutCandidate(request, reply);
    return SIGNED_OUT;
  });
};
