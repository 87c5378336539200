// `npm run digest`, `npm run alerts`, `npm run reminders`: one pass of a scheduled e-mail job now,
// against DATABASE_URL (the workers run them on their schedules: the digest Mondays 07:00 UTC, alerts
// daily 06:00, reminders daily 08:00). The schedule is left as it was, and each pass keeps its
// once-per-period guard, so running it twice, or before the scheduled run, sends each e-mail once.
// The e-mails wait in the outbox for the workers' relay, as scheduled ones do.
import { isScheduledPass, runScheduledPass, scheduledPassNames } from '@phd/services/admin/scheduled-runs';
import { ConfigError, loadConfig } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { DomainError } from '@phd/services/errors';
import { createSearchEngine } from '@phd/search/create-engine';

try {
  const name = process.argv[2] ?? '';
  if (!isScheduledPass(name)) throw new ConfigError([`Say which pass to run: ${scheduledPassNames.join(', ')}`]);
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError(['DATABASE_URL is required (the pass writes its e-mails to Postgres)']);
  const db = createDb(config.databaseUrl, { max: 4 });
  const outcome = await runScheduledPass(db, createSearchEngine(config, db), name);
  console.log(outcome.message);
  console.log('The e-mails go out through the outbox once the workers run; the schedule is unchanged.');
  await db.$disconnect();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DomainError ? error.message : error);
  process.exit(1);
}
