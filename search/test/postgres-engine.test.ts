import { createPostgresEngine } from '../src/postgres/engine.ts';
import { createTestDatabase } from '../../tests/support/services.ts';
import { defineSearchContract } from './contract/suite.ts';

defineSearchContract('Postgres engine (real Postgres)', async () => {
  const database = await createTestDatabase();
  return { db: database.db, engine: createPostgresEngine(database.db), cleanup: () => database.drop() };
});
