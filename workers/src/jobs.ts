// Re-validates a job against the catalogue when it runs: data written by another version of the
// code, or by hand, fails as unrecoverable (straight to the failed list) instead of half-running.
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { events, isEventType, queues, type QueueJob, type QueueName } from '@phd/services/events/catalogue';

const eventId = z.string().regex(/^[1-9][0-9]*$/, 'must be an outbox id');

export function parseJob<Q extends QueueName>(queue: Q, name: string, data: unknown): QueueJob<Q> {
  const spec = queues[queue];
  if (isEventType(name) && (spec.events as readonly string[]).includes(name)) {
    const event = events[name];
    const envelope = z.object({
      eventId,
      payload: event.payload.extend({ version: z.literal(event.version) }),
    });
    const parsed = envelope.safeParse(data);
    if (!parsed.success) throw new UnrecoverableError(`bad ${name} job: ${z.prettifyError(parsed.error)}`);
    // The schema checked that the payload belongs to `name`; TypeScript cannot follow that pairing.
    const job = { kind: 'event', name, eventId: parsed.data.eventId, payload: parsed.data.payload };
    return job as unknown as QueueJob<Q>;
  }
  const jobs: Record<string, z.ZodType> = spec.jobs;
  const schema = Object.hasOwn(jobs, name) ? jobs[name] : undefined;
  if (!schema) throw new UnrecoverableError(`queue ${queue} does not accept jobs named ${name}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`bad ${name} job: ${z.prettifyError(parsed.error)}`);
  return { kind: 'direct', name, data: parsed.data } as QueueJob<Q>;
}
