// A university site's webhooks (issue 33; docs/webhooks.md), served from their contracts
// (@phd/contracts/endpoints/webhooks): owners list, add, change, delete endpoints, rotate a secret, see
// deliveries, resend one and send a test event. Everything runs in the site's unit of work; nothing here
// calls a receiver: sending is the workers' (a delivery is an outbox event, committed with its row).
import type { FastifyPluginAsync } from 'fastify';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@phd/contracts/endpoints/webhooks';
import type { WebhookSettings } from '@phd/services/webhooks/settings';
import * as deliveries from '@phd/services/webhooks/deliveries';
import * as endpoints from '@phd/services/webhooks/endpoints';
import { serveInTenant } from '../plugins/contract-routes.ts';

export const webhookRoutes: FastifyPluginAsync<{ settings: WebhookSettings }> = async (app, { settings }) => {
  serveInTenant(app, listWebhookEndpoints, ({ tx, caller }) => endpoints.listEndpoints(tx, caller));

  serveInTenant(app, createWebhookEndpoint, ({ tx, caller, body }) =>
    endpoints.createEndpoint(tx, settings, caller, body),
  );

  serveInTenant(app, updateWebhookEndpoint, ({ tx, caller, params, body }) =>
    endpoints.updateEndpoint(tx, settings, caller, params.id, body),
  );

  serveInTenant(app, deleteWebhookEndpoint, ({ tx, caller, params }) =>
    endpoints.deleteEndpoint(tx, caller, params.id),
  );

  serveInTenant(app, rotateWebhookSecret, ({ tx, caller, params }) =>
    endpoints.rotateSecret(tx, settings, caller, params.id),
  );

  serveInTenant(app, listWebhookDeliveries, ({ tx, caller, params, query }) =>
    deliveries.listDeliveries(tx, caller, params.id, query),
  );

  serveInTenant(app, resendWebhookDelivery, ({ tx, caller, params }) =>
    deliveries.resendDelivery(tx, caller, params.id, params.deliveryId),
  );

  serveInTenant(app, pingWebhookEndpoint, ({ tx, caller, params }) => deliveries.pingEndpoint(tx, caller, params.id));
};
