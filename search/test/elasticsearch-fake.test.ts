// The fake cluster itself (search/test/elasticsearch), checked against the Elasticsearch behaviour it
// claims to model, so the engine's mocked tests mean something. No Postgres involved.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Client, estypes } from '@elastic/elasticsearch';
import { FakeCluster } from './elasticsearch/fake-cluster.ts';

const MAPPINGS = {
  dynamic: 'strict',
  properties: {
    title: { type: 'text', analyzer: 'english' },
    tag: { type: 'keyword' },
    n: { type: 'integer' },
  },
} as const;

describe('fake Elasticsearch cluster (mocked via @elastic/elasticsearch-mock)', () => {
  let cluster: FakeCluster;
  let client: Client;
  beforeEach(async () => {
    cluster = new FakeCluster();
    client = cluster.client();
    await client.indices.create({ index: 'docs', mappings: MAPPINGS as estypes.MappingTypeMapping });
    await client.bulk({
      index: 'docs',
      refresh: true,
      operations: [
        ...[
          ['1', 'Machine learning for proteins', 'a', 3],
          ['2', 'Learned index structures', 'b', 1],
          ['3', 'The quantum of solace', 'a', 2],
          ['4', 'Quantum optics and ions', 'c', 2],
        ].flatMap(([id, title, tag, n]) => [{ index: { _id: id } }, { title, tag, n }]),
      ],
    });
  });

  const ids = async (query: estypes.QueryDslQueryContainer, extra: Partial<estypes.SearchRequest> = {}) =>
    (await client.search({ index: 'docs', query, sort: [{ tag: 'asc' }, { n: 'desc' }], ...extra })).hits.hits.map(
      (h) => h._id,
    );
  const match = (query: string, options: Record<string, unknown> = {}) => ({ match: { title: { query, ...options } } });

  it('refuses fields the strict mapping does not declare, per bulk item', async () => {
    const response = await client.bulk({
      index: 'docs',
      operations: [{ index: { _id: '9' } }, { title: 'x', extra: 1 }],
    });
    expect(response.errors).toBe(true);
    expect(response.items[0]!.index).toMatchObject({
      status: 400,
      error: { type: 'strict_dynamic_mapping_exception' },
    });
  });

  it('search sees writes after a refresh only; GET sees them at once', async () => {
    await client.bulk({ index: 'docs', operations: [{ index: { _id: '5' } }, { title: 'Fresh', tag: 'z', n: 0 }] });
    expect(await ids({ term: { tag: 'z' } })).toEqual([]);
    expect((await client.get({ index: 'docs', id: '5' })).found).toBe(true);
    await client.indices.refresh({ index: 'docs' });
    expect(await ids({ term: { tag: 'z' } })).toEqual(['5']);
  });

  it('analyses English: stop words dropped, words stemmed, case folded', async () => {
    expect(await ids(match('LEARNING'))).toEqual(['1', '2']);
    expect(await ids(match('the'))).toEqual([]);
    expect(await ids(match('the', { zero_terms_query: 'all' }))).toHaveLength(4);
    expect(await ids(match('quantum optics', { operator: 'and' }))).toEqual(['4']);
    expect(await ids(match('quantum optics'))).toEqual(['3', '4']);
  });

  it('fuzziness AUTO: none below 3 characters, one edit up to 5, two from 6, a transposition is one', async () => {
    // "ios" stems to "io": two characters, so no edit is allowed (as on a real cluster).
    expect(await ids(match('ios', { fuzziness: 'AUTO' }))).toEqual([]);
    expect(await ids(match('iom', { fuzziness: 'AUTO' }))).toEqual(['4']);
    expect(await ids(match('quamtum', { fuzziness: 'AUTO' }))).toEqual(['3', '4']);
    expect(await ids(match('qvamtvm', { fuzziness: 'AUTO' }))).toEqual([]);
    expect(await ids(match('otpics', { fuzziness: 'AUTO' }))).toEqual(['4']);
    expect(await ids(match('quantum'))).toEqual(['3', '4']);
    expect(await ids(match('quantim'))).toEqual([]);
  });

  it('bool: must, filter, should (required only without must and filter), must_not', async () => {
    expect(await ids({ bool: { should: [{ term: { tag: 'a' } }, { term: { tag: 'c' } }] } })).toEqual(['1', '3', '4']);
    expect(await ids({ bool: { filter: [{ term: { tag: 'a' } }], should: [{ term: { tag: 'c' } }] } })).toEqual([
      '1',
      '3',
    ]);
    expect(
      await ids({ bool: { must_not: [{ ids: { values: ['1'] } }], filter: [{ range: { n: { gt: 1 } } }] } }),
    ).toEqual(['3', '4']);
  });

  it('refuses what Elasticsearch refuses: sorting on text or _id, pages past the window', async () => {
    await expect(client.search({ index: 'docs', sort: [{ title: 'asc' }] })).rejects.toThrow(/Fielddata is disabled/);
    await expect(client.search({ index: 'docs', sort: [{ _id: 'asc' }] })).rejects.toThrow(/_id field is disallowed/);
    await expect(client.search({ index: 'docs', from: 9_999, size: 2 })).rejects.toThrow(/Result window is too large/);
  });

  it('terms aggregations inside filter aggregations count documents, zero buckets left out', async () => {
    const response = await client.search({
      index: 'docs',
      size: 0,
      aggs: {
        recent: {
          filter: { range: { n: { gte: 2 } } },
          aggs: { tags: { terms: { field: 'tag', order: [{ _count: 'desc' }, { _key: 'asc' }] } } },
        },
      },
    });
    expect(response.aggregations).toEqual({
      recent: {
        doc_count: 3,
        tags: {
          doc_count_error_upper_bound: 0,
          sum_other_doc_count: 0,
          buckets: [
            { key: 'a', doc_count: 2 },
            { key: 'c', doc_count: 1 },
          ],
        },
      },
    });
  });

  it('more_like_this finds documents sharing terms with the liked one, never the liked one', async () => {
    const like = { more_like_this: { fields: ['title'], like: [{ _id: '4' }], min_term_freq: 1, min_doc_freq: 1 } };
    expect(await ids(like)).toEqual(['3']);
  });

  it('aliases: atomic actions, one write index, no deleting through an alias or a wildcard', async () => {
    await client.indices.create({ index: 'docs-2', mappings: MAPPINGS as estypes.MappingTypeMapping });
    await client.indices.updateAliases({
      actions: [{ add: { index: 'docs', alias: 'all' } }, { add: { index: 'docs-2', alias: 'all' } }],
    });
    const write = await client.bulk({ index: 'all', operations: [{ index: { _id: 'x' } }, { title: 'x' }] });
    expect(write.items[0]!.index!.error!.type).toBe('illegal_argument_exception');
    await expect(
      client.indices.updateAliases({
        actions: [
          { remove: { index: 'docs-2', alias: 'all' } },
          { remove: { index: 'docs-2', alias: 'none', must_exist: true } },
        ],
      }),
    ).rejects.toThrow(/aliases_not_found/);
    expect(cluster.aliasTargets('all')).toEqual(['docs', 'docs-2']);
    await expect(client.indices.delete({ index: 'all' })).rejects.toThrow(/matches an alias/);
    await expect(client.indices.delete({ index: 'docs*' })).rejects.toThrow(/Wildcard expressions/);
  });

  it('index templates: applied to matching new indices; equal priorities may not overlap', async () => {
    await client.indices.putIndexTemplate({
      name: 'logs',
      index_patterns: ['logs-*'],
      priority: 5,
      template: { mappings: MAPPINGS as estypes.MappingTypeMapping },
    });
    await client.indices.create({ index: 'logs-1' });
    expect(cluster.indices.get('logs-1')!.mappings.dynamic).toBe('strict');
    await expect(
      client.indices.putIndexTemplate({ name: 'logs-app', index_patterns: ['logs-app-*'], priority: 5 }),
    ).rejects.toThrow(/same priority/);
  });
});
