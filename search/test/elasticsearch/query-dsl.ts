// The query DSL the engine sends, evaluated per document: null means "does not match", a number is
// the score. Scoring is BM25 (k1 1.2, b 0.75) over the searched documents, fuzzy terms weighted as
// Lucene weights them; filters score nothing. Unknown queries and fields Elasticsearch refuses to
// search are refused here too, so a wrong request fails in tests as it would on a cluster.
import { maxEdits, termSimilarity } from './analysis.ts';
import { EsError } from './errors.ts';
import { analyze, type FakeIndex, type StoredDoc } from './fake-index.ts';

export interface Candidate {
  index: FakeIndex;
  doc: StoredDoc;
}

type Json = Record<string, unknown>;
const K1 = 1.2;
const B = 0.75;

interface FieldStats {
  docs: number;
  averageLength: number;
  docFreq: Map<string, number>;
}

/** Per search request: the documents searched and their per-field statistics. */
export class SearchContext {
  private readonly statsCache = new Map<string, FieldStats>();
  private readonly likeCache = new Map<string, LikeClause[]>();

  constructor(readonly candidates: Candidate[]) {}

  stats(field: string): FieldStats {
    let stats = this.statsCache.get(field);
    if (!stats) {
      const docFreq = new Map<string, number>();
      let totalLength = 0;
      let docs = 0;
      for (const { index, doc } of this.candidates) {
        const tokens = index.tokens(doc, field);
        if (tokens.length === 0) continue;
        docs += 1;
        totalLength += tokens.length;
        for (const term of new Set(tokens)) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
      }
      stats = { docs, averageLength: docs === 0 ? 1 : totalLength / docs, docFreq };
      this.statsCache.set(field, stats);
    }
    return stats;
  }

  bm25(candidate: Candidate, field: string, term: string): number {
    const tokens = candidate.index.tokens(candidate.doc, field);
    const tf = tokens.filter((t) => t === term).length;
    if (tf === 0) return 0;
    const { docs, averageLength, docFreq } = this.stats(field);
    const n = docFreq.get(term) ?? 0;
    const idf = Math.log(1 + (docs - n + 0.5) / (n + 0.5));
    return (idf * tf) / (tf + K1 * (1 - B + (B * tokens.length) / averageLength));
  }

  like(key: string, build: () => LikeClause[]): LikeClause[] {
    let clauses = this.likeCache.get(key);
    if (!clauses) this.likeCache.set(key, (clauses = build()));
    return clauses;
  }
}

interface LikeClause {
  field: string;
  term: string;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function single(query: Json, name: string): [string, unknown] {
  const entries = Object.entries(query).filter(([key]) => key !== 'boost' && key !== '_name');
  if (entries.length !== 1)
    throw new EsError(400, 'parsing_exception', `[${name}] query doesn't support multiple fields`);
  return entries[0]!;
}

function searchableField(candidate: Candidate, path: string) {
  const info = candidate.index.field(path);
  if (info && !info.indexed) {
    throw new EsError(
      400,
      'query_shard_exception',
      `failed to create query: Cannot search on field [${path}] since it is not indexed.`,
    );
  }
  return info;
}

export function evaluate(query: Json | undefined, candidate: Candidate, ctx: SearchContext): number | null {
  if (!query) return 1;
  const [type, body] = single(query, 'query') as [string, Json];
  switch (type) {
    case 'match_all':
      return 1;
    case 'bool':
      return evaluateBool(body, candidate, ctx);
    case 'term': {
      const [field, spec] = single(body, 'term');
      const value = typeof spec === 'object' && spec !== null ? (spec as Json).value : spec;
      return exactValues(candidate, field).includes(String(value)) ? 1 : null;
    }
    case 'terms': {
      const [field, values] = single(body, 'terms');
      if (!Array.isArray(values))
        throw new EsError(400, 'parsing_exception', '[terms] query requires an array of terms');
      const have = exactValues(candidate, field);
      return values.some((v) => have.includes(String(v))) ? 1 : null;
    }
    case 'ids':
      return asArray(body.values as string[]).includes(candidate.doc.id) ? 1 : null;
    case 'exists':
      return exactValues(candidate, String(body.field)).length > 0 ? 1 : null;
    case 'range':
      return evaluateRange(body, candidate);
    case 'match': {
      const [field, spec] = single(body, 'match');
      const options = typeof spec === 'object' && spec !== null ? (spec as Json) : { query: spec };
      return matchFields([field], options, candidate, ctx);
    }
    case 'multi_match':
      if (body.type === 'phrase_prefix')
        return matchFields(asArray(body.fields as string[]), body, candidate, ctx, phrasePrefix);
      if (body.type !== undefined && body.type !== 'best_fields') {
        throw new Error(`the fake models multi_match types best_fields and phrase_prefix, not ${String(body.type)}`);
      }
      return matchFields(asArray(body.fields as string[]), body, candidate, ctx);
    case 'more_like_this':
      return evaluateMoreLikeThis(body, candidate, ctx);
    default:
      throw new EsError(400, 'parsing_exception', `unknown query [${type}]`);
  }
}

function exactValues(candidate: Candidate, field: string): string[] {
  const info = searchableField(candidate, field);
  if (!info) return [];
  if (info.type === 'boolean') return candidate.index.tokens(candidate.doc, field).map((v) => String(v === 'true'));
  return candidate.index.tokens(candidate.doc, field);
}

function minimumShouldMatch(spec: unknown, clauses: number): number {
  if (spec === undefined) return 0;
  const text = String(spec);
  if (text.endsWith('%')) return Math.floor((clauses * Number(text.slice(0, -1))) / 100);
  return Number(text);
}

function evaluateBool(body: Json, candidate: Candidate, ctx: SearchContext): number | null {
  const must = asArray(body.must as Json[]);
  const filter = asArray(body.filter as Json[]);
  const should = asArray(body.should as Json[]);
  const mustNot = asArray(body.must_not as Json[]);
  let score = 0;
  for (const clause of must) {
    const s = evaluate(clause, candidate, ctx);
    if (s === null) return null;
    score += s;
  }
  for (const clause of filter) if (evaluate(clause, candidate, ctx) === null) return null;
  for (const clause of mustNot) if (evaluate(clause, candidate, ctx) !== null) return null;
  // Without must or filter clauses, at least one should clause has to match.
  const required =
    body.minimum_should_match !== undefined
      ? minimumShouldMatch(body.minimum_should_match, should.length)
      : must.length === 0 && filter.length === 0 && should.length > 0
        ? 1
        : 0;
  let matched = 0;
  for (const clause of should) {
    const s = evaluate(clause, candidate, ctx);
    if (s === null) continue;
    matched += 1;
    score += s;
  }
  return matched >= required ? score : null;
}

function evaluateRange(body: Json, candidate: Candidate): number | null {
  const [field, bounds] = single(body, 'range') as [string, Json];
  const info = searchableField(candidate, field);
  if (!info) return null;
  const numeric = (v: unknown) => (info.type === 'date' && typeof v === 'string' ? Date.parse(v) : Number(v));
  const values = candidate.index.tokens(candidate.doc, field).map(Number);
  const inRange = (v: number) =>
    (bounds.gt === undefined || v > numeric(bounds.gt)) &&
    (bounds.gte === undefined || v >= numeric(bounds.gte)) &&
    (bounds.lt === undefined || v < numeric(bounds.lt)) &&
    (bounds.lte === undefined || v <= numeric(bounds.lte));
  return values.some(inRange) ? 1 : null;
}

type FieldMatcher = (
  field: string,
  terms: string[],
  options: Json,
  candidate: Candidate,
  ctx: SearchContext,
) => number | null;

/** match / multi_match: the best field's score (best_fields, tie_breaker 0). */
function matchFields(
  fields: string[],
  options: Json,
  candidate: Candidate,
  ctx: SearchContext,
  matcher: FieldMatcher = matchTerms,
): number | null {
  const text = String(options.query ?? '');
  let best: number | null = null;
  for (const spec of fields) {
    const [path, boostText] = spec.split('^') as [string, string | undefined];
    const boost = boostText === undefined ? 1 : Number(boostText);
    const info = searchableField(candidate, path);
    if (!info) continue;
    const terms = info.type === 'text' ? analyze(info.analyzer, text) : [text];
    let score: number | null;
    if (terms.length === 0) score = options.zero_terms_query === 'all' ? 1 : null;
    else score = matcher(path, terms, options, candidate, ctx);
    if (score !== null) best = Math.max(best ?? 0, score * boost);
  }
  return best;
}

function matchTerms(
  field: string,
  terms: string[],
  options: Json,
  candidate: Candidate,
  ctx: SearchContext,
): number | null {
  const docTerms = [...new Set(candidate.index.tokens(candidate.doc, field))];
  let matched = 0;
  let score = 0;
  for (const term of terms) {
    const edits = maxEdits(options.fuzziness, term);
    let found = false;
    let termScore = 0;
    for (const docTerm of docTerms) {
      const similarity = termSimilarity(term, docTerm, edits);
      if (similarity === 0) continue;
      found = true;
      termScore = Math.max(termScore, similarity * ctx.bm25(candidate, field, docTerm));
    }
    if (found) matched += 1;
    score += termScore;
  }
  const required =
    options.operator === 'and'
      ? terms.length
      : Math.max(1, minimumShouldMatch(options.minimum_should_match, terms.length));
  return matched >= required ? score : null;
}

/** phrase_prefix: the terms in a row, the last one as a prefix (max_expansions is not modelled). */
function phrasePrefix(
  field: string,
  terms: string[],
  _options: Json,
  candidate: Candidate,
  ctx: SearchContext,
): number | null {
  const tokens = candidate.index.tokens(candidate.doc, field);
  const last = terms.length - 1;
  let best: number | null = null;
  for (let start = 0; start + last < tokens.length; start += 1) {
    const inPhrase = terms.slice(0, last).every((term, i) => tokens[start + i] === term);
    const expanded = tokens[start + last]!;
    if (!inPhrase || !expanded.startsWith(terms[last]!)) continue;
    const score = [...terms.slice(0, last), expanded].reduce((sum, term) => sum + ctx.bm25(candidate, field, term), 0);
    best = Math.max(best ?? 0, score);
  }
  return best;
}

/**
 * more_like_this, as Lucene builds it: the like document's terms per field (min_term_freq,
 * min_doc_freq), the max_query_terms best by tf-idf, then "at least minimum_should_match of them".
 */
function evaluateMoreLikeThis(body: Json, candidate: Candidate, ctx: SearchContext): number | null {
  const likeIds = asArray(body.like as (Json | string)[]).map((like) => {
    if (typeof like === 'string' || like.doc !== undefined)
      throw new Error('the fake models more_like_this on indexed documents (_id) only');
    return String(like._id);
  });
  const fields = asArray(body.fields as string[]);
  const clauses = ctx.like(JSON.stringify(body), () => selectLikeTerms(likeIds, fields, body, candidate.index, ctx));
  if (body.include !== true && likeIds.includes(candidate.doc.id)) return null;
  if (clauses.length === 0) return null;
  let matched = 0;
  let score = 0;
  for (const { field, term } of clauses) {
    const s = ctx.bm25(candidate, field, term);
    if (s > 0) {
      matched += 1;
      score += s;
    }
  }
  const required = Math.max(1, minimumShouldMatch(body.minimum_should_match ?? '30%', clauses.length));
  return matched >= required ? score : null;
}

function selectLikeTerms(
  ids: string[],
  fields: string[],
  body: Json,
  index: FakeIndex,
  ctx: SearchContext,
): LikeClause[] {
  const minTermFreq = Number(body.min_term_freq ?? 2);
  const minDocFreq = Number(body.min_doc_freq ?? 5);
  const maxQueryTerms = Number(body.max_query_terms ?? 25);
  const scored: (LikeClause & { score: number })[] = [];
  for (const id of ids) {
    // The like document is fetched in real time, as the term vectors API does.
    const doc = index.live.get(id);
    if (!doc) continue;
    for (const field of fields) {
      const counts = new Map<string, number>();
      for (const term of index.tokens(doc, field)) counts.set(term, (counts.get(term) ?? 0) + 1);
      const { docs, docFreq } = ctx.stats(field);
      for (const [term, tf] of counts) {
        const df = docFreq.get(term) ?? 0;
        if (tf < minTermFreq || df < minDocFreq || df === 0) continue;
        scored.push({ field, term, score: tf * (Math.log((docs + 1) / (df + 1)) + 1) });
      }
    }
  }
  scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1));
  return scored.slice(0, maxQueryTerms).map(({ field, term }) => ({ field, term }));
}
