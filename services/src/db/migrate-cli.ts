// `npm run migrate`: apply pending migrations to DATABASE_URL.
import { loadConfig } from '../config.ts';
import { migrate } from './migrate.ts';

const { databaseUrl } = loadConfig();
if (!databaseUrl) {
  console.error('DATABASE_URL is required (npm start migrates its embedded database by itself).');
  process.exit(1);
}
const result = await migrate(databaseUrl, { log: console.log });
console.log(`${result.applied.length} migration(s) applied, ${result.alreadyApplied} already in place.`);
