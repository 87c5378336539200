// The alias the engine reads and writes, the timestamped indices behind it, and the index template
// that gives every such index its mapping (infra/elasticsearch/index-template.json).
import type { estypes } from '@elastic/elasticsearch';
import template from '../../../infra/elasticsearch/index-template.json' with { type: 'json' };
import { errorTypeOf, statusOf, type Client } from './client.ts';

/**
 * The template installed for `alias`: it applies to every `<alias>-*` index created afterwards.
 * Elasticsearch refuses two templates of equal priority whose patterns overlap ("opportunities-*" and
 * "opportunities-test-*"): a longer alias, the more specific pattern, gets the higher priority.
 */
export function templateRequest(alias: string): estypes.IndicesPutIndexTemplateRequest {
  const { index_patterns: _default, priority, ...body } = template;
  return {
    name: alias,
    ...body,
    index_patterns: [`${alias}-*`],
    priority: priority + alias.length,
  } as estypes.IndicesPutIndexTemplateRequest;
}

/** First index behind a new alias. A fixed name, so processes starting together cannot create two. */
export const initialIndexName = (alias: string): string => `${alias}-initial`;

/** `<alias>-<UTC timestamp>`: one per reindexAll; sorts by creation time. */
export function timestampedIndexName(alias: string, now = new Date()): string {
  return `${alias}-${now.toISOString().replace(/[-:.TZ]/g, '')}`;
}

export interface IndexManager {
  readonly alias: string;
  /** Installs the template and creates the first index and the alias when they are missing. Once per process. */
  ensure(): Promise<void>;
  /** Indices the alias points to now. */
  current(): Promise<string[]>;
  /** Moves the alias to `index` in one atomic step; returns the indices it pointed to before. */
  switchTo(index: string): Promise<string[]>;
  /** Deletes indices by name (never by pattern: another `<alias>-*` may be a reindex still running). */
  drop(indices: readonly string[]): Promise<void>;
}

export function createIndexManager(client: Client, alias: string): IndexManager {
  let ready: Promise<void> | null = null;

  async function install(): Promise<void> {
    // Always (re)put the template: a new version of the mapping then applies to the next reindexAll.
    await client.indices.putIndexTemplate(templateRequest(alias));
    if (await client.indices.existsAlias({ name: alias })) return;
    const index = initialIndexName(alias);
    try {
      await client.indices.create({ index, aliases: { [alias]: {} } });
    } catch (error) {
      if (errorTypeOf(error) !== 'resource_already_exists_exception') throw error;
      // Another process won the race (or someone removed the alias by hand): make sure it is there.
      await client.indices.putAlias({ index, name: alias });
    }
  }

  async function current(): Promise<string[]> {
    try {
      return Object.keys(await client.indices.getAlias({ name: alias }));
    } catch (error) {
      if (statusOf(error) === 404) return [];
      throw error;
    }
  }

  return {
    alias,
    ensure() {
      // A failed attempt is forgotten, so the next call retries (e.g. the cluster was still starting).
      ready ??= install().catch((error: unknown) => {
        ready = null;
        throw error;
      });
      return ready;
    },
    current,
    async switchTo(index) {
      const previous = (await current()).filter((name) => name !== index);
      // must_exist makes the switch a compare-and-swap: if another reindexAll moved the alias since
      // we looked, this fails instead of leaving the alias on two indices.
      await client.indices.updateAliases({
        actions: [
          ...previous.map((old) => ({ remove: { index: old, alias, must_exist: true } })),
          { add: { index, alias } },
        ],
      });
      return previous;
    },
    async drop(names) {
      for (const index of names) await client.indices.delete({ index }, { ignore: [404] });
    },
  };
}
