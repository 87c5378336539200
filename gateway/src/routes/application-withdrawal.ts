// A candidate withdraws an application made on the site (issue 32; docs/candidates-tracking.md,
// "Withdrawing"), served from its contract: the session and CSRF token are the contract's, ownership,
// the allowed statuses and the e-mail are the service's.
import type { FastifyPluginAsync } from 'fastify';
import { WITHDRAWAL_RECEIVED, withdrawApplication } from '@phd/contracts/endpoints/application-withdrawal';
import { STATUS_LABELS } from '@phd/contracts/input/application';
import * as withdrawal from '@phd/services/applications/withdraw-application';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

export const applicationWithdrawalRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, withdrawApplication, async ({ caller, params }) => {
    const { id } = await withdrawal.withdrawApplication(db, caller.id, params.id);
    return { message: WITHDRAWAL_RECEIVED, application: { id, status: STATUS_LABELS.withdrawn } };
  });
};
