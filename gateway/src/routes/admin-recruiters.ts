// The admin's recruiters (issue 15), served from their contracts (@phd/contracts/endpoints/admin-people):
// the list with its filters, and verify | suspend | reinstate | resend-verification on one account,
// each answering { message, data } with the account as it is afterwards. Who may call (admins only,
// the CSRF token on writes) and the input's shape are the contracts'; the accounts are the service's.
import type { FastifyPluginAsync } from 'fastify';
import {
  listAdminRecruiters,
  reinstateAdminRecruiter,
  resendAdminRecruiterVerification,
  suspendAdminRecruiter,
  verifyAdminRecruiter,
} from '@phd/contracts/endpoints/admin-people';
import {
  listRecruiters,
  reinstateRecruiter,
  resendRecruiterVerification,
  suspendRecruiter,
  verifyRecruiter,
} from '@phd/services/admin/admin-recruiters';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

export const adminRecruiterRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  serve(app, listAdminRecruiters, ({ query }) => listRecruiters(db, query));

  serve(app, verifyAdminRecruiter, ({ caller, params }) => verifyRecruiter(db, caller, params.id));

  serve(app, suspendAdminRecruiter, ({ caller, params }) => suspendRecruiter(db, caller, params.id));

  serve(app, reinstateAdminRecruiter, ({ caller, params }) => reinstateRecruiter(db, caller, params.id));

  serve(app, resendAdminRecruiterVerification, ({ caller, params }) =>
    resendRecruiterVerification(db, caller, appSecret, params.id),
  );
};
