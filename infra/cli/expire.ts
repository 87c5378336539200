// `npm run expire`: runs the expiry sweep now (the workers run it daily at 05:00 UTC): every open
// listing whose deadline passed more than 30 days ago is closed, and its opportunity.closed event
// waits in the outbox for the workers' relay (the Postgres search engine drops it at once).
import { ConfigError, loadConfig } from '@phd/services/config';
import { createDb } from '@phd/services/db/client';
import { EXPIRY_GRACE_DAYS, expireOpportunities } from '@phd/services/opportunities/expire-opportunities';

try {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL is required (the sweep closes rows in Postgres)']);
  const db = createDb(config.databaseUrl, { max: 2 });
  const { expired, cutoff } = await expireOpportunities(db);
  console.log(
    `Expiry sweep: ${expired} listing${expired === 1 ? '' : 's'} closed ` +
      `(deadline more than ${EXPIRY_GRACE_DAYS} days ago, before ${cutoff.toISOString()}).`,
  );
  await db.$disconnect();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
