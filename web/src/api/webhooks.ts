// Calls of a university site's webhooks (issue 33, @phd/contracts/endpoints/webhooks): owners manage
// endpoints, see deliveries and resend them. Staff calls: the token and, on /saas, X-Tenant come from the page.
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEvent,
} from '@phd/contracts/endpoints/webhooks';
import { call } from './call.ts';

export interface NewEndpoint {
  url: string;
  description: string;
  events: WebhookEvent[];
}

export const webhooksApi = {
  list: (signal?: AbortSignal) => call(listWebhookEndpoints, {}, { signal }),
  create: (body: NewEndpoint) => call(createWebhookEndpoint, { body: { ...body, enabled: true } }),
  setEnabled: (id: string, enabled: boolean) => call(updateWebhookEndpoint, { params: { id }, body: { enabled } }),
  remove: (id: string) => call(deleteWebhookEndpoint, { params: { id } }),
  rotate: (id: string) => call(rotateWebhookSecret, { params: { id } }),
  ping: (id: string) => call(pingWebhookEndpoint, { params: { id } }),
  deliveries: (id: string, signal?: AbortSignal) =>
    call(listWebhookDeliveries, { params: { id }, query: { page: 1, per_page: 20 } }, { signal }),
  resend: (id: string, deliveryId: string) => call(resendWebhookDelivery, { params: { id, deliveryId } }),
};
