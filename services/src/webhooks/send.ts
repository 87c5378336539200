// One try of one delivery (docs/webhooks.md "Retries"), run by the webhooks queue's worker only, never
// by a request: the address is checked again (its DNS may have changed since it was saved) and the
// connection pinned to the checked address; the body is the stored one, signed now with every live
// secret. 2xx is success; any other answer, a timeout or a connection error is a failed try, logged as a
// webhook_attempts row, and retried by the queue's back-off until the last try marks it `failed`. The
// whole try is bounded by the timeout, so a receiver that hangs holds a worker no longer than that.
import { request, type Agent } from 'undici';
import { storableText } from '@phd/contracts/input/text';
import type { Db } from '../db/client.ts';
import { pinnedAgent } from '../intake/fetch/address-check.ts';
import { withTenant } from '../tenants/unit-of-work.ts';
import { checkWebhookAddress, WebhookAddressError } from './address.ts';
import {
  DELIVERY_TIMEOUT_MS,
  FIRST_BACKOFF_MS,
  MAX_ATTEMPTS,
  RESPONSE_BODY_MAX,
  USER_AGENT,
  type WebhookSettings,
} from './settings.ts';
import { liveSecrets, SIGNATURE_HEADER, signatureHeader } from './signing.ts';

export type SendOutcome = 'succeeded' | 'retry' | 'failed' | 'skipped';

export interface SendOptions {
  /** The queue's last try: a failure now is final whatever the row's count says. */
  lastTry?: boolean;
  now?: () => Date;
}

interface Answer {
  status: number | null;
  body: string | null;
  error: string | null;
}

export async function sendDelivery(
  db: Db,
  settings: WebhookSettings,
  ref: { tenantId: string; deliveryId: string },
  options: SendOptions = {},
): Promise<SendOutcome> {
  const now = options.now ?? (() => new Date());
  const found = await withTenant(db, ref.tenantId, (tx) =>
    tx.webhookDelivery.findFirst({ where: { id: ref.deliveryId }, include: { endpoint: true } }),
  );
  // Gone with its endpoint, or settled by an earlier run of this job: nothing to do.
  if (!found || found.status !== 'pending') return 'skipped';
  const started = Date.now();
  const body = JSON.stringify(found.payload);
  const answer: Answer =
    found.endpoint.disabledAt !== null
      ? { status: null, body: null, error: 'The endpoint is disabled, so nothing was sent.' }
      : await post(found.endpoint.url, body, {
          delivery: found.id,
          event: found.event,
          signature: signatureHeader(
            liveSecrets(settings.appSecret, found.endpoint, now()),
            Math.floor(now().getTime() / 1000),
            body,
          ),
          settings,
        });
  const durationMs = Date.now() - started;
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const attempts = found.attempts + 1;
  const final = ok || found.endpoint.disabledAt !== null || options.lastTry === true || attempts >= MAX_ATTEMPTS;
  const outcome: SendOutcome = ok ? 'succeeded' : final ? 'failed' : 'retry';
  await withTenant(db, ref.tenantId, async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        tenantId: ref.tenantId,
        deliveryId: found.id,
        responseStatus: answer.status,
        responseBody: answer.body,
        error: answer.error,
        durationMs,
      },
    });
    await tx.webhookDelivery.update({
      where: { id: found.id },
      data: {
        attempts,
        status: outcome === 'retry' ? 'pending' : outcome,
        deliveredAt: ok ? now() : null,
        // When the queue's exponential back-off will try again: 45 s, 90 s, 3 min... (catalogue.ts).
        nextAttemptAt: outcome === 'retry' ? new Date(now().getTime() + FIRST_BACKOFF_MS * 2 ** (attempts - 1)) : null,
      },
    });
  });
  return outcome;
}

async function post(
  url: string,
  body: string,
  what: { delivery: string; event: string; signature: string; settings: WebhookSettings },
): Promise<Answer> {
  const timeoutMs = what.settings.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  let agent: Agent | undefined;
  try {
    // Connects to the address just checked, never to a second DNS answer (rebinding).
    agent = pinnedAgent(await checkWebhookAddress(url, what.settings.allowLoopback), timeoutMs);
    const response = await request(url, {
      method: 'POST',
      dispatcher: agent,
      signal: deadline,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [SIGNATURE_HEADER]: what.signature,
        'PhD-Finder-Event': what.event,
        'PhD-Finder-Delivery': what.delivery,
      },
      body,
    });
    return { status: response.statusCode, body: await firstBytes(response.body), error: null };
  } catch (error) {
    return { status: null, body: null, error: describe(error, deadline, timeoutMs) };
  } finally {
    void agent?.destroy().catch(() => undefined);
  }
}

/** The answer's first 2 KB as text; the rest is not read, the connection is dropped instead. */
async function firstBytes(stream: AsyncIterable<Uint8Array> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk));
      size += chunk.byteLength;
      if (size >= RESPONSE_BODY_MAX) break;
    }
  } catch {
    // A body cut short still tells what it began with.
  } finally {
    stream.destroy();
  }
  return storableText(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_MAX).toString('utf8'));
}

function describe(error: unknown, deadline: AbortSignal, timeoutMs: number): string {
  if (error instanceof WebhookAddressError) return error.message;
  if (deadline.aborted) return `No answer within ${timeoutMs / 1000} seconds.`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  if (cause === 'ECONNREFUSED') return 'The connection was refused.';
  if (cause === 'ENOTFOUND') return 'The address could not be found.';
  const text = error instanceof Error ? error.message : String(error);
  return storableText(`Could not deliver: ${text}`.slice(0, 500));
}
