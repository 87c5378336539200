// What the Elasticsearch engine sends, checked on the requests the mocked cluster recorded: the index
// template, bulk bodies, search / facet / related request shapes, and the alias switch of reindexAll.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '@phd/services/config';
import { createSearchEngine } from '../src/create-engine.ts';
import { rowSelect, toEsDocument } from '../src/elasticsearch/mapping/document.ts';
import { mockedHarness, type MockedHarness } from './elasticsearch/harness.ts';
import type { RecordedRequest } from './elasticsearch/fake-cluster.ts';
import { indexedAt, insertRows, opportunityRow, rowId } from './elasticsearch/rows.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ALIAS = 'opportunities';
const bulkBodies = (requests: RecordedRequest[]) => requests.filter((r) => r.path.endsWith('/_bulk'));
const byPath = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

describe('Elasticsearch requests (mocked cluster via @elastic/elasticsearch-mock)', () => {
  let h: MockedHarness;
  beforeEach(async () => {
    h = await mockedHarness(ALIAS);
  });
  afterEach(() => h.cleanup());

  describe('index template and first index', () => {
    it('installs the template for <alias>-*, then creates <alias>-initial carrying the alias, once', async () => {
      await h.engine.ensureIndex();
      const [template, aliasExists, create, ...rest] = h.cluster.takeRequests();
      expect(rest).toEqual([]);
      expect(template).toMatchObject({ method: 'PUT', path: `/_index_template/${ALIAS}` });
      expect(template!.body).toMatchObject({ index_patterns: [`${ALIAS}-*`], priority: 200 + ALIAS.length });
      expect(aliasExists).toMatchObject({ method: 'HEAD', path: `/_alias/${ALIAS}` });
      expect(create).toMatchObject({ method: 'PUT', path: `/${ALIAS}-initial`, body: { aliases: { [ALIAS]: {} } } });
      expect(h.cluster.aliasTargets(ALIAS)).toEqual([`${ALIAS}-initial`]);

      await h.engine.ensureIndex();
      await h.engine.search({ limit: 1, offset: 0 });
      expect(h.cluster.takeRequests().map((r) => r.path)).toEqual([`/${ALIAS}/_search`]);
    });

    it('the template maps facets as keywords, text in English, dates, numbers and booleans, strictly', async () => {
      await h.engine.ensureIndex();
      const body = h.cluster.takeRequests()[0]!.body as Json;
      const { settings, mappings } = body.template;
      expect(settings.number_of_shards).toBe(1);
      expect(mappings.dynamic).toBe('strict');
      const p = mappings.properties;
      for (const field of ['id', 'category', 'country', 'university', 'discipline', 'department']) {
        expect(p[field].type, field).toBe('keyword');
      }
      for (const field of ['title', 'supervisor', 'description', 'city', 'research_area']) {
        expect(p[field], field).toMatchObject({ type: 'text', analyzer: 'english' });
      }
      for (const field of ['university', 'department', 'discipline', 'country']) {
        expect(p[field].fields.text, field).toEqual({ type: 'text', analyzer: 'english' });
      }
      expect(p.created_at.type).toBe('date');
      expect(p.closing_date.type).toBe('date');
      expect(p.views.type).toBe('integer');
      expect(p.fully_funded.type).toBe('boolean');
      expect(p.collect_resumes.type).toBe('boolean');
      // Every field the engine writes is mapped (dynamic: strict would refuse the document otherwise).
      await insertRows(h.db, [opportunityRow(1)]);
      const row = await h.db.opportunity.findUniqueOrThrow({ where: { id: rowId(1) }, select: rowSelect });
      expect(Object.keys(toEsDocument(row)).sort()).toEqual(Object.keys(p).sort());
    });

    it('leaves an existing alias alone', async () => {
      h.cluster.createIndex(`${ALIAS}-20260101000000000`, { aliases: { [ALIAS]: {} } });
      await h.engine.ensureIndex();
      expect(h.cluster.takeRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
        `PUT /_index_template/${ALIAS}`,
        `HEAD /_alias/${ALIAS}`,
      ]);
    });

    it('another process creating the first index at the same moment is not an error', async () => {
      h.cluster.createIndex(`${ALIAS}-initial`, {});
      await h.engine.ensureIndex();
      const requests = h.cluster.takeRequests().map((r) => `${r.method} ${r.path}`);
      expect(requests.slice(-2)).toEqual([`PUT /${ALIAS}-initial`, `PUT /${ALIAS}-initial/_alias/${ALIAS}`]);
      expect(h.cluster.aliasTargets(ALIAS)).toEqual([`${ALIAS}-initial`]);
    });
  });

  describe('bulk bodies', () => {
    it('index(): index actions for searchable rows, delete actions for the others, through the alias', async () => {
      await insertRows(h.db, [
        opportunityRow(1),
        opportunityRow(2, { status: 'closed' }),
        opportunityRow(3, { deletedAt: new Date() }),
      ]);
      await h.engine.ensureIndex();
      h.cluster.takeRequests();

      const unknown = rowId(99);
      const result = await h.engine.index([rowId(1), rowId(2), rowId(3), unknown, 'not-a-uuid', rowId(1)]);
      expect(result).toEqual({ indexed: 1, removed: 4 });

      const [bulk, ...more] = bulkBodies(h.cluster.takeRequests());
      // Nothing changed between the write and the re-read, so nothing is written twice.
      expect(more).toEqual([]);
      expect(bulk).toMatchObject({ method: 'POST', path: `/${ALIAS}/_bulk`, querystring: { refresh: 'wait_for' } });
      const lines = bulk!.body as Json[];
      expect(lines.map((line) => Object.keys(line)[0])).toEqual(['index', 'id', 'delete', 'delete', 'delete']);
      expect(lines[0]).toEqual({ index: { _id: rowId(1) } });
      expect(lines[1]).toMatchObject({
        id: rowId(1),
        title: 'Quantum Optics 1',
        university: 'University of Copenhagen',
        country: 'Denmark',
        fully_funded: true,
        views: 1,
        created_at: '2026-03-01T12:00:00.000Z',
        closing_date: null,
        // Markup and entities are not content.
        description: ' Build  single-photon  sources   detectors. ',
      });
      expect(lines.slice(2)).toEqual([
        { delete: { _id: rowId(2) } },
        { delete: { _id: rowId(3) } },
        { delete: { _id: unknown } },
      ]);
    });

    it('index() and remove() stamp indexed_at, so the search-index sweep sees the rows as done', async () => {
      await insertRows(h.db, [opportunityRow(1), opportunityRow(2, { status: 'closed' }), opportunityRow(3)]);
      await h.engine.index([rowId(1), rowId(2)]);
      await h.engine.remove([rowId(3)]);
      for (const n of [1, 2, 3]) {
        const { indexedAt: stamped, updatedAt } = await indexedAt(h.db, rowId(n));
        expect(stamped!.getTime()).toBeGreaterThanOrEqual(updatedAt.getTime());
      }
    });

    it('remove(): delete actions; documents already gone are fine', async () => {
      await insertRows(h.db, [opportunityRow(1)]);
      await h.engine.index([rowId(1)]);
      h.cluster.takeRequests();
      await h.engine.remove([rowId(1), rowId(2), rowId(1)]);
      await h.engine.remove([]);
      const [bulk, ...more] = bulkBodies(h.cluster.takeRequests());
      expect(more).toEqual([]);
      expect(bulk).toMatchObject({ path: `/${ALIAS}/_bulk`, querystring: { refresh: 'wait_for' } });
      expect(bulk!.body).toEqual([{ delete: { _id: rowId(1) } }, { delete: { _id: rowId(2) } }]);
      expect((await h.engine.search({ limit: 10, offset: 0 })).total).toBe(0);
    });

    it('updateViews(): partial updates of views only; documents not in the index are fine', async () => {
      await insertRows(h.db, [opportunityRow(1), opportunityRow(2)]);
      await h.engine.index([rowId(1), rowId(2)]);
      h.cluster.takeRequests();
      await h.engine.updateViews(
        new Map([
          [rowId(2), 500],
          [rowId(7), 3],
        ]),
      );
      const [bulk] = bulkBodies(h.cluster.takeRequests());
      expect(bulk!.body).toEqual([
        { update: { _id: rowId(2), retry_on_conflict: 3 } },
        { doc: { views: 500 } },
        { update: { _id: rowId(7), retry_on_conflict: 3 } },
        { doc: { views: 3 } },
      ]);
      const top = await h.engine.search({ sort: 'most_viewed', limit: 1, offset: 0 });
      expect(top.hits[0]).toMatchObject({ id: rowId(2), views: 500, title: 'Quantum Optics 2' });
    });
  });

  describe('search requests', () => {
    beforeEach(async () => {
      await h.engine.ensureIndex();
      h.cluster.takeRequests();
    });

    const lastSearch = () => {
      const requests = h.cluster.takeRequests();
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /${ALIAS}/_search`]);
      return requests[0]!.body as Json;
    };

    it('filters become a bool filter; each word of q a fuzzy clause; sort, paging, a keyword total counted to 10,000, no description', async () => {
      const after = new Date('2026-03-01T00:00:00.000Z');
      await h.engine.search({
        q: 'Quantum  optics!',
        country: ['Denmark', 'Germany'],
        department: ['Niels Bohr Institute'],
        category: [],
        createdAfter: after,
        fundedOnly: true,
        sort: 'most_viewed',
        limit: 5,
        offset: 10,
      });
      const body = lastSearch();
      expect(body.query.bool.filter).toEqual([
        { terms: { department: ['Niels Bohr Institute'] } },
        { range: { created_at: { gt: after.toISOString() } } },
        { term: { fully_funded: true } },
        { terms: { country: ['Denmark', 'Germany'] } },
      ]);
      const words = body.query.bool.must as Json[];
      expect(words).toHaveLength(2);
      const [typo, prefix] = words[0]!.bool.should;
      expect(typo.multi_match).toMatchObject({ query: 'quantum', operator: 'and', fuzziness: 'AUTO' });
      expect(typo.multi_match.fields).toEqual(
        expect.arrayContaining(['title^3', 'university.text^2', 'department.text', 'supervisor', 'description']),
      );
      expect(prefix.multi_match).toMatchObject({ query: 'quantum', type: 'phrase_prefix' });
      expect(words[1]!.bool.should[0].multi_match.query).toBe('optics');
      expect(body.sort).toEqual([{ views: { order: 'desc' } }, { id: { order: 'asc' } }]);
      expect(body).toMatchObject({
        from: 10,
        size: 5,
        track_total_hits: 10_000,
        _source: { excludes: ['description'] },
      });
    });

    it('sorts: relevance with q, latest without, relevance without q falls back to latest', async () => {
      await h.engine.search({ q: 'optics', limit: 1, offset: 0 });
      expect(lastSearch().sort).toEqual([{ _score: { order: 'desc' } }, { id: { order: 'asc' } }]);
      for (const request of [{}, { sort: 'relevance' as const }, { sort: 'relevance' as const, q: ' ' }]) {
        await h.engine.search({ ...request, limit: 1, offset: 0 });
        const body = lastSearch();
        expect(body.sort).toEqual([{ created_at: { order: 'desc' } }, { id: { order: 'asc' } }]);
        expect(body.query).toEqual({ bool: { must: [], filter: [] } });
      }
    });

    it('pages past the result window ask for no hits and keep the exact total', async () => {
      expect(await h.engine.search({ limit: 20, offset: 50_000 })).toEqual({ hits: [], total: 0, totalRelation: 'eq' });
      expect(lastSearch()).toMatchObject({ from: 10_000, size: 0, track_total_hits: true });
      await h.engine.search({ limit: 20, offset: 9_990 });
      expect(lastSearch()).toMatchObject({ from: 9_990, size: 10 });
    });

    it('facets: size 0 and, per field, a filter aggregation with every filter but its own around terms', async () => {
      await h.engine.facets(
        { q: 'optics', country: ['Denmark'], discipline: ['Physics'], department: ['Niels Bohr Institute'] },
        ['country', 'discipline', 'category'],
      );
      const body = lastSearch();
      expect(body.size).toBe(0);
      // What every facet shares is the query: q and the filters on fields that are not facets.
      expect(body.query.bool.filter).toEqual([{ terms: { department: ['Niels Bohr Institute'] } }]);
      expect(body.query.bool.must).toHaveLength(1);
      const terms = (field: string) => ({
        terms: { field, size: 10_000, min_doc_count: 1, order: [{ _count: 'desc' }, { _key: 'asc' }] },
      });
      expect(body.aggs).toEqual({
        country: {
          filter: { bool: { filter: [{ terms: { discipline: ['Physics'] } }] } },
          aggs: { values: terms('country') },
        },
        discipline: {
          filter: { bool: { filter: [{ terms: { country: ['Denmark'] } }] } },
          aggs: { values: terms('discipline') },
        },
        category: {
          filter: { bool: { filter: [{ terms: { country: ['Denmark'] } }, { terms: { discipline: ['Physics'] } }] } },
          aggs: { values: terms('category') },
        },
      });
    });

    it('facets with no field asked for send nothing', async () => {
      expect(await h.engine.facets({ country: ['Denmark'] }, [])).toEqual({});
      expect(h.cluster.takeRequests()).toEqual([]);
    });
  });

  describe('related', () => {
    it('reads the document, then one _msearch of four tiers, each more_like_this on the document', async () => {
      await insertRows(h.db, [opportunityRow(1), opportunityRow(2)]);
      await h.engine.index([rowId(1), rowId(2)]);
      h.cluster.takeRequests();
      expect((await h.engine.related(rowId(1), 5)).map((d) => d.id)).toEqual([rowId(2)]);
      const [get, msearch, ...rest] = h.cluster.takeRequests();
      expect(rest).toEqual([]);
      expect(get).toMatchObject({
        method: 'GET',
        path: `/${ALIAS}/_doc/${rowId(1)}`,
        querystring: { _source_includes: 'discipline,country' },
      });
      expect(msearch).toMatchObject({ method: 'POST', path: `/${ALIAS}/_msearch` });
      const lines = msearch!.body as Json[];
      expect(lines).toHaveLength(8);
      const queries = lines.filter((_, i) => i % 2 === 1).map((search) => search.query.bool);
      const discipline = { term: { discipline: 'Physics' } };
      const country = { term: { country: 'Denmark' } };
      expect(queries.map((q) => q.filter)).toEqual([[discipline, country], [discipline], [country], []]);
      expect(queries.map((q) => q.must_not.slice(1))).toEqual([[], [country], [discipline], [discipline, country]]);
      for (const query of queries) {
        expect(query.must_not[0]).toEqual({ ids: { values: [rowId(1)] } });
        expect(query.should[0].more_like_this).toMatchObject({
          like: [{ _id: rowId(1) }],
          min_term_freq: 1,
          min_doc_freq: 1,
        });
        expect(query.minimum_should_match).toBe(0);
      }
    });

    it('an id that is not in the index costs one GET and gives nothing', async () => {
      await h.engine.ensureIndex();
      h.cluster.takeRequests();
      expect(await h.engine.related(rowId(5), 5)).toEqual([]);
      expect(h.cluster.takeRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /${ALIAS}/_doc/${rowId(5)}`]);
    });
  });

  describe('reindexAll', () => {
    beforeEach(async () => {
      await insertRows(h.db, [opportunityRow(1), opportunityRow(2), opportunityRow(3, { status: 'closed' })]);
      await h.engine.index([rowId(1), rowId(2), rowId(3)]);
      h.cluster.takeRequests();
    });

    it('builds a new index from the template, fills it, refreshes, moves the alias atomically, deletes the old', async () => {
      expect(await h.engine.reindexAll({ batchSize: 1 })).toEqual({ indexed: 2, removed: 1 });
      const requests = h.cluster.takeRequests();
      const create = requests.find((r) => r.method === 'PUT' && /^\/opportunities-\d{17}$/.test(r.path));
      expect(create).toBeDefined();
      const fresh = create!.path.slice(1);
      // No mapping in the request: the template gives it.
      expect(create!.body).toBeNull();
      expect(h.cluster.indices.get(fresh)!.mappings.dynamic).toBe('strict');

      const steps = requests.map((r) => `${r.method} ${r.path}`);
      const at = (step: string) => steps.indexOf(step);
      // The client sends _refresh as a GET or a POST; the path is what counts.
      const refreshed = requests.findIndex((r) => r.path === `/${fresh}/_refresh`);
      const fill = bulkBodies(requests).filter((r) => (r.body as Json[]).some((line) => line.index?._index === fresh));
      expect(fill.flatMap((r) => (r.body as Json[]).filter((l) => l.index).map((l) => l.index._id)).sort()).toEqual([
        rowId(1),
        rowId(2),
      ]);
      const [swap, ...moreSwaps] = byPath(requests, 'POST', '/_aliases');
      expect(moreSwaps).toEqual([]);
      expect(swap!.body).toEqual({
        actions: [
          { remove: { index: `${ALIAS}-initial`, alias: ALIAS, must_exist: true } },
          { add: { index: fresh, alias: ALIAS } },
        ],
      });
      expect(refreshed).toBeGreaterThan(Math.max(...fill.map((r) => requests.indexOf(r))));
      expect(at('POST /_aliases')).toBeGreaterThan(refreshed);
      expect(at(`DELETE /${ALIAS}-initial`)).toBeGreaterThan(at('POST /_aliases'));

      expect(h.cluster.aliasTargets(ALIAS)).toEqual([fresh]);
      expect([...h.cluster.indices.keys()]).toEqual([fresh]);
      expect((await h.engine.search({ limit: 10, offset: 0 })).hits.map((d) => d.id)).toEqual([rowId(2), rowId(1)]);
    });

    it('a document the new index refuses stops the switch: the alias stays, the new index is deleted', async () => {
      h.cluster.rejectWrite = (index, id) => index !== `${ALIAS}-initial` && id === rowId(2);
      await expect(h.engine.reindexAll()).rejects.toThrow(/dropped 1 document/);
      expect(h.cluster.aliasTargets(ALIAS)).toEqual([`${ALIAS}-initial`]);
      expect([...h.cluster.indices.keys()]).toEqual([`${ALIAS}-initial`]);
      expect((await h.engine.search({ limit: 10, offset: 0 })).total).toBe(2);
    });
  });

  it('createSearchEngine picks the engine from config.search', () => {
    const postgres = createSearchEngine({ search: { engine: 'postgres' } } as Config, h.db);
    expect(postgres.name).toBe('postgres');
    const elastic = createSearchEngine(
      { search: { engine: 'elasticsearch', url: 'http://127.0.0.1:9', index: ALIAS } } as Config,
      h.db,
    );
    expect(elastic.name).toBe('elasticsearch');
  });
});
