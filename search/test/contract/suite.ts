// The shared contract every SearchEngine must pass: same documents in, same answers out. It only
// writes fixture rows through harness.db and talks to the engine through the SearchEngine interface,
// so it runs unchanged against Postgres and Elasticsearch.
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { defineFacetCases } from './cases/facets.ts';
import { defineFilterCases } from './cases/filters.ts';
import { defineKeywordCases } from './cases/keyword.ts';
import { defineRelatedCases } from './cases/related.ts';
import { defineSortingCases } from './cases/sorting.ts';
import { defineWriteCases } from './cases/writes.ts';
import type { ContractContext } from './context.ts';
import { ALL_IDS, insertFixtures } from './fixtures.ts';
import type { Db } from '@phd/services/db/client';
import type { IndexResult, SearchEngine } from '../../src/engine.ts';

export interface ContractHarness {
  /** A fresh, migrated, empty database: the suite writes its fixture rows here, the engine reads them. */
  db: Db;
  engine: SearchEngine;
  cleanup(): Promise<void>;
}

/** A harness whose database holds the fixtures, all indexed once; `indexed` is what index() said. */
export async function loadedHarness(
  makeHarness: () => Promise<ContractHarness>,
): Promise<{ harness: ContractHarness; indexed: IndexResult }> {
  const harness = await makeHarness();
  await insertFixtures(harness.db);
  const indexed = await harness.engine.index(ALL_IDS);
  return { harness, indexed };
}

function contextOf(get: () => ContractHarness | undefined): ContractContext {
  const harness = () => {
    const h = get();
    if (!h) throw new Error('contract harness not ready');
    return h;
  };
  return { harness, engine: () => harness().engine, db: () => harness().db };
}

export function defineSearchContract(label: string, makeHarness: () => Promise<ContractHarness>): void {
  describe(label, () => {
    // Read-only cases share one loaded catalogue.
    describe('reads', () => {
      let current: ContractHarness | undefined;
      let indexed: IndexResult | undefined;
      beforeAll(async () => {
        ({ harness: current, indexed } = await loadedHarness(makeHarness));
      });
      afterAll(async () => {
        await current?.cleanup();
      });
      const ctx = contextOf(() => current);
      const firstIndex = () => indexed!;
      defineFilterCases(ctx, firstIndex);
      defineSortingCases(ctx);
      defineKeywordCases(ctx);
      defineFacetCases(ctx);
      defineRelatedCases(ctx);
    });

    // Cases that change rows get a catalogue of their own each.
    describe('writes', () => {
      let current: ContractHarness | undefined;
      beforeEach(async () => {
        ({ harness: current } = await loadedHarness(makeHarness));
      });
      afterEach(async () => {
        await current?.cleanup();
        current = undefined;
      });
      defineWriteCases(contextOf(() => current));
    });
  });
}
