// Related opportunities, in strict tiers: the same discipline and country first, then the same
// discipline, then the same country, then the rest; within a tier the most similar text first
// (more_like_this). Score boosts cannot make tiers strict (a strong text match can outscore a boost),
// so each tier is its own search, all sent in one _msearch round trip and concatenated in tier order.
import type { estypes } from '@elastic/elasticsearch';
import type { SearchDocument } from '../engine.ts';
import type { Client } from './client.ts';
import { fromHit, NOT_RETURNED, type EsDocument } from './mapping/document.ts';
import { sortClauses } from './query.ts';

type Query = estypes.QueryDslQueryContainer;

export const RELATED_FIELDS = ['title', 'description', 'discipline.text'];

/** Text like the document's own. Listings are short, so a term that occurs once already counts. */
export function similarTo(id: string): Query {
  return {
    more_like_this: {
      fields: RELATED_FIELDS,
      like: [{ _id: id }],
      min_term_freq: 1,
      min_doc_freq: 1,
      max_query_terms: 25,
    },
  };
}

/** One tier: documents passing `filter` and none of `mustNot`, the most similar text first. */
interface Tier {
  filter: Query[];
  mustNot: Query[];
}

/** Tiers, closest first. A missing discipline is never "the same discipline". The last tier is "the rest". */
export function relatedTiers(discipline: string | null, country: string): Tier[] {
  const sameCountry: Query = { term: { country } };
  if (discipline === null) {
    return [
      { filter: [sameCountry], mustNot: [] },
      { filter: [], mustNot: [sameCountry] },
    ];
  }
  const sameDiscipline: Query = { term: { discipline } };
  return [
    { filter: [sameDiscipline, sameCountry], mustNot: [] },
    { filter: [sameDiscipline], mustNot: [sameCountry] },
    { filter: [sameCountry], mustNot: [sameDiscipline] },
    { filter: [], mustNot: [sameDiscipline, sameCountry] },
  ];
}

export function tierSearch(id: string, tier: Tier, limit: number): estypes.SearchSearchRequestBody {
  return {
    query: {
      bool: {
        filter: tier.filter,
        must_not: [{ ids: { values: [id] } }, ...tier.mustNot],
        // Similar text only ranks: a document with nothing in common still belongs to its tier.
        should: [similarTo(id)],
        minimum_should_match: 0,
      },
    },
    sort: sortClauses('relevance'),
    size: limit,
    _source: { excludes: NOT_RETURNED },
  };
}

export async function relatedOpportunities(
  client: Client,
  alias: string,
  id: string,
  limit: number,
): Promise<SearchDocument[]> {
  if (limit <= 0) return [];
  const own = await client.get<Pick<EsDocument, 'discipline' | 'country'>>(
    { index: alias, id, _source_includes: ['discipline', 'country'] },
    { ignore: [404] },
  );
  // Unknown id (or not searchable, hence not indexed): nothing is "like" it.
  if (!own.found || !own._source) return [];
  const tiers = relatedTiers(own._source.discipline ?? null, own._source.country);
  const { responses } = await client.msearch<Partial<EsDocument>>({
    index: alias,
    searches: tiers.flatMap((tier) => [{}, tierSearch(id, tier, limit)]),
  });
  const hits: SearchDocument[] = [];
  for (const response of responses) {
    if ('error' in response) throw new Error(`Elasticsearch related search failed: ${JSON.stringify(response.error)}`);
    hits.push(...response.hits.hits.map(fromHit));
  }
  return hits.slice(0, limit);
}
