// What every case file receives: the current harness and small helpers that turn engine answers into
// fixture numbers, so expectations read like the fixture table.
import type { Db } from '@phd/services/db/client';
import type { FacetCount, SearchDocument, SearchEngine, SearchPage } from '../../src/engine.ts';
import { fixtureNumber } from './fixtures.ts';
import type { ContractHarness } from './suite.ts';

export interface ContractContext {
  harness(): ContractHarness;
  engine(): SearchEngine;
  db(): Db;
}

/** Hit ids as fixture numbers, in order. */
export function nums(result: SearchPage | SearchDocument[]): (number | string)[] {
  const hits = Array.isArray(result) ? result : result.hits;
  return hits.map((h) => fixtureNumber(h.id));
}

/** Numbers sorted ascending: for "exactly these, in any order". */
export function sorted(result: SearchPage | SearchDocument[]): (number | string)[] {
  return nums(result).sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
  );
}

export function counts(...pairs: [string, number][]): FacetCount[] {
  return pairs.map(([value, count]) => ({ value, count }));
}

/** Visible rows, newest first (created_at DESC, then id ASC: 29 and 30 share a day). */
export const LATEST = [
  10, 25, 3, 16, 29, 30, 6, 20, 13, 1, 18, 9, 27, 12, 22, 5, 15, 24, 2, 8, 21, 14, 26, 7, 23, 4, 19, 11, 28, 17,
];

/** Visible rows by views DESC, then id ASC (2 and 10 share 300, 4 and 5 share 80, 8, 15 and 22 share 0). */
export const MOST_VIEWED = [
  2, 10, 19, 9, 1, 18, 4, 5, 28, 13, 24, 3, 21, 14, 29, 16, 20, 27, 11, 6, 30, 26, 12, 7, 23, 17, 25, 8, 15, 22,
];

export const VISIBLE_TOTAL = 30;

/** Visible rows that are fully funded (the box, or the funding type), ascending. */
export const FULLY_FUNDED = [1, 2, 4, 5, 7, 9, 10, 12, 13, 14, 15, 18, 19, 20, 21, 24, 26, 28];
