// A signed-in candidate's search alerts and deadline reminders (docs/candidate-api.md, "Alerts and
// reminders"): GET/POST /api/user/alerts, PUT/DELETE /api/user/alerts/{alertId},
// GET/PUT /api/user/reminders. Who may ask is the candidate session's (401 signed out, 403 without
// the CSRF token on a write); input and ownership are the services'. The e-mails' one-click links
// (/api/alerts/unsubscribe, /api/reminders/unsubscribe) answer a small HTML page on GET and on a mail
// client's RFC 8058 POST.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALERT_UNSUBSCRIBE_PATH,
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeAlert,
  updateAlert,
} from '@phd/services/alerts/index';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';
import {
  reminderSettings,
  REMINDERS_OFF_PATH,
  saveReminderSettings,
  turnOffReminders,
} from '@phd/services/reminders/index';
import { LIMITS } from './rate-limits.ts';

export const ALERT_SAVED = 'Alert saved. We will e-mail you new matches.';
export const ALERT_EXISTS = 'You already have an alert for this search.';
export const ALERT_UPDATED = 'Alert updated';
export const ALERT_DELETED = 'Alert deleted';
export const REMINDERS_SAVED = 'Reminder settings saved';

export const stayingInTouchRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  await app.register(async (user) => {
    user.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    user.get('/api/user/alerts', async (request) => {
      const candidate = await app.requireCandidate(request);
      return { data: await listAlerts(db, candidate.id) };
    });
    user.post('/api/user/alerts', async (request, reply) => {
      const candidate = await app.requireCandidate(request);
      const { alert, created } = await createAlert(db, candidate.id, request.body);
      return reply.status(created ? 201 : 200).send({ message: created ? ALERT_SAVED : ALERT_EXISTS, alert });
    });
    user.put('/api/user/alerts/:alertId', async (request) => {
      const candidate = await app.requireCandidate(request);
      return { message: ALERT_UPDATED, alert: await updateAlert(db, candidate.id, request.params, request.body) };
    });
    user.delete('/api/user/alerts/:alertId', async (request) => {
      const candidate = await app.requireCandidate(request);
      await deleteAlert(db, candidate.id, request.params);
      return { message: ALERT_DELETED };
    });
    user.get('/api/user/reminders', async (request) => {
      const candidate = await app.requireCandidate(request);
      return reminderSettings(db, candidate.id);
    });
    user.put('/api/user/reminders', async (request) => {
      const candidate = await app.requireCandidate(request);
      return { message: REMINDERS_SAVED, ...(await saveReminderSettings(db, candidate.id, request.body)) };
    });
  });

  await app.register(async (links) => {
    // As the newsletter's link: one-click POSTs carry a body we ignore (the token is in the query).
    links.removeAllContentTypeParsers();
    links.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    type LinkRequest = FastifyRequest<{ Querystring: { token?: unknown } }>;
    const alertPage = (request: LinkRequest, reply: FastifyReply) =>
      linkPage(reply, async () => {
        const { label } = await unsubscribeAlert(db, appSecret, request.query.token);
        return {
          title: 'Alert stopped',
          text: label
            ? `You will no longer receive e-mails for “${label}”.`
            : 'This alert was already stopped: you will not receive it again.',
        };
      });
    const remindersPage = (request: LinkRequest, reply: FastifyReply) =>
      linkPage(reply, async () => {
        await turnOffReminders(db, appSecret, request.query.token);
        return {
          title: 'Deadline reminders turned off',
          text: 'You will no longer receive deadline reminders for your saved positions. You can turn them on again in Smart Picks.',
        };
      });
    const limited = { config: { rateLimit: LIMITS.newsletterLinks } };
    links.get(ALERT_UNSUBSCRIBE_PATH, limited, alertPage);
    links.post(ALERT_UNSUBSCRIBE_PATH, limited, alertPage);
    links.get(REMINDERS_OFF_PATH, limited, remindersPage);
    links.post(REMINDERS_OFF_PATH, limited, remindersPage);
  });
};

async function linkPage(reply: FastifyReply, act: () => Promise<{ title: string; text: string }>) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  try {
    const { title, text } = await act();
    return reply.send(
      htmlDocument({
        title,
        body: `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(text)}</p>
<p style="margin:0;color:#6b7280">Manage your alerts and reminders in <a href="/smart-picks?section=alerts">Smart Picks</a>.</p>`,
      }),
    );
  } catch (err) {
    if (!(err instanceof DomainError) || err.kind !== 'invalid') throw err;
    return reply.status(404).send(
      htmlDocument({
        title: 'Link not valid',
        body: `<h1 style="margin:0 0 12px;font-size:22px">This link is not valid</h1>
<p style="margin:0">${escapeHtml(err.message)}</p>`,
      }),
    );
  }
}
