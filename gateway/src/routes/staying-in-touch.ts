// A signed-in candidate's search alerts and deadline reminders (docs/candidate-api.md, "Alerts and
// reminders"): GET/POST /api/user/alerts, PUT/DELETE /api/user/alerts/{alertId},
// GET/PUT /api/user/reminders, served from their contracts (contracts/src/endpoints/candidate-alerts.ts).
// Who may ask (401 signed out, 403 without the CSRF token on a write) and the input's shape are the
// contract's; ownership is the services' (another person's alert is not found). The e-mails' one-click links
// (/api/alerts/unsubscribe, /api/reminders/unsubscribe) answer a small HTML page on GET and on a mail
// client's RFC 8058 POST.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ALERT_DELETED,
  ALERT_EXISTS,
  ALERT_SAVED,
  ALERT_UPDATED,
  createAlert,
  deleteAlert,
  listAlerts,
  reminderSettings,
  REMINDERS_SAVED,
  remindersOffLink,
  remindersOffOneClick,
  saveReminderSettings,
  stopAlertLink,
  stopAlertOneClick,
  updateAlert,
} from '@phd/contracts/endpoints/candidate-alerts';
import * as alerts from '@phd/services/alerts/index';
import type { Db } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';
import * as reminders from '@phd/services/reminders/index';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

export const stayingInTouchRoutes: FastifyPluginAsync<{ db: Db; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  serve(app, listAlerts, async ({ caller }) => ({ data: await alerts.listAlerts(db, caller.id) }));

  serve(app, createAlert, async ({ caller, body, reply }) => {
    const { alert, created } = await alerts.saveAlert(db, caller.id, body);
    return created ? reply.status(201).send({ message: ALERT_SAVED, alert }) : { message: ALERT_EXISTS, alert };
  });

  serve(app, updateAlert, async ({ caller, params, body }) => ({
    message: ALERT_UPDATED,
    alert: await alerts.updateAlert(db, caller.id, params.alertId, body.frequency),
  }));

  serve(app, deleteAlert, async ({ caller, params }) => {
    await alerts.deleteAlert(db, caller.id, params.alertId);
    return { message: ALERT_DELETED };
  });

  serve(app, reminderSettings, ({ caller }) => reminders.reminderSettings(db, caller.id));

  serve(app, saveReminderSettings, async ({ caller, body }) => ({
    message: REMINDERS_SAVED,
    ...(await reminders.saveReminderSettings(db, caller.id, body)),
  }));

  await app.register(async (links) => {
    // As the newsletter's link: one-click POSTs carry a body we ignore (the token is in the query).
    links.removeAllContentTypeParsers();
    links.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const alertPage = (token: string | undefined, reply: FastifyReply) =>
      linkPage(reply, async () => {
        const { label } = await alerts.unsubscribeAlert(db, appSecret, token);
        return {
          title: 'Alert stopped',
          text: label
            ? `You will no longer receive e-mails for “${label}”.`
            : 'This alert was already stopped: you will not receive it again.',
        };
      });
    const remindersPage = (token: string | undefined, reply: FastifyReply) =>
      linkPage(reply, async () => {
        await reminders.turnOffReminders(db, appSecret, token);
        return {
          title: 'Deadline reminders turned off',
          text: 'You will no longer receive deadline reminders for your saved positions. You can turn them on again in Smart Picks.',
        };
      });
    const limited = { rateLimit: LIMITS.newsletterLinks };
    serve(links, stopAlertLink, ({ query, reply }) => alertPage(query.token, reply), limited);
    serve(links, stopAlertOneClick, ({ query, reply }) => alertPage(query.token, reply), limited);
    serve(links, remindersOffLink, ({ query, reply }) => remindersPage(query.token, reply), limited);
    serve(links, remindersOffOneClick, ({ query, reply }) => remindersPage(query.token, reply), limited);
  });
};

async function linkPage(reply: FastifyReply, act: () => Promise<{ title: string; text: string }>) {
  reply.type('text/html; charset=utf-8');
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
