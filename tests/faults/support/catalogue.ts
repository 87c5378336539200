// The drills' catalogue and what visitors ask of it: the demo seed (indexed), and an endless sequence
// of distinct public reads (listing pages with filters and offsets, keyword searches, details), so
// requests miss the gateway's micro-cache as a real visitor mix does.
import { createDb } from '@phd/services/db/client';
import { publiclyOpen } from '@phd/services/opportunities/public-visibility';
import { seedDemo } from '@phd/services/seed/index';
import { createPostgresEngine } from '@phd/search/postgres/engine';

export interface Catalogue {
  ids: string[];
  countries: string[];
  disciplines: string[];
  words: string[];
}

/** Seeds `count` demo opportunities into the database at `ownerUrl`, indexes them and reads back what a visitor could ask for. */
export async function seedCatalogue(ownerUrl: string, count: number): Promise<Catalogue> {
  const owner = createDb(ownerUrl, { max: 2, owner: true });
  const app = createDb(ownerUrl, { max: 2 });
  try {
    await seedDemo(owner, { count });
    await createPostgresEngine(app).reindexAll();
    const open = await owner.opportunity.findMany({
      where: publiclyOpen,
      select: { id: true, country: true, discipline: true, title: true },
    });
    const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
    const words = distinct(open.flatMap((o) => o.title.toLowerCase().split(/[^a-z]+/))).filter((w) => w.length > 4);
    return {
      ids: open.map((o) => o.id),
      countries: distinct(open.map((o) => o.country)),
      disciplines: distinct(open.map((o) => o.discipline)),
      words,
    };
  } finally {
    await Promise.all([owner.$disconnect(), app.$disconnect()]);
  }
}

const filter = (...values: string[]) => encodeURIComponent(JSON.stringify({ in: values }));
const pick = <T>(list: T[], n: number): T => list[n % list.length]!;

/**
 * The n-th read of a visitor mix: half listing pages (a country or a discipline, funded or not, sort,
 * offset), a quarter keyword searches (one or two title words), a quarter details. Consecutive values
 * of n give distinct URLs for thousands of requests.
 */
export function visitorRead(catalogue: Catalogue, n: number): string {
  const kind = n % 4;
  const k = Math.floor(n / 4);
  if (kind === 0 || kind === 1) {
    const facet =
      kind === 0
        ? `country=${filter(pick(catalogue.countries, k))}`
        : `discipline=${filter(pick(catalogue.disciplines, k))}`;
    const sort = k % 3 === 0 ? '&sort=latest' : '';
    const funded = k % 2 === 0 ? '&funded=true' : '';
    return `/api/opportunities?${facet}${funded}${sort}&limit=30&offset=${(k % 7) * 30}`;
  }
  if (kind === 2) {
    const words = catalogue.words;
    const q = k % 2 === 0 ? pick(words, k) : `${pick(words, k)} ${pick(words, k * 7 + 3)}`;
    return `/api/opportunities?q=${encodeURIComponent(q)}&limit=30`;
  }
  return `/api/opportunities/${pick(catalogue.ids, k)}`;
}
