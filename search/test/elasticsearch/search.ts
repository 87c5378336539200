// A search request run over the fake's documents: query, sort, from/size, total, aggregations
// (filter, terms) and _source filtering, with the checks Elasticsearch makes on each.
import { EsError } from './errors.ts';
import type { FakeIndex } from './fake-index.ts';
import { evaluate, SearchContext, type Candidate } from './query-dsl.ts';

type Json = Record<string, unknown>;

interface Match extends Candidate {
  score: number;
}

interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

function parseSort(sort: unknown): SortKey[] {
  const items = sort === undefined ? ['_score'] : Array.isArray(sort) ? sort : [sort];
  return items.map((item) => {
    if (typeof item === 'string') return { field: item, order: item === '_score' ? 'desc' : 'asc' };
    const [field, spec] = Object.entries(item as Json)[0]!;
    const order = typeof spec === 'string' ? spec : (spec as Json).order;
    return { field, order: (order ?? (field === '_score' ? 'desc' : 'asc')) as 'asc' | 'desc' };
  });
}

function checkSortable(indices: FakeIndex[], keys: SortKey[]): void {
  for (const { field } of keys) {
    if (field === '_score' || field === '_doc') continue;
    if (field === '_id') {
      throw new EsError(
        400,
        'illegal_argument_exception',
        'Fielddata access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster setting: indices.id_field_data.enabled',
      );
    }
    for (const index of indices) {
      const info = index.field(field);
      if (!info) throw new EsError(400, 'query_shard_exception', `No mapping found for [${field}] in order to sort on`);
      if (!info.sortable) {
        throw new EsError(
          400,
          'illegal_argument_exception',
          `Fielddata is disabled on [${field}] in [${index.name}]. Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default.`,
        );
      }
    }
  }
}

function sortValue(match: Match, field: string): number | string | null {
  if (field === '_score') return match.score;
  if (field === '_doc') return match.doc.seqNo;
  const info = match.index.field(field)!;
  const value = match.index.tokens(match.doc, field)[0];
  if (value === undefined) return null;
  return info.type === 'keyword' ? value : info.type === 'boolean' ? Number(value === 'true') : Number(value);
}

function compareMatches(keys: SortKey[]) {
  return (a: Match, b: Match): number => {
    for (const { field, order } of keys) {
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      if (x === y) continue;
      // Missing values sort last, whatever the order.
      if (x === null) return 1;
      if (y === null) return -1;
      const cmp = x < y ? -1 : 1;
      return order === 'asc' ? cmp : -cmp;
    }
    return a.doc.seqNo - b.doc.seqNo;
  };
}

function globToRegExp(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/** _source filtering: `false`, a list of includes, or { includes, excludes } (wildcards allowed). */
export function filterSource(source: Json, spec: unknown): Json | undefined {
  if (spec === false) return undefined;
  if (spec === undefined || spec === true) return source;
  const { includes = [], excludes = [] } =
    Array.isArray(spec) || typeof spec === 'string'
      ? { includes: [spec].flat() }
      : (spec as { includes?: string[]; excludes?: string[] });
  const keep = (key: string) =>
    (includes.length === 0 || includes.some((p) => globToRegExp(p).test(key))) &&
    !excludes.some((p) => globToRegExp(p).test(key));
  return Object.fromEntries(Object.entries(source).filter(([key]) => keep(key)));
}

function aggregate(aggs: Json | undefined, matches: Match[], ctx: SearchContext): Json | undefined {
  if (!aggs) return undefined;
  const result: Json = {};
  for (const [name, definition] of Object.entries(aggs as Record<string, Json>)) {
    const { aggs: sub, aggregations, ...rest } = definition;
    const subAggs = (sub ?? aggregations) as Json | undefined;
    const [type, body] = Object.entries(rest)[0] as [string, Json];
    if (type === 'filter') {
      const inside = matches.filter((m) => evaluate(body, m, ctx) !== null);
      result[name] = { doc_count: inside.length, ...aggregate(subAggs, inside, ctx) };
    } else if (type === 'terms') {
      result[name] = termsAggregation(body, subAggs, matches, ctx);
    } else {
      throw new EsError(400, 'parsing_exception', `Unknown aggregation type [${type}]`);
    }
  }
  return result;
}

function termsAggregation(body: Json, subAggs: Json | undefined, matches: Match[], ctx: SearchContext): Json {
  const field = String(body.field);
  for (const { index } of matches) {
    const info = index.field(field);
    if (info && !info.sortable) {
      throw new EsError(400, 'illegal_argument_exception', `Fielddata is disabled on [${field}] in [${index.name}].`);
    }
  }
  const groups = new Map<string, Match[]>();
  for (const match of matches) {
    for (const value of new Set(match.index.tokens(match.doc, field)))
      groups.set(value, [...(groups.get(value) ?? []), match]);
  }
  const orders = (body.order === undefined ? [{ _count: 'desc' }, { _key: 'asc' }] : [body.order].flat()) as Record<
    string,
    string
  >[];
  const buckets = [...groups]
    .filter(([, docs]) => docs.length >= Number(body.min_doc_count ?? 1))
    .sort(([keyA, docsA], [keyB, docsB]) => {
      for (const order of orders) {
        const [by, direction] = Object.entries(order)[0]!;
        const cmp = by === '_count' ? docsA.length - docsB.length : keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
        if (cmp !== 0) return direction === 'asc' ? cmp : -cmp;
      }
      // Elasticsearch's own tie-breaker after the requested order: the key, ascending.
      return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    });
  const size = Number(body.size ?? 10);
  const shown = buckets.slice(0, size);
  return {
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: buckets.slice(size).reduce((sum, [, docs]) => sum + docs.length, 0),
    buckets: shown.map(([key, docs]) => ({ key, doc_count: docs.length, ...aggregate(subAggs, docs, ctx) })),
  };
}

export function executeSearch(indices: FakeIndex[], body: Json, querystring: Record<string, string> = {}): Json {
  const from = Number(body.from ?? querystring.from ?? 0);
  const size = Number(body.size ?? querystring.size ?? 10);
  const window = Math.min(...indices.map((index) => index.maxResultWindow), 10_000);
  if (from + size > window) {
    throw new EsError(
      400,
      'illegal_argument_exception',
      `Result window is too large, from + size must be less than or equal to: [${window}] but was [${from + size}].`,
    );
  }
  const candidates = indices.flatMap((index) => [...index.visible.values()].map((doc) => ({ index, doc })));
  const ctx = new SearchContext(candidates);
  const matches: Match[] = [];
  for (const candidate of candidates) {
    const score = evaluate(body.query as Json | undefined, candidate, ctx);
    if (score !== null) matches.push({ ...candidate, score });
  }
  const keys = parseSort(body.sort);
  checkSortable(indices, keys);
  const scored = keys.some((key) => key.field === '_score');
  matches.sort(compareMatches(keys));
  const track = body.track_total_hits ?? 10_000;
  const total =
    track === false
      ? undefined
      : track === true || matches.length <= Number(track)
        ? { value: matches.length, relation: 'eq' }
        : { value: Number(track), relation: 'gte' };
  const page = matches.slice(from, from + size);
  return {
    took: 1,
    timed_out: false,
    _shards: { total: indices.length, successful: indices.length, skipped: 0, failed: 0 },
    hits: {
      ...(total ? { total } : {}),
      max_score: scored && matches.length > 0 ? Math.max(...matches.map((m) => m.score)) : null,
      hits: page.map((m) => ({
        _index: m.index.name,
        _id: m.doc.id,
        _score: scored ? m.score : null,
        _source: filterSource(m.doc.source, body._source),
        ...(body.sort === undefined ? {} : { sort: keys.map((key) => sortValue(m, key.field)) }),
      })),
    },
    ...(body.aggs || body.aggregations
      ? { aggregations: aggregate((body.aggs ?? body.aggregations) as Json, matches, ctx) }
      : {}),
  };
}
