// A university site's webhooks (issue 33; docs/webhooks.md): the owner registers addresses that are told
// of the site's events, each delivery signed with the endpoint's secret (shown once, at creation and on
// rotation), retried for about a day and logged with the receiver's answer. Owners only: an endpoint
// sends applicants' names and addresses to another system.
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { lineText, optionalLine } from '../input/text.ts';
import { SITE_OWNERS } from '../staff-roles.ts';

/** The events a site's systems may subscribe to: the public contract, never renamed. */
export const WEBHOOK_EVENTS = [
  'opportunity.created',
  'opportunity.updated',
  'opportunity.closed',
  'applicant.received',
  'applicant.status_changed',
  'applicant.withdrawn',
  'comment.added',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A test delivery the owner asks for; no endpoint subscribes to it, every endpoint may receive it. */
export const PING_EVENT = 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'opportunity.created': 'Position created',
  'opportunity.updated': 'Position updated',
  'opportunity.closed': 'Position closed',
  'applicant.received': 'Applicant received',
  'applicant.status_changed': 'Applicant status changed',
  'applicant.withdrawn': 'Applicant withdrew',
  'comment.added': 'Comment added',
};

/** Longest address kept: long enough for any real receiver, short enough to show in a list. */
export const WEBHOOK_URL_MAX = 2_000;

export const ENDPOINT_NOT_FOUND = 'This webhook endpoint does not exist on your site (any more).';
export const DELIVERY_NOT_FOUND = 'This delivery does not exist on your site (any more).';
export const SECRET_SHOWN_ONCE = 'Copy the signing secret now: you will not see it again.';

const url = lineText('URL', { error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => URL.canParse(value), 'URL must be a full address, like https://hr.example.edu/phd-finder');

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
    error: 'Choose at least one event',
  })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length * 2, 'Too many events')
  .transform((list) => [...new Set(list)]);

const description = optionalLine('Description', 200, 'Description must be at most 200 characters');

export const createEndpointInput = z.object({ url, description, events, enabled: z.boolean().default(true) });
export type CreateEndpointInput = z.output<typeof createEndpointInput>;

export const updateEndpointInput = z
  .object({ url, description, events, enabled: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Say what to change: url, description, events or enabled');
export type UpdateEndpointInput = z.output<typeof updateEndpointInput>;

const uuid = z.uuid({ error: 'is not a valid id' }).transform((id) => id.toLowerCase());
export const endpointIdParams = z.object({ id: uuid });
export const deliveryIdParams = z.object({ id: uuid, deliveryId: uuid });

export const deliveriesQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
  per_page: z.coerce
    .number({ error: 'Per page must be a number' })
    .int('Per page must be a whole number')
    .min(1)
    .max(100)
    .default(20),
});

const isoTime = z.string().describe('ISO 8601');
const message = z.string().describe('A sentence for the person');

export const webhookEndpointSchema = z
  .object({
    id: z.string().describe('UUID'),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    /** Until when the previous secret still signs, after a rotation. */
    previous_secret_expires_at: isoTime.nullable(),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookAttemptSchema = z
  .object({
    id: z.string(),
    response_status: z.number().nullable(),
    response_body: z.string().nullable().describe("The answer's first 2 KB"),
    error: z.string().nullable(),
    duration_ms: z.number(),
    created_at: isoTime,
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe('UUID, also the PhD-Finder-Delivery header'),
    event: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number(),
    next_attempt_at: isoTime.nullable(),
    delivered_at: isoTime.nullable(),
    resend_of_id: z.string().nullable(),
    created_at: isoTime,
    payload: z.unknown().describe('The JSON body sent, identical on every attempt'),
    attempt_log: z.array(webhookAttemptSchema).describe('Newest first'),
  })
  .meta({ id: 'WebhookDelivery' });

const owners = { audience: 'staff', area: 'University site', topic: 'Webhooks', roles: SITE_OWNERS } as const;

export const listWebhookEndpoints = contract({
  ...owners,
  method: 'GET',
  path: '/api/saas/webhooks',
  summary: "The site's webhook endpoints (newest first); secrets are never listed",
  responses: { 200: z.object({ data: z.array(webhookEndpointSchema) }) },
});

export const createWebhookEndpoint = contract({
  ...owners,
  method: 'POST',
  path: '/api/saas/webhooks',
  summary: 'Register an HTTPS address for events; answers its signing secret, once',
  body: createEndpointInput,
  responses: { 201: z.object({ message, secret: z.string(), data: webhookEndpointSchema }) },
});

export const updateWebhookEndpoint = contract({
  ...owners,
  method: 'PATCH',
  path: '/api/saas/webhooks/:id',
  summary: "Change an endpoint's address, description, events, or enable / disable it",
  params: endpointIdParams,
  body: updateEndpointInput,
  responses: { 200: z.object({ message, data: webhookEndpointSchema }) },
});

export const deleteWebhookEndpoint = contract({
  ...owners,
  method: 'DELETE',
  path: '/api/saas/webhooks/:id',
  summary: 'Delete an endpoint with its deliveries: nothing more is sent to it',
  params: endpointIdParams,
  responses: { 200: z.object({ message }) },
});

export const rotateWebhookSecret = contract({
  ...owners,
  method: 'POST',
  path: '/api/saas/webhooks/:id/rotate-secret',
  summary: 'A new signing secret, answered once; the previous one keeps signing too for 24 hours',
  params: endpointIdParams,
  responses: { 200: z.object({ message, secret: z.string(), data: webhookEndpointSchema }) },
});

export const listWebhookDeliveries = contract({
  ...owners,
  method: 'GET',
  path: '/api/saas/webhooks/:id/deliveries',
  summary: "An endpoint's deliveries, newest first, with their attempts",
  params: endpointIdParams,
  query: deliveriesQuery,
  responses: {
    200: z.object({
      data: z.array(webhookDeliverySchema),
      meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
    }),
  },
});

export const resendWebhookDelivery = contract({
  ...owners,
  method: 'POST',
  path: '/api/saas/webhooks/:id/deliveries/:deliveryId/resend',
  summary: 'Send a delivery again, now: a new delivery with the same body',
  params: deliveryIdParams,
  responses: { 202: z.object({ message, data: webhookDeliverySchema }) },
});

export const pingWebhookEndpoint = contract({
  ...owners,
  method: 'POST',
  path: '/api/saas/webhooks/:id/ping',
  summary: 'Send a test event (`ping`) to the endpoint, now',
  params: endpointIdParams,
  responses: { 202: z.object({ message, data: webhookDeliverySchema }) },
});
