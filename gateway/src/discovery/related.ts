// What "related" shows beside (below) a position: the engines rank, this picks. A related card is only
// worth a click if it can still be applied to and is not the same position again, so positions past
// their deadline and repeats of one title at one university (the page's own included) are left out.
// Engines rank the same for every engine (search/test/contract); this choice is applied on top of
// either, so both keep giving the same answers.
import type { SearchDocument, SearchEngine, SearchFilters } from '@phd/search/engine';

/** The position a related list is for. */
export interface RelatedSource {
  id: string;
  title: string;
  university: string;
  country: string;
  discipline: string | null;
}

/** "same title at the same university", whatever the case and spacing. */
export function listingKey(title: string, university: string): string {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return `${norm(title)}\u0000${norm(university)}`;
}

/** Ranked candidates, in order, without the source, anything past its deadline, or a repeat. */
export function pickRelated(
  source: RelatedSource,
  candidates: readonly SearchDocument[],
  now: Date,
  limit: number,
): SearchDocument[] {
  const seen = new Set([listingKey(source.title, source.university)]);
  const picked: SearchDocument[] = [];
  for (const doc of candidates) {
    if (picked.length >= limit) break;
    if (doc.id === source.id) continue;
    if (doc.closingDate && doc.closingDate.getTime() < now.getTime()) continue;
    const key = listingKey(doc.title, doc.universityName);
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(doc);
  }
  return picked;
}

/**
 * Open positions like a closed one (which the engines no longer hold, so cannot rank "like" it): the
 * same discipline and country, then the same discipline, then the same country, latest first.
 */
export async function similarOpen(
  search: SearchEngine,
  source: RelatedSource,
  size: number,
): Promise<SearchDocument[]> {
  const { discipline, country } = source;
  const tiers: SearchFilters[] = discipline
    ? [{ discipline: [discipline], country: [country] }, { discipline: [discipline] }, { country: [country] }]
    : [{ country: [country] }];
  const found = new Map<string, SearchDocument>();
  for (const filters of tiers) {
    const page = await search.search({ ...filters, sort: 'latest', limit: size, offset: 0 });
    for (const hit of page.hits) if (!found.has(hit.id)) found.set(hit.id, hit);
    if (found.size >= size) break;
  }
  return [...found.values()].slice(0, size);
}

/** Candidates asked of the engine per card shown, then more while too many are left out. */
const OVERFETCH = 4;
const MAX_CANDIDATES = 400;

/** Up to `limit` picks from ranked candidates, asking `fetch` for more while picks fall short and more exist. */
export async function relatedPicks(
  source: RelatedSource,
  fetch: (size: number) => Promise<SearchDocument[]>,
  now: Date,
  limit: number,
): Promise<SearchDocument[]> {
  let size = Math.min(MAX_CANDIDATES, Math.max(limit * OVERFETCH, limit + 1));
  for (;;) {
    const candidates = await fetch(size);
    const picked = pickRelated(source, candidates, now, limit);
    if (picked.length >= limit || candidates.length < size || size >= MAX_CANDIDATES) return picked;
    size = Math.min(MAX_CANDIDATES, size * OVERFETCH);
  }
}
