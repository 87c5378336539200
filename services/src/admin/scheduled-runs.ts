// Running a scheduled e-mail job's pass now (issue 28): `npm run digest|alerts|reminders` and the
// operators' panel's "Run … now" buttons call the very service the job's processor calls, directly.
// They never touch the BullMQ job scheduler: promoting its delayed job ran the pass but booked the next
// one a whole period later, so that period's e-mails were never sent. Each pass keeps its own
// once-per-period guard (a row per recipient and period, written with its outbox event), so a pass run
// now and the scheduled one later in the same period send each e-mail once; the e-mails go out through
// the outbox and the workers' relay like scheduled ones.
import type { Actor } from '../audit/audit-log.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { runAlerts } from '../alerts/run-alerts.ts';
import type { AlertSearch } from '../alerts/alert-filters.ts';
import type { Db } from '../db/client.ts';
import { runWeeklyDigest } from '../digest/weekly-digest.ts';
import { countWords } from '@phd/contracts/count-words';
import { conflict } from '../errors.ts';
import { runDeadlineReminders } from '../reminders/deadline-reminders.ts';

interface Pass {
  /** What the operator reads: "The weekly digest". */
  title: string;
  /** The BullMQ job scheduler (workers/src/schedules.ts, named after its job) whose pass this is. */
  queue: 'digest' | 'reminders';
  job: 'digest.weekly' | 'alerts.run' | 'deadlines.run';
  /** The pass's result, and one sentence on what it did. */
  run(db: Db, search: AlertSearch): Promise<{ result: object; message: string }>;
}

export const scheduledPasses = {
  digest: {
    title: 'The weekly digest',
    queue: 'digest',
    job: 'digest.weekly',
    // The current ISO week, as Monday's run in the same week uses: whichever of the two runs first
    // writes the week's rows, the other adds nothing.
    async run(db) {
      const r = await runWeeklyDigest(db);
      const n = (x: number) => x.toLocaleString('en-GB');
      const message =
        `Weekly digest for ${r.week}: ${countWords(r.queued, 'e-mail')} queued. Of ${countWords(r.subscribers, 'confirmed subscriber')}, ` +
        `${n(r.subscribers - r.queued - r.empty)} already had this week's and ${n(r.empty)} had nothing new.`;
      return { result: r, message };
    },
  },
  alerts: {
    title: 'Search alerts',
    queue: 'reminders',
    job: 'alerts.run',
    async run(db, search) {
      const r = await runAlerts(db, search);
      const message =
        `Search alerts for ${r.period}: ${countWords(r.due, 'alert')} due, ${countWords(r.matched, 'e-mail')} queued ` +
        '(an alert that already ran today waits for tomorrow).';
      return { result: r, message };
    },
  },
  reminders: {
    title: 'Deadline reminders',
    queue: 'reminders',
    job: 'deadlines.run',
    async run(db) {
      const r = await runDeadlineReminders(db);
      const message = `Deadline reminders: ${countWords(r.queued, 'e-mail')} queued (each saved position is reminded of once).`;
      return { result: r, message };
    },
  },
} satisfies Record<string, Pass>;

export type ScheduledPass = keyof typeof scheduledPasses;
export const scheduledPassNames = Object.keys(scheduledPasses) as ScheduledPass[];

export const isScheduledPass = (name: string): name is ScheduledPass => Object.hasOwn(scheduledPasses, name);

/** The advisory lock a pass holds while it runs: a constant shared by every caller, and the pass. */
export const passLock = (name: ScheduledPass): [number, number] => [0x5c4ed, scheduledPassNames.indexOf(name)];
/** Longest a pass may hold its lock (the digest for 100,000 subscribers takes about 10 s). */
const RUN_TIMEOUT_MS = 30 * 60_000;

export interface ScheduledRunOutcome {
  pass: ScheduledPass;
  result: object;
  message: string;
}

/**
 * Runs one pass now. One at a time per pass, across every gateway and command line: a second
 * request while one runs is refused with a 409 (it would add nothing anyway). An admin's run is
 * audited with its result.
 */
export async function runScheduledPass(
  db: Db,
  search: AlertSearch,
  name: ScheduledPass,
  actor?: Actor,
): Promise<ScheduledRunOutcome> {
  const pass = scheduledPasses[name];
  // A transaction holds the lock (released however it ends); the pass writes through its own
  // connections, in its own batches, as when the workers run it.
  return db.$transaction(
    async (tx) => {
      const [key, which] = passLock(name);
      const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${key}::int, ${which}::int) AS locked`;
      if (!row?.locked) {
        throw conflict(`${pass.title} is already running. Wait for it to finish: running it again adds nothing.`);
      }
      const { result, message } = await pass.run(db, search);
      if (actor) {
        await recordAudit(tx, actor, {
          action: `${name}.run_now`,
          recordType: 'scheduled_job',
          recordId: pass.job,
          after: { message, result: JSON.parse(JSON.stringify(result)) },
        });
      }
      return { pass: name, result, message };
    },
    { timeout: RUN_TIMEOUT_MS, maxWait: 10_000 },
  );
}
