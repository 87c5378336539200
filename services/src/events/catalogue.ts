// The one catalogue of domain events and queues. Producers (services through the outbox, the gateway
// for direct jobs) and processors (workers) import names and payload types from here only.
//
// - An event is something that happened, written to the outbox in the transaction that made it
//   happen. Its payload carries ids and a schema version only: processors re-read current state.
// - A queue is one consumer's work list. It subscribes to events (the relay turns each event into one
//   job per subscribed queue, so consumers retry independently) and may accept direct jobs that
//   never pass through the outbox (sweeps, hot-path counters).
//
// Adding an event: one line in `events`, then list it under the queues that care. Adding a queue: one
// entry in `queues` and a processor in workers/src/processors (start-up fails until it exists).
import { z } from 'zod';
import { EMAILED_STATUSES } from '@phd/contracts/applicant-statuses';

/** BullMQ key prefix when QUEUE_PREFIX is not set (tests pass their own). */
export const DEFAULT_QUEUE_PREFIX = 'phd';

/**
 * `tenantId` when the listing is a university site's: a consumer that must see it whether or not it is
 * listed publicly (the enrichment) reads it in that site's unit (row-level security hides a site's
 * drafts and unlisted positions from every other reader).
 */
const opportunityRef = z.object({ opportunityId: z.uuid(), tenantId: z.uuid().optional() });

/** Most listings one batch event may name: an import writes batches of 100. */
export const OPPORTUNITY_BATCH_MAX = 500;

/**
 * Listings written together (an import's batch): one job per consumer for all of them, where one
 * event each would cost a job, a transaction and an index write per listing.
 */
const opportunityBatch = z.object({
  opportunityIds: z.array(z.uuid()).min(1).max(OPPORTUNITY_BATCH_MAX),
  /** As in opportunityRef: every listing of a batch is the same site's, or none's. */
  tenantId: z.uuid().optional(),
});

/** Most views one view-counts batch may carry (the gateway flushes at 500). */
export const VIEW_BATCH_MAX = 5_000;

/** One opening of an opportunity: visitor = short hash of IP and user agent, at = unix milliseconds. */
const viewRecord = z.object({
  visitor: z.string().regex(/^[0-9a-f]{8,64}$/, 'must be a hex digest'),
  opportunityId: z.uuid(),
  at: z.number().int().nonnegative(),
});

/** Most distinct (day, name, label) counts one analytics batch may carry (the gateway flushes at 500). */
export const ANALYTICS_BATCH_MAX = 5_000;

/** A count of one page view path or UI event on one UTC day. */
const analyticsCount = z.object({
  day: z.iso.date(),
  name: z.string().min(1).max(100),
  label: z.string().max(300),
  count: z.number().int().positive(),
});

/** Most stored files one storage.delete_requested event names (an erasure records several when it has more). */
export const STORAGE_DELETE_BATCH_MAX = 1_000;

/** Domain events: schema version and the payload a producer supplies (the version is added for it). */
export const events = {
  'opportunity.created': { version: 1, payload: opportunityRef },
  'opportunity.updated': { version: 1, payload: opportunityRef },
  'opportunity.closed': { version: 1, payload: opportunityRef },
  'opportunity.deleted': { version: 1, payload: opportunityRef },
  /** The enrichment processor wrote inferred values (summary, discipline, funding facts). */
  'opportunity.enriched': { version: 1, payload: opportunityRef },
  /** Several listings created in one write: opportunity.created for each, delivered as one job. */
  'opportunities.created': { version: 1, payload: opportunityBatch },
  /** Several listings enriched in one write (a batch event's enrichment): one job for the index. */
  'opportunities.enriched': { version: 1, payload: opportunityBatch },
  /**
   * An admin approved or rejected a held posting: the poster is e-mailed the decision and message
   * while `moderatedAt` (moderated_at, unix ms) is still the posting's latest decision.
   */
  'opportunity.moderated': {
    version: 1,
    payload: z.object({
      opportunityId: z.uuid(),
      decision: z.enum(['approved', 'rejected']),
      moderatedAt: z.number().int().nonnegative(),
    }),
  },
  'contact.received': { version: 1, payload: z.object({ contactMessageId: z.uuid() }) },
  /**
   * Before double opt-in, a subscription became active at once and was welcomed. Kept so events
   * recorded before the change still parse; the mail processor treats them as a confirmation request
   * (which sends nothing unless the address is pending).
   */
  'subscription.activated': { version: 1, payload: z.object({ subscriptionId: z.uuid() }) },
  /** A new (or returning) address must confirm it wants the weekly update: the link is e-mailed. */
  'subscription.confirmation_requested': { version: 1, payload: z.object({ subscriptionId: z.uuid() }) },
  /** A confirmed subscriber's digest of one ISO week (newsletter_digests row) is ready to e-mail. */
  'digest.ready': {
    version: 1,
    payload: z.object({ subscriptionId: z.uuid(), week: z.string().regex(/^\d{4}-W\d{2}$/) }),
  },
  /** A search alert found new matches (search_alert_runs row): the list is e-mailed to the candidate. */
  'alert.matched': {
    version: 1,
    payload: z.object({ alertId: z.uuid(), period: z.iso.date() }),
  },
  /** A saved opportunity's deadline is three days away (deadline_reminders row): one e-mail. */
  'reminder.deadline_due': {
    version: 1,
    payload: z.object({ userId: z.uuid(), opportunityId: z.uuid() }),
  },
  /** A candidate saved or unsaved an opportunity: their recommendations are due again. */
  'saved.changed': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /** A candidate saved their preferences: their recommendations are due again. */
  'preferences.updated': { version: 1, payload: z.object({ userId: z.uuid() }) },
  /** A candidate applied on the site: a confirmation to them and a notice to the opportunity's owner. */
  'application.submitted': { version: 1, payload: z.object({ applicationId: z.uuid() }) },
  /**
   * A recruiter set an application's status; shortlisted, rejected and offered are e-mailed to the
   * candidate when `notify` (the recruiter confirmed the e-mail) and `changedAt` (the row's
   * status_changed_at, unix ms) is still the application's latest change. Both fields came later
   * within version 1: events recorded before them read as notify true and no change time.
   */
  'application.status_changed': {
    version: 1,
    payload: z.object({
      applicationId: z.uuid(),
      status: z.enum(['new', 'reviewing', 'shortlisted', 'rejected', 'offered']),
      notify: z.boolean().default(true),
      changedAt: z.number().int().nonnegative().optional(),
    }),
  },
  /** A candidate withdrew an application made on the site: they are e-mailed that it was received. */
  'application.withdrawn': { version: 1, payload: z.object({ applicationId: z.uuid() }) },
  /**
   * A position closed with this main-site application undecided (now status closed): the closing notice
   * of `noticeId` (closing_notices row) tells the candidate `outcome`, decided once by the sweep.
   * `tenantId` when the position is a university site's (its rows are read in that site's unit).
   */
  'application.closing_notice': {
    version: 1,
    payload: z.object({
      applicationId: z.uuid(),
      noticeId: z.uuid(),
      outcome: z.enum(['filled', 'not_filled']),
      tenantId: z.uuid().optional(),
    }),
  },
  /** Likewise for a university site's undecided applicant (now with closing_notice_at set). */
  'applicant.closing_notice': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      applicantId: z.uuid(),
      noticeId: z.uuid(),
      outcome: z.enum(['filled', 'not_filled']),
    }),
  },
  /** A recruiter needs a (new) e-mail verification link; the token is rebuilt from its row id. */
  'recruiter.verification_requested': { version: 1, payload: z.object({ tokenId: z.uuid() }) },
  /** A recruiter asked to reset their password; the token is rebuilt from its row id. */
  'recruiter.password_reset_requested': { version: 1, payload: z.object({ tokenId: z.uuid() }) },
  /** A university site invited someone to its staff; the link is rebuilt from the token's row id. */
  'tenant.staff_invited': { version: 1, payload: z.object({ tenantId: z.uuid(), tokenId: z.uuid() }) },
  /** A site's staff member asked to reset their password; the link is rebuilt from the token's row id. */
  'tenant.password_reset_requested': { version: 1, payload: z.object({ tenantId: z.uuid(), tokenId: z.uuid() }) },
  /** An applicant (with a resume) reached a site's pipeline: the resume's text is due for extraction. */
  'applicant.added': { version: 1, payload: z.object({ tenantId: z.uuid(), applicantId: z.uuid() }) },
  /**
   * Staff moved an applicant to interview, offered or rejected and chose to e-mail them: sent from the
   * site's template only while `changedAt` (status_changed_at, unix ms) is still the latest change.
   */
  'applicant.status_changed': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      applicantId: z.uuid(),
      status: z.enum(EMAILED_STATUSES),
      changedAt: z.number().int().nonnegative(),
    }),
  },
  /** A comment mentions colleagues (`@Name`): each gets a link to the applicant. */
  'applicant.mentioned': { version: 1, payload: z.object({ tenantId: z.uuid(), commentId: z.uuid() }) },
  /** A careers-page applicant must confirm their address; the link is rebuilt from the token's row id. */
  'applicant.confirmation_requested': { version: 1, payload: z.object({ tenantId: z.uuid(), tokenId: z.uuid() }) },
  /**
   * A change a site's webhooks may be told of that no other event says exactly (docs/webhooks.md):
   * recorded only when the site has an enabled endpoint for `event`; `status`/`previousStatus` are
   * the change itself, fixed now, since the applicant may move on before the worker reads it.
   */
  'webhook.event_occurred': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      event: z.enum(['applicant.status_changed', 'applicant.withdrawn', 'comment.added']),
      applicantId: z.uuid(),
      commentId: z.uuid().optional(),
      status: z.string().max(40).optional(),
      previousStatus: z.string().max(40).optional(),
      occurredAt: z.number().int().nonnegative(),
    }),
  },
  /**
   * Fair review (issue 34, docs/fair-review.md). A referee is asked for a letter (the link is rebuilt
   * from the reference's row id), or reminded (`reminder` 1 after five days, 2 after ten).
   */
  'reference.requested': { version: 1, payload: z.object({ tenantId: z.uuid(), referenceId: z.uuid() }) },
  'reference.reminder_due': {
    version: 1,
    payload: z.object({ tenantId: z.uuid(), referenceId: z.uuid(), reminder: z.union([z.literal(1), z.literal(2)]) }),
  },
  /** A referee answered (a letter or a decline): the applicant is told which, never what it says. */
  'reference.responded': { version: 1, payload: z.object({ tenantId: z.uuid(), referenceId: z.uuid() }) },
  /**
   * An interview changed: proposed (the candidate's link to pick a slot), scheduled or rescheduled
   * (calendar invitations to the candidate and the panel), cancelled (calendar cancellations), or the
   * candidate asked for other times (to the proposer). `sequence` is the row's at the change: a later
   * change has its own event, and an e-mail whose sequence is no longer the row's is not sent.
   */
  'interview.changed': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      interviewId: z.uuid(),
      sequence: z.number().int().nonnegative(),
      change: z.enum(['proposed', 'scheduled', 'rescheduled', 'cancelled', 'alternatives_requested']),
    }),
  },
  /** Blind review was switched on for an opportunity: its applicants' redacted resumes are made. */
  'review.blind_enabled': { version: 1, payload: z.object({ tenantId: z.uuid(), opportunityId: z.uuid() }) },
  /** One webhook delivery (webhook_deliveries row) is due: the webhooks queue sends it, retrying. */
  'webhook.delivery_due': { version: 1, payload: z.object({ tenantId: z.uuid(), deliveryId: z.uuid() }) },
  /** A post-jobs form submission waits for its poster's confirmation; the link is rebuilt from its id. */
  'posting.confirmation_requested': { version: 1, payload: z.object({ submissionId: z.uuid() }) },
  /** An admin asked for a full search reindex from the operators' panel (search_reindex_runs row). */
  'search.reindex_requested': { version: 1, payload: z.object({ runId: z.uuid() }) },
  /** An import source is due, or someone asked it to run now (import_runs row, queued). */
  'import.run_requested': { version: 1, payload: z.object({ runId: z.uuid() }) },
  /** A candidate asked for their data (data_exports row, queued): the data-export queue builds the ZIP. */
  'account.export_requested': { version: 1, payload: z.object({ exportId: z.uuid() }) },
  /** A candidate's ZIP is stored: the link is e-mailed (the token is rebuilt from the export's row id). */
  'account.export_ready': { version: 1, payload: z.object({ exportId: z.uuid() }) },
  /**
   * Stored files whose rows are gone (an erased account's CVs and resumes, a downloaded export): deleted
   * by the data-export queue, so a storage outage at the time loses nothing. Deleting twice is harmless.
   */
  'storage.delete_requested': {
    version: 1,
    payload: z.object({ keys: z.array(z.string().min(1).max(1024)).min(1).max(STORAGE_DELETE_BATCH_MAX) }),
  },
} as const satisfies Record<string, EventSpec>;

/** Queues: the events each subscribes to and the direct jobs it accepts (job name -> data schema). */
export const queues = {
  'search-index': {
    events: [
      'opportunity.created',
      'opportunity.updated',
      'opportunity.closed',
      'opportunity.deleted',
      'opportunity.enriched',
      'opportunities.created',
      'opportunities.enriched',
    ],
    jobs: {
      /** Repairs anything a lost event missed: re-indexes rows changed since they were last indexed. */
      'search-index.sweep': z.object({}),
    },
  },
  // Summary, discipline and funding facts inferred from a posting's text (services/src/enrichment).
  enrichment: {
    events: ['opportunity.created', 'opportunity.updated', 'opportunities.created'],
    jobs: {
      /** Enriches the next batch of rows never enriched (older rows, lost events). */
      'enrichment.sweep': z.object({}),
    },
  },
  'view-counts': {
    events: [],
    jobs: {
      /** Opened opportunities, buffered by the gateway for about a second (never written on the request path). */
      'view-counts.batch': z.object({ views: z.array(viewRecord).min(1).max(VIEW_BATCH_MAX) }),
    },
  },
  mail: {
    events: [
      'contact.received',
      'subscription.activated',
      'subscription.confirmation_requested',
      'digest.ready',
      'alert.matched',
      'reminder.deadline_due',
      'application.submitted',
      'application.status_changed',
      'application.withdrawn',
      'recruiter.verification_requested',
      'recruiter.password_reset_requested',
      'tenant.staff_invited',
      'tenant.password_reset_requested',
      'applicant.status_changed',
      'applicant.mentioned',
      'applicant.confirmation_requested',
      'opportunity.moderated',
      'posting.confirmation_requested',
      'account.export_ready',
      'application.closing_notice',
      'applicant.closing_notice',
      'reference.requested',
      'reference.reminder_due',
      'reference.responded',
      'interview.changed',
    ],
    jobs: {},
    // Nothing may be lost while the mail server is away: waits double from 1 s, so 19 attempts span
    // about three days; after that the failed list keeps the job for a manual retry.
    retry: { attempts: 19, backoffMs: 1_000 },
  },
  analytics: {
    events: [],
    jobs: {
      /** Page views and UI events counted by the gateway for about a second (never written per request). */
      'analytics.batch': z.object({
        /** Random per batch: lets a retry see that its batch was already folded. */
        batchId: z.uuid(),
        counts: z.array(analyticsCount).min(1).max(ANALYTICS_BATCH_MAX),
      }),
    },
  },
  'resume-text': {
    // Reads the resume's text into the applicant's search vector and makes blind review's redacted
    // copy; an unreadable file fails at once.
    events: ['applicant.added', 'review.blind_enabled'],
    jobs: {},
  },
  'applicant-retention': {
    events: [],
    jobs: {
      /** Deletes the applicants of sites with a retention period whose opportunity closed long enough ago. */
      'applicant-retention.sweep': z.object({}),
    },
  },
  // Its own queue, so a long full reindex never holds up the event-driven indexing above.
  'search-reindex': {
    events: ['search.reindex_requested'],
    jobs: {},
    // One try: a failed run is recorded as failed (and kept in the failed list); the admin starts another.
    retry: { attempts: 1 },
  },
  // Staying in touch: each job decides who is due and records one outbox event per e-mail, which
  // the mail queue sends; running a job twice adds no event (a unique row per recipient and period).
  digest: {
    events: [],
    jobs: {
      /** The weekly digest for every confirmed subscriber; `week` (ISO, e.g. 2026-W48) defaults to now's. */
      'digest.weekly': z.object({
        week: z
          .string()
          .regex(/^\d{4}-W\d{2}$/)
          .optional(),
      }),
    },
    // A failed run is retried a few times a minute apart; rows already written are skipped then.
    retry: { attempts: 3, backoffMs: 60_000 },
  },
  reminders: {
    events: [],
    jobs: {
      /** Search alerts due (daily ones every day, weekly ones after seven days): new matches e-mailed. */
      'alerts.run': z.object({}),
      /** Saved opportunities whose deadline is three days away: one reminder each. */
      'deadlines.run': z.object({}),
      /** Reference letters still awaited five or ten days after the request: one reminder each. */
      'references.remind': z.object({}),
    },
  },
  // Listings whose deadline passed more than 30 days ago close themselves (issue 17); each closing
  // records opportunity.closed, which the search-index queue takes.
  expiry: {
    events: [],
    jobs: {
      /** Closes every open listing past its deadline by more than the grace period (daily). */
      'expiry.sweep': z.object({}),
    },
  },
  // Positions that arrive by themselves (issue 31, services/src/intake): one job per run of a source.
  imports: {
    events: ['import.run_requested'],
    jobs: {
      /** Records a run for every URL source that is due (every five minutes). */
      'imports.schedule': z.object({}),
    },
    // A run that failed midway is resumable (items are keyed): a few tries a minute apart, then the
    // failed list; the source's own schedule tries again later in any case.
    retry: { attempts: 3, backoffMs: 60_000 },
  },
  // "Download my data" (issue 32): builds a candidate's ZIP, and deletes the files an erasure or a
  // download left (services/src/candidates). Its own queue: a 200-application export never delays mail.
  'data-export': {
    events: ['account.export_requested', 'storage.delete_requested'],
    jobs: {
      /** Deletes stored ZIPs no link can fetch any more: expired unused, or downloaded but left behind (daily). */
      'data-export.sweep': z.object({}),
    },
    // A storage or database outage is waited out (waits double from 5 s: about 20 minutes over 8 tries);
    // an export still failing then is marked failed, and the candidate can ask again.
    retry: { attempts: 8, backoffMs: 5_000 },
  },
  // "The loop always closes" (issue 32, services/src/closing-notices): notices are scheduled with each
  // close; the sweep tells the undecided applicants of those now due, one outbox e-mail each. A close
  // runs it at once, so a notice without a delay goes out within seconds, not at the next sweep.
  'closing-notices': {
    events: ['opportunity.closed'],
    jobs: {
      /** Sends every due, unsent closing notice (every ten minutes). */
      'closing-notices.sweep': z.object({}),
    },
  },
  // A site's webhooks (issue 33, services/src/webhooks): events fan out to one delivery per subscribed
  // endpoint, each sent by a webhook.delivery_due job of its own. A failed send throws, so the queue's
  // back-off is the delivery's: waits double from 45 s, 12 tries span about 25 hours, then `failed`.
  webhooks: {
    events: [
      'opportunity.created',
      'opportunity.updated',
      'opportunity.closed',
      'opportunities.created',
      'applicant.added',
      'webhook.event_occurred',
      'webhook.delivery_due',
    ],
    jobs: {},
    retry: { attempts: 12, backoffMs: 45_000 },
  },
  recommendations: {
    events: ['saved.changed', 'preferences.updated'],
    jobs: {
      /** Refreshes the next batch of candidates (new listings, deadlines passing, freshness fading). */
      'recommendations.sweep': z.object({}),
    },
  },
} as const satisfies Record<string, QueueSpec>;

// ---------------------------------------------------------------- shapes and derived types

export interface EventSpec {
  version: number;
  payload: z.ZodObject;
}

export interface QueueSpec {
  events: readonly EventType[];
  jobs: Record<string, z.ZodType>;
  /** Overrides of the queue factory's retry defaults, for consumers with other needs (e.g. mail). */
  retry?: { attempts?: number; backoffMs?: number };
}

export type EventType = keyof typeof events;
export type QueueName = keyof typeof queues;

/** What a producer passes to recordEvent. */
export type EventInput<E extends EventType> = z.infer<(typeof events)[E]['payload']>;
/** What is stored in the outbox and delivered to processors. */
export type EventPayload<E extends EventType> = EventInput<E> & { version: number };

/** Data of a job the relay makes from an outbox event; the job's name is the event type. */
export interface EventJobData<E extends EventType = EventType> {
  /** outbox_events.id as a string (bigint does not survive JSON). */
  eventId: string;
  payload: EventPayload<E>;
}

export type QueueEventType<Q extends QueueName> = (typeof queues)[Q]['events'][number];
export type DirectJobName<Q extends QueueName> = keyof (typeof queues)[Q]['jobs'] & string;
export type DirectJobData<Q extends QueueName, N extends DirectJobName<Q>> = z.infer<(typeof queues)[Q]['jobs'][N]>;

/** A job as a processor sees it after validation: an event delivery or a direct job. */
export type QueueJob<Q extends QueueName> =
  | {
      [E in QueueEventType<Q>]: { kind: 'event'; name: E; eventId: string; payload: EventPayload<E> };
    }[QueueEventType<Q>]
  | { [N in DirectJobName<Q>]: { kind: 'direct'; name: N; data: DirectJobData<Q, N> } }[DirectJobName<Q>];

export const eventTypes = Object.keys(events) as EventType[];
export const queueNames = Object.keys(queues) as QueueName[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(events, type);
}

const subscribers = new Map<EventType, QueueName[]>(
  eventTypes.map((type) => [type, queueNames.filter((q) => (queues[q].events as readonly string[]).includes(type))]),
);

/** The queues that get one job for each event of this type (possibly none). */
export function subscribersOf(type: EventType): readonly QueueName[] {
  return subscribers.get(type) ?? [];
}

export function retryOf(queue: QueueName): QueueSpec['retry'] {
  return (queues[queue] as QueueSpec).retry;
}

/** Deterministic job id: re-publishing the same event to the same queue is a no-op in BullMQ. */
export function eventJobId(eventId: string | bigint, queue: QueueName): string {
  return `${eventId}-${queue}`;
}
