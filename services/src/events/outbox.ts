// Recording a domain event: an outbox row written with the caller's transaction, so the event exists
// if and only if the write that caused it commits. The relay (workers/src/relay.ts) delivers it.
import type { Prisma } from '../db/client.ts';
import { events, type EventInput, type EventPayload, type EventType } from './catalogue.ts';

/** The client handed to a `db.$transaction(async (tx) => ...)` callback. */
export type Tx = Prisma.TransactionClient;

export async function recordEvent<E extends EventType>(tx: Tx, type: E, payload: EventInput<E>): Promise<bigint> {
  const spec = events[type];
  // Validated here so a bad payload fails the write, not a worker hours later.
  const parsed = spec.payload.parse(payload) as EventInput<E>;
  const stored: EventPayload<E> = { ...parsed, version: spec.version };
  const row = await tx.outboxEvent.create({ data: { type, payload: stored }, select: { id: true } });
  return row.id;
}

/** Records one event of a type per payload, in one statement (e.g. every listing of a suspended owner). */
export async function recordEvents<E extends EventType>(tx: Tx, type: E, payloads: EventInput<E>[]): Promise<number> {
  if (payloads.length === 0) return 0;
  const spec = events[type];
  const data = payloads.map((payload) => ({
    type,
    payload: { ...(spec.payload.parse(payload) as EventInput<E>), version: spec.version } as EventPayload<E>,
  }));
  const { count } = await tx.outboxEvent.createMany({ data });
  return count;
}
