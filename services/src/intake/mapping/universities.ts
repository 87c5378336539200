// The item's university text -> a university the site knows (issue 31, docs/imports.md "Mapping"), so
// an imported position joins its university's page, logo and filters like one typed in by hand. The
// list is read once per run (loadUniversityMatcher) and matched in memory, so mapping 5,000 rows costs
// one query. The table has no aliases column, so the steps are: the exact name; the name with case,
// accents and punctuation ignored; then without a leading "The" and with "Univ." spelled out.
import type { Db } from '../../db/client.ts';
import { wordKey } from './normalise.ts';

export interface UniversityRow {
  id: string;
  name: string;
  country: string;
}

export interface UniversityMatch {
  universityId: string;
  universityName: string;
  country?: string;
}

/** The loosest key: words only, a leading "the" dropped, "univ" and "uni" as "university". */
function looseKey(text: string): string {
  return wordKey(text)
    .replace(/^the /, '')
    .replace(/\buniv?\b/g, 'university');
}

export class UniversityMatcher {
  readonly #exact = new Map<string, UniversityRow>();
  readonly #words = new Map<string, UniversityRow>();
  readonly #loose = new Map<string, UniversityRow>();

  constructor(rows: Iterable<UniversityRow>) {
    for (const row of rows) {
      this.#exact.set(row.name, row);
      // Two names that fold to one key are left to the exact step: neither is a guess worth making.
      for (const [map, key] of [
        [this.#words, wordKey(row.name)],
        [this.#loose, looseKey(row.name)],
      ] as const) {
        map.set(key, map.has(key) && map.get(key) !== row ? AMBIGUOUS : row);
      }
    }
  }

  /** The known university the text names, or null (the caller falls back to a default or the text). */
  match(text: string | null | undefined): UniversityMatch | null {
    const name = text?.trim();
    if (!name) return null;
    const row =
      this.#exact.get(name) ?? usable(this.#words.get(wordKey(name))) ?? usable(this.#loose.get(looseKey(name)));
    return row ? { universityId: row.id, universityName: row.name, country: row.country } : null;
  }
}

/** Marks a key two universities share. */
const AMBIGUOUS: UniversityRow = { id: '', name: '', country: '' };
const usable = (row: UniversityRow | undefined) => (row === AMBIGUOUS ? undefined : row);

/** Reads the known universities once, for one run's matching. */
export async function loadUniversityMatcher(db: Pick<Db, 'university'>): Promise<UniversityMatcher> {
  const rows = await db.university.findMany({ select: { id: true, name: true, country: true } });
  return new UniversityMatcher(rows);
}
