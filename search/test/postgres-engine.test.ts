import { describe, expect, it } from 'vitest';
import { createPostgresEngine } from '../src/postgres/engine.ts';
import { queryWords as keywordWords } from '../src/query-words.ts';
import { oneEditVariants } from '../src/postgres/variants.ts';
import { createTestDatabase } from '../../tests/support/services.ts';
import { defineSearchContract } from './contract/suite.ts';

defineSearchContract('Postgres engine (real Postgres)', async () => {
  const database = await createTestDatabase();
  // Fixtures (including tenant rows) are written as the owner; the engine runs as phd_app.
  return { db: database.owner, engine: createPostgresEngine(database.db), cleanup: () => database.drop() };
});

describe('Postgres engine keyword parsing', () => {
  it('keeps letters and digits only, lower-cased, deduplicated and bounded', () => {
    expect(keywordWords('"Quantum" & (optics | !ions):* 🧬 QUANTUM')).toEqual(['quantum', 'optics', 'ions']);
    expect(keywordWords("Zürich's H2O")).toEqual(['zürich', 's', 'h2o']);
    expect(keywordWords('  \t ')).toEqual([]);
    expect(keywordWords(undefined)).toEqual([]);
    expect(keywordWords('w'.repeat(1000))).toEqual(['w'.repeat(40)]);
    expect(keywordWords('a b c d e f g h i j k')).toHaveLength(8);
  });

  it('one-edit variants cover deletion, transposition, substitution and insertion', () => {
    const variants = oneEditVariants('quantom');
    expect(variants).toEqual(expect.arrayContaining(['quantum', 'qantom', 'quatnom', 'quanttom']));
    expect(variants).not.toContain('quantom');
    expect(oneEditVariants('neurosciense')).toContain('neuroscience');
  });
});
