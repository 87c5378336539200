// Admins are main-site users with role admin (issue 15). `requireAdmin` answers 401 to the signed out
// and 403 to everyone else signed in, on every admin call, so no admin path is ever a 404 that tells
// a stranger what exists; writes need the CSRF token, as every cookie-authenticated write does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '@phd/services/audit/audit-log';
import { forbidden } from '@phd/services/errors';

export const ADMINS_ONLY = 'Only admins can do this.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in admin as the audit log names them; 401 signed out, 403 not an admin. */
    requireAdmin(request: FastifyRequest): Promise<Actor>;
  }
}

export const adminPlugin = fp(
  async function admin(app: FastifyInstance) {
    app.decorate('requireAdmin', async (request: FastifyRequest): Promise<Actor> => {
      const user = await app.requireCandidate(request);
      if (user.role !== 'admin') throw forbidden(ADMINS_ONLY);
      return { kind: 'admin', id: user.id, email: user.email, ip: request.ip };
    });
  },
  { name: 'admin', dependencies: ['candidate-session'] },
);
