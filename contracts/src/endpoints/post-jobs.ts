// The public post-jobs form (issue 18): a professor with one opening posts it without an account. The
// submission is kept and a confirmation link e-mailed; the link publishes the position, or puts it in
// the moderation queue when the address is not at a university we know. No cookie, so no CSRF token:
// a forged submit only reaches the address it names, which must click the link.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  confirmPostingInput,
  POSTING_ALREADY_CONFIRMED,
  POSTING_HELD,
  POSTING_LIVE,
  POSTING_RECEIVED,
  postJobsForm,
} from '../input/post-jobs.ts';

const postJobs = { audience: 'anyone', area: 'Public', topic: 'Post a job' } as const;

export const submitPostJobs = contract({
  ...postJobs,
  method: 'POST',
  path: '/api/post-jobs',
  summary:
    'Send a position and e-mail its confirmation link to the poster (limited per address: only forms ' +
    'that pass count; the same form again sends the link again)',
  body: postJobsForm,
  responses: { 201: z.object({ message: z.enum([POSTING_RECEIVED, POSTING_ALREADY_CONFIRMED]) }) },
});

export const confirmPostJobs = contract({
  ...postJobs,
  method: 'POST',
  path: '/api/post-jobs/confirm',
  summary: "Confirm the poster's address with the e-mailed token: the position goes live, or waits for review",
  body: confirmPostingInput,
  responses: {
    200: z.object({
      message: z.enum([POSTING_LIVE, POSTING_HELD]),
      state: z.enum(['live', 'pending']).describe('live: on the site now; pending: waiting for our review'),
      opportunity: z.object({
        id: z.string().describe('UUID'),
        link: z.string().describe('The page is /opportunities/{link} on the site'),
      }),
    }),
  },
});
