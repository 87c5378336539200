// Recruiter accounts (spec section 7, "Recruiter auth"; docs/recruiter-api.md): sign-up, verification,
// login, password reset, profile and logout under /api/university/auth. Answers are never cached: they
// differ per person behind the same URL.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { loginRecruiter } from '@phd/services/recruiters/login';
import { requestPasswordReset, resetPassword } from '@phd/services/recruiters/password-reset';
import { recruiterProfile, updateRecruiterProfile } from '@phd/services/recruiters/profile';
import { signupRecruiter } from '@phd/services/recruiters/signup';
import { resendVerification, verifyRecruiterEmail } from '@phd/services/recruiters/verify-email';
import { LIMITS } from './rate-limits.ts';

export const LOGGED_IN = 'Logged in';
export const LOGGED_OUT = 'Logged out';
export const PROFILE_UPDATED = 'Profile updated';

export const recruiterAuthRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/university/auth/signup', { config: { rateLimit: LIMITS.recruiterSignup } }, async (request, reply) => {
    const result = await signupRecruiter(db, appSecret, request.body);
    return reply.status(201).send(result);
  });

  app.post('/api/university/auth/verify', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    verifyRecruiterEmail(db, request.body),
  );

  app.post('/api/university/auth/resend-verification', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    resendVerification(db, appSecret, request.body),
  );

  app.post('/api/university/auth/forgot-password', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    requestPasswordReset(db, appSecret, request.body),
  );

  app.post('/api/university/auth/reset-password', { config: { rateLimit: LIMITS.recruiterEmail } }, (request) =>
    resetPassword(db, request.body),
  );

  app.post('/api/university/auth/login', { config: { rateLimit: LIMITS.recruiterLogin } }, async (request, reply) => {
    const { recruiterId, user } = await loginRecruiter(db, request.body);
    const token = await app.signInRecruiter(request, reply, recruiterId);
    return { message: LOGGED_IN, token, user };
  });

  app.get('/api/university/auth/me', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    return { user: await recruiterProfile(db, recruiterId) };
  });

  app.put('/api/university/auth/profile', async (request) => {
    const recruiterId = await app.requireRecruiter(request);
    return { message: PROFILE_UPDATED, user: await updateRecruiterProfile(db, recruiterId, request.body) };
  });

  // Signed in, a cookie logout needs the CSRF token (a forged logout is a nuisance); signed out there is
  // nothing to end, and the answer is the same (logging out twice is not an error).
  app.post('/api/university/auth/logout', async (request, reply) => {
    await app.requireRecruiter(request).catch((error: unknown) => {
      if (!(error instanceof DomainError && error.kind === 'unauthorized')) throw error;
    });
    await app.signOutRecruiter(request, reply);
    return { message: LOGGED_OUT };
  });
};
