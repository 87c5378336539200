// The caches' index generation, in isolation: what the micro-cache and the name resolver keep is
// never served across a change of generation (however fresh it is, stale-while-revalidate included),
// and a generation that cannot be read is never reused.
import { describe, expect, it } from 'vitest';
import type { FacetField, Facets, SearchEngine } from '@phd/search/engine';
import { watchIndexGeneration, type IndexGeneration } from '../src/cache/index-generation.ts';
import { createMicroCache } from '../src/cache/micro-cache.ts';
import { createNameResolver } from '../src/query/canonical-names.ts';

const quiet = { warn: () => undefined };

describe('micro-cache with a generation', () => {
  it('loads afresh when the generation changes, also within the lifetime and while a stale entry could be served', async () => {
    let generation = '1';
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 60_000, generation: () => generation });
    const read = () => cache.get('list', async () => (loads += 1));
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    generation = '2';
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });
});

describe('the name resolver', () => {
  const engineWith = (universities: () => string[]) => {
    let reads = 0;
    const engine = {
      async facets<F extends FacetField>(): Promise<Pick<Facets, F>> {
        reads += 1;
        const facet = (values: string[]) => values.map((value) => ({ value, count: 1 }));
        return { country: facet(['Sweden']), university: facet(universities()), discipline: facet([]) } as Facets;
      },
    } as unknown as SearchEngine;
    return { engine, reads: () => reads };
  };

  it('re-reads the known names for an unknown one once the index has changed, and only then', async () => {
    let universities = (): string[] => ['Lund University'];
    let generation = '1';
    const { engine, reads } = engineWith(() => universities());
    const names = createNameResolver(engine, { refreshMs: 60_000, generation: () => generation });
    expect(await names.canonicalFilters({ university: ['lund-university'] })).toEqual({
      university: ['Lund University'],
    });
    // A name nobody lists, before any write: no re-read.
    expect(await names.canonicalFilters({ university: ['new-institute'] })).toEqual({ university: ['new-institute'] });
    expect(reads()).toBe(1);
    // The first position of a new university is indexed.
    universities = () => ['Lund University', 'New Institute'];
    generation = '2';
    expect(await names.canonicalFilters({ university: ['lund-university'] })).toEqual({
      university: ['Lund University'],
    });
    expect(reads()).toBe(1);
    expect(await names.canonicalFilters({ university: ['new-institute'] })).toEqual({ university: ['New Institute'] });
    expect(await names.canonicalFilters({ university: ['other-institute'] })).toEqual({
      university: ['other-institute'],
    });
    expect(reads()).toBe(2);
    // A re-read that fails keeps the list it had: the request is answered, not failed.
    universities = () => {
      throw new Error('engine down');
    };
    generation = '3';
    expect(await names.canonicalFilters({ university: ['newer-institute'] })).toEqual({
      university: ['newer-institute'],
    });
    expect(await names.canonicalFilters({ university: ['new-institute'] })).toEqual({ university: ['New Institute'] });
  });
});

describe('watchIndexGeneration', () => {
  it('starts with the number read, follows it, and gives every unreadable spell names of its own', async () => {
    const answers: (string | Error)[] = ['7', new Error('down'), new Error('down'), '8', new Error('down'), '8'];
    // What the process holds as each read starts: the outcome of the read before it.
    const held: string[] = [];
    const gateway: { watch?: IndexGeneration } = {};
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const watch = (gateway.watch = await watchIndexGeneration({
      read: async () => {
        if (gateway.watch) held.push(gateway.watch.current());
        const answer = answers.shift();
        if (answer === undefined) finished();
        if (answer instanceof Error) throw answer;
        return answer ?? '8';
      },
      intervalMs: 1,
      logger: quiet,
    }));
    expect(watch.current()).toBe('7');
    await done;
    watch.close();
    expect(held).toEqual(['7', 'unknown-1', 'unknown-2', '8', 'unknown-3', '8']);
  });
});
