// A candidate withdraws one of their applications made on the site (issue 32, "The loop always
// closes"; docs/candidates-tracking.md, "Withdrawing"). Their list, GET /api/applications, is
// endpoints/applications.ts; this is the one write a candidate makes on an application.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { STATUS_LABELS } from '../input/application.ts';
import { externalIdParams } from '../input/candidate-tracking.ts';

/**
 * What a candidate may withdraw: anything still in play, an offer included (declining it). Rejected,
 * closed and withdrawn applications have ended: there is nothing left to withdraw from.
 */
export const WITHDRAWABLE_STATUSES = ['new', 'reviewing', 'shortlisted', 'offered'] as const;
export type WithdrawableStatus = (typeof WITHDRAWABLE_STATUSES)[number];

/** The same, as GET /api/applications words them (the candidate's page decides from the list). */
export const WITHDRAWABLE_LABELS: readonly string[] = WITHDRAWABLE_STATUSES.map((s) => STATUS_LABELS[s]);

export const WITHDRAWAL_RECEIVED =
  'Your withdrawal was received. The university has been told, and we have sent you an e-mail to confirm it.' as const;

/**
 * /api/user/applications/{id}: any letter case, a malformed id 400 ("The application id is not valid");
 * the same rule as the tracked applications' ids, so one schema serves both.
 */
export const applicationIdParams = externalIdParams;

const problem = z.object({ error: z.string(), message: z.string() });

export const withdrawApplication = contract({
  method: 'POST',
  path: '/api/user/applications/:id/withdraw',
  audience: 'candidate',
  area: 'Candidate',
  topic: 'Applications tracked',
  summary:
    'Withdraw one of your applications made on the site (submitted, under review, shortlisted or offered): the ' +
    'university sees "withdrawn" and you get an e-mail confirming it',
  params: applicationIdParams,
  responses: {
    200: z.object({
      message: z.literal(WITHDRAWAL_RECEIVED),
      application: z.object({
        id: z.string().describe('UUID, lower case'),
        status: z.literal(STATUS_LABELS.withdrawn),
      }),
    }),
  },
  others: {
    404: problem.describe('Not one of your applications'),
    409: problem.describe('Already withdrawn, not selected, or the position closed'),
  },
});
