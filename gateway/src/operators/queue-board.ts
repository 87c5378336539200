// Bull Board at /admin/queues (issue 15): every catalogue queue, failed jobs with their errors, and
// retry. Admins only, on every request under the path (page, API and its static files): a signed-out
// visitor's page load goes to the sign-in page and back, anything else answers 401 or 403.
//
// Its writes are cookie-authenticated, and its UI cannot send our x-csrf-token header, so a write must
// show it comes from this site: `Sec-Fetch-Site: same-origin`, or (older browsers) an `Origin` of this
// site. Only the actions operators need are allowed (retry, promote, remove, pause, resume); adding,
// editing or wiping jobs and queues is refused. Each allowed write that succeeds appends an audit row
// naming the admin, the queue and the job (after the change: Redis and Postgres share no transaction).
// The board's page runs its own scripts and styles, so it gets a CSP of its own under this path only.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit, type Actor } from '@phd/services/audit/audit-log';
import type { Db } from '@phd/services/db/client';
import type { QueueName } from '@phd/services/events/catalogue';
import { DomainError, forbidden, unauthorized } from '@phd/services/errors';
import { ADMINS_ONLY } from '../auth/admin.ts';
import { boardQueryCheck, readableBoardError } from './queue-board-api.ts';
import { boardScript, BOARD_SCRIPT_PATH, withBoardScript } from './queue-board-page.ts';
import type { OperatorQueues } from './queues.ts';

export const QUEUE_BOARD_PATH = '/admin/queues';
const API = `${QUEUE_BOARD_PATH}/api/`;

export const CROSS_SITE_REFUSED =
  'This change must come from the queue board on this site. Reload /admin/queues and try again.';
export const SCHEDULED_RUN_KEPT =
  'This is a scheduled run: promoting it would run it now and book the next one a whole period later. ' +
  "Use Run now in the operators' panel instead; it leaves the schedule as it is.";
export const SCHEDULED_RUNS_KEPT =
  'This queue holds scheduled runs, which promoting every delayed job would move. ' +
  "Promote the jobs one by one, or use Run now in the operators' panel for a scheduled run.";
export const ACTION_SWITCHED_OFF =
  'The queue board here can retry, promote, remove, pause and resume jobs; this action is switched off.';

/** The board's writes we allow, by route pattern, with the audit action each records. */
const ALLOWED_WRITES: Record<string, string> = {
  'PUT /api/queues/:queueName/:jobId/retry': 'queue_job.retried',
  'PUT /api/queues/:queueName/retry/:queueStatus': 'queue.jobs_retried',
  'PUT /api/queues/:queueName/:jobId/promote': 'queue_job.promoted',
  'PUT /api/queues/:queueName/promote': 'queue.jobs_promoted',
  'PUT /api/queues/:queueName/:jobId/clean': 'queue_job.removed',
  'PUT /api/queues/:queueName/clean/:queueStatus': 'queue.jobs_cleaned',
  'PUT /api/queues/:queueName/pause': 'queue.paused',
  'PUT /api/queues/:queueName/resume': 'queue.resumed',
  'PUT /api/queues/pause': 'queues.paused',
  'PUT /api/queues/resume': 'queues.resumed',
};

/** The script served with the board's page: it hides the controls of every other write. */
const BOARD_SCRIPT = boardScript(Object.keys(ALLOWED_WRITES));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Bull Board's light theme, darker where its text falls short of WCAG AA contrast (4.5:1). */
const READABLE_LIGHT_THEME = {
  'muted-foreground': '#475569',
  destructive: '#b42318',
  'sidebar-state-selected-foreground': '#0b5149',
};

const STATUS = { unauthorized: 401, forbidden: 403 } as const;
/** The id BullMQ gives each run a job scheduler books: `repeat:<scheduler>:<time>`. */
const SCHEDULER_JOB_PREFIX = 'repeat:';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin using the queue board (set by its guard). */
    queueBoardActor?: Actor;
  }
}

export interface QueueBoardOptions {
  db: Db;
  queues: OperatorQueues | undefined;
  /** PUBLIC_URL: its origin counts as this site, as does the origin the request came to. */
  publicUrl: string;
}

/** `/api/queues/:queueName/...`: the board's route pattern, without the board's path. */
const boardRoute = (request: FastifyRequest) => (request.routeOptions.url ?? '').slice(QUEUE_BOARD_PATH.length);

/** `PUT /api/queues/...` for a board route. */
const writeKey = (request: FastifyRequest) => `${request.method} ${boardRoute(request)}`;

/** A page load by a browser (not a script's fetch), which a person reads. */
const readsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The board's own page (its React app), as opposed to its API and static files. */
const isBoardPage = (request: FastifyRequest, reply: FastifyReply) =>
  request.method === 'GET' &&
  reply.statusCode === 200 &&
  String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
  !request.url.startsWith(API) &&
  !request.url.startsWith(`${QUEUE_BOARD_PATH}/static/`);

function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

export async function queueBoardRoutes(app: FastifyInstance, options: QueueBoardOptions) {
  const checkQuery = boardQueryCheck([...(options.queues?.queues.keys() ?? [])]);
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: [...(options.queues?.queues.values() ?? [])].map((queue) => new BullMQAdapter(queue)),
    // @bull-board/fastify pins a patch release of @bull-board/api of its own: same shape, separate types.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'PhD Finder queues', theme: { light: READABLE_LIGHT_THEME } } },
  });
  // Errors go on to the app's own handler (plugins/errors.ts): { error, message } with the right status
  // (the board's would answer 500 to, say, the input guard's 400 for a NUL character). Fastify hands
  // an error thrown by a scope's error handler to the parent's.
  serverAdapter.setErrorHandler((error) => {
    throw error;
  });

  /** app.requireAdmin, minus the CSRF token on writes (the board cannot send it; fromThisSite replaces it). */
  async function boardAdmin(request: FastifyRequest): Promise<Actor> {
    if (SAFE_METHODS.has(request.method)) return app.requireAdmin(request);
    const user = await app.findCandidate(request);
    if (!user) throw unauthorized();
    if (user.role !== 'admin') throw forbidden(ADMINS_ONLY);
    return { kind: 'admin', id: user.id, email: user.email, ip: request.ip };
  }

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    reply.header('content-security-policy', CSP).header('x-robots-tag', 'noindex');
    if (!request.url.startsWith(`${QUEUE_BOARD_PATH}/static/`)) reply.header('cache-control', 'no-store');
    try {
      request.queueBoardActor = await boardAdmin(request);
    } catch (error) {
      if (!(error instanceof DomainError) || !(error.kind === 'unauthorized' || error.kind === 'forbidden'))
        throw error;
      const page = request.method === 'GET' && !request.url.startsWith(API);
      if (page && error.kind === 'unauthorized') {
        return reply.redirect(`/login?returnTo=${encodeURIComponent(request.url)}`, 302);
      }
      if (page && readsHtml(request)) return sendAdminsOnly(request, reply);
      return reply.status(STATUS[error.kind]).send({ error: error.kind, message: error.message });
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (!fromThisSite(request, options.publicUrl)) {
      return reply.status(403).send({ error: 'forbidden', message: CROSS_SITE_REFUSED });
    }
    if (!Object.hasOwn(ALLOWED_WRITES, writeKey(request))) {
      return reply.status(403).send({ error: 'forbidden', message: ACTION_SWITCHED_OFF });
    }
    const refusal = await movesASchedule(request);
    if (refusal) return reply.status(409).send({ error: 'conflict', message: refusal });
  }

  /**
   * BullMQ books a job scheduler's next run from the run it just started, so promoting the delayed
   * run (Friday instead of Monday) skips a period: the week's digest would never be sent.
   */
  async function movesASchedule(request: FastifyRequest): Promise<string | undefined> {
    const { queueName, jobId } = request.params as Record<string, string | undefined>;
    const route = boardRoute(request);
    if (route === '/api/queues/:queueName/:jobId/promote') {
      return jobId?.startsWith(SCHEDULER_JOB_PREFIX) ? SCHEDULED_RUN_KEPT : undefined;
    }
    if (route !== '/api/queues/:queueName/promote' || !queueName) return undefined;
    // An unknown name finds no queue, and Bull Board answers its own readable 404.
    const queue = options.queues?.queues.get(queueName as QueueName);
    return queue && (await queue.getJobSchedulersCount()) > 0 ? SCHEDULED_RUNS_KEPT : undefined;
  }

  /**
   * A signed-in non-admin's page load: the console's own "Admins only" page (the web app's /admin,
   * which shows it to them), answered 403 with the web app's headers rather than the board's.
   */
  async function sendAdminsOnly(request: FastifyRequest, reply: FastifyReply) {
    const adminPage = await app.inject({
      method: 'GET',
      url: '/admin',
      headers: { host: request.headers.host ?? 'localhost', cookie: request.headers.cookie ?? '', accept: 'text/html' },
    });
    for (const header of ['content-type', 'content-security-policy']) {
      const value = adminPage.headers[header];
      if (value !== undefined) reply.header(header, value);
    }
    return reply.status(403).send(adminPage.body);
  }

  async function audit(request: FastifyRequest, reply: FastifyReply) {
    const actor = request.queueBoardActor;
    if (!actor || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const action = ALLOWED_WRITES[writeKey(request)];
    if (!action) return;
    const { queueName, jobId, queueStatus } = request.params as Record<string, string | undefined>;
    const onJob = action.startsWith('queue_job.');
    try {
      await options.db.$transaction((tx) =>
        recordAudit(tx, actor, {
          action,
          recordType: onJob ? 'queue_job' : 'queue',
          recordId: onJob ? `${queueName}/${jobId}` : (queueName ?? null),
          after: { queue: queueName ?? null, job: jobId ?? null, status: queueStatus ?? null },
        }),
      );
    } catch (err) {
      // The change is already made in Redis; a missing audit row must at least be loud.
      request.log.error({ err, action, queueName, jobId }, 'queue board change made but not audited');
    }
  }

  await app.register(async (board) => {
    board.addHook('onRequest', guard);
    board.addHook('preValidation', async (request) => {
      if (request.method === 'GET') checkQuery(boardRoute(request), request.query);
    });
    // onSend: the admin's answer waits for the audit row, so what they see is already recorded.
    board.addHook('onSend', async (request, reply, payload) => {
      await audit(request, reply);
      if (typeof payload === 'string' && request.queueBoardActor && isBoardPage(request, reply)) {
        return withBoardScript(payload);
      }
      if (reply.statusCode < 400 || reply.statusCode >= 500 || !request.url.startsWith(API)) return payload;
      return readableBoardError(reply.statusCode, payload, request.params as Record<string, string | undefined>);
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    board.get(BOARD_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(BOARD_SCRIPT),
    );
    // Anything else under the path: the guard has answered strangers (401/403), admins get a 404.
    board.all(`${QUEUE_BOARD_PATH}/*`, async (request, reply) =>
      reply.status(404).send({ error: 'not_found', message: `The queue board has no ${request.url.split('?')[0]}.` }),
    );
  });
}
