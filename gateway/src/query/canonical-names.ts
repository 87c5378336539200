// Route parameters in the web app write spaces as hyphens (/phd-vacancies/standard/United-Kingdom).
// The rule: a country, university or discipline value that is not exactly a known value is matched
// against the known values case-insensitively, with spaces and hyphens counting as the same
// separator ("united-kingdom" -> "United Kingdom"); a value that matches nothing is kept as given
// (and finds nothing). Names that really contain hyphens ("Friedrich-Wilhelms-Universität") work
// either way. The known values are the search engine's facet values over the whole catalogue,
// refreshed in the background every few seconds, and at once for a value they do not know when the
// index has changed since they were read (its generation, cache/index-generation.ts): the first
// position at a new university is found by its hyphenated name as soon as it is listed.
import type { FacetField, SearchEngine, SearchFilters } from '@phd/search/engine';

export type NamedField = Extract<FacetField, 'country' | 'university' | 'discipline'>;
const FIELDS: readonly NamedField[] = ['country', 'university', 'discipline'];

export const nameKey = (value: string) =>
  value
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '-');

type Known = Record<NamedField, { exact: Set<string>; byKey: Map<string, string> }> & {
  /** The index generation the values were read at. */
  generation: string;
};

export interface NameResolver {
  /** The filters with every country, university and discipline value made canonical. */
  canonicalFilters<F extends SearchFilters>(filters: F): Promise<F>;
}

export function createNameResolver(
  search: SearchEngine,
  { refreshMs = 10_000, generation = () => '' }: { refreshMs?: number; generation?: () => string } = {},
): NameResolver {
  let known: Known | null = null;
  let loadedAt = 0;
  let loading: Promise<Known> | null = null;

  async function load(): Promise<Known> {
    const readAt = generation();
    const facets = await search.facets({}, FIELDS);
    const result = { generation: readAt } as Known;
    for (const field of FIELDS) {
      const byKey = new Map<string, string>();
      // Most listed first, so a rare clash of keys resolves to the common spelling.
      for (const { value } of facets[field]) if (!byKey.has(nameKey(value))) byKey.set(nameKey(value), value);
      result[field] = { exact: new Set(facets[field].map((f) => f.value)), byKey };
    }
    return result;
  }

  function refresh(): Promise<Known> {
    loading ??= load()
      .then((fresh) => {
        known = fresh;
        loadedAt = Date.now();
        return fresh;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function current(): Promise<Known> {
    if (!known) return refresh();
    // Stale while revalidating: a request never waits for the refresh (a failed one keeps the old list).
    if (Date.now() - loadedAt > refreshMs) refresh().catch(() => undefined);
    return known;
  }

  function pick(list: Known, field: NamedField, value: string): string {
    const names = list[field];
    return names.exact.has(value) ? value : (names.byKey.get(nameKey(value)) ?? value);
  }

  const unknownIn = (list: Known, filters: SearchFilters) =>
    FIELDS.some((field) => filters[field]?.some((value) => !list[field].byKey.has(nameKey(value))));

  return {
    async canonicalFilters(filters) {
      if (!FIELDS.some((f) => filters[f]?.length)) return filters;
      let list = await current();
      // A name the list lacks may belong to a position indexed since: worth one shared re-read per write.
      if (list.generation !== generation() && unknownIn(list, filters)) {
        const stale = list;
        list = await refresh().catch(() => stale);
      }
      const out = { ...filters };
      for (const field of FIELDS) {
        const values = filters[field];
        if (values?.length) out[field] = [...new Set(values.map((v) => pick(list, field, v)))].sort();
      }
      return out;
    },
  };
}
