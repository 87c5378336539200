// related(): tiers by shared discipline and country, each ordered by title similarity, filled in turn
// until the limit is reached. A tier is its own statement so the expensive last tier (everything
// else, similarity over most of the table) only runs when the closer ones are too small.
import { Prisma, type Db } from '@phd/services/db/client';
import type { SearchDocument } from '../engine.ts';
import { documentColumns, toDocument } from './document-row.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Source {
  title: string;
  discipline: string | null;
  country: string;
}

/** Tier conditions, closest first. A missing discipline is never "the same discipline". */
function tiers({ discipline, country }: Source): Prisma.Sql[] {
  if (discipline === null) return [Prisma.sql`country = ${country}`, Prisma.sql`country <> ${country}`];
  const same = Prisma.sql`discipline = ${discipline}`;
  const other = Prisma.sql`discipline IS DISTINCT FROM ${discipline}`;
  return [
    Prisma.sql`${same} AND country = ${country}`,
    Prisma.sql`${same} AND country <> ${country}`,
    Prisma.sql`${other} AND country = ${country}`,
    Prisma.sql`${other} AND country <> ${country}`,
  ];
}

export async function relatedOpportunities(db: Db, id: string, limit: number): Promise<SearchDocument[]> {
  const wanted = Math.max(0, Math.floor(limit));
  if (wanted === 0 || !UUID.test(id)) return [];
  const [source] = await db.$queryRaw<Source[]>`
    SELECT title, discipline, country FROM search_documents WHERE id = ${id}::uuid`;
  if (!source) return [];

  const found: SearchDocument[] = [];
  for (const tier of tiers(source)) {
    const rows = await db.$queryRaw<SearchDocument[]>`
      SELECT ${documentColumns} FROM search_documents
      WHERE id <> ${id}::uuid AND ${tier}
      ORDER BY similarity(title, ${source.title}) DESC, created_at DESC, search_documents.id ASC
      LIMIT ${wanted - found.length}`;
    found.push(...rows.map(toDocument));
    if (found.length >= wanted) break;
  }
  return found;
}
