// Recruiter accounts (spec section 7, "Recruiter auth"; docs/recruiter-api.md), served from their
// contracts (@phd/contracts/endpoints/recruiter-auth): sign-up, verification, login, password reset,
// profile and logout under /api/university/auth. Answers are never cached: they differ per person
// behind the same URL.
import type { FastifyPluginAsync } from 'fastify';
import {
  LOGGED_IN,
  LOGGED_OUT,
  PROFILE_UPDATED,
  recruiterForgotPassword,
  recruiterLogin,
  recruiterLogout,
  recruiterMe,
  recruiterResendVerification,
  recruiterResetPassword,
  recruiterSignup,
  recruiterUpdateProfile,
  recruiterVerify,
} from '@phd/contracts/endpoints/recruiter-auth';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { loginRecruiter } from '@phd/services/recruiters/login';
import { requestPasswordReset, resetPassword } from '@phd/services/recruiters/password-reset';
import { recruiterProfile, updateRecruiterProfile } from '@phd/services/recruiters/profile';
import { signupRecruiter } from '@phd/services/recruiters/signup';
import { resendVerification, verifyRecruiterEmail } from '@phd/services/recruiters/verify-email';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export const recruiterAuthRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  serve(app, recruiterSignup, ({ body }) => signupRecruiter(db, appSecret, body), {
    rateLimit: LIMITS.recruiterSignup,
  });

  const emailLinks = { rateLimit: LIMITS.recruiterEmail };
  serve(app, recruiterVerify, ({ body }) => verifyRecruiterEmail(db, body), emailLinks);
  serve(app, recruiterResendVerification, ({ body }) => resendVerification(db, appSecret, body), emailLinks);
  serve(app, recruiterForgotPassword, ({ body }) => requestPasswordReset(db, appSecret, body), emailLinks);
  serve(app, recruiterResetPassword, ({ body }) => resetPassword(db, body), emailLinks);

  // The session is both a cookie (set here on the reply) and the token in the answer.
  serve(
    app,
    recruiterLogin,
    async ({ body, request, reply }) => {
      const { recruiterId, user } = await loginRecruiter(db, body);
      const token = await app.signInRecruiter(request, reply, recruiterId);
      return { message: LOGGED_IN, token, user } as const;
    },
    { rateLimit: LIMITS.recruiterLogin },
  );

  serve(app, recruiterMe, async ({ caller }) => ({ user: await recruiterProfile(db, caller) }));

  serve(app, recruiterUpdateProfile, async ({ caller, body }) => {
    const user = await updateRecruiterProfile(db, caller, body);
    return { message: PROFILE_UPDATED, user } as const;
  });

  // Signed in, a cookie logout needs the CSRF token (a forged logout is a nuisance); signed out there is
  // nothing to end, and the answer is the same (logging out twice is not an error).
  serve(app, recruiterLogout, async ({ request, reply }) => {
    await app.requireRecruiter(request).catch((error: unknown) => {
      if (!(error instanceof DomainError && error.kind === 'unauthorized')) throw error;
    });
    await app.signOutRecruiter(request, reply);
    return { message: LOGGED_OUT } as const;
  });
};
