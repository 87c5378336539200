-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "enriched_revision" INTEGER;


-- Rows the local engine read before revisions existed are revision 1, below the engine's current one
-- (services/src/enrichment/engine-revision.ts): the enrichment sweep reads them again. Rows another
-- engine read keep NULL: they do not age with the local engine.
UPDATE "opportunities" SET "enriched_revision" = 1 WHERE "enriched_by" = 'local';

-- The enrichment sweep's two reads (services/src/enrichment/enrich-opportunity.ts, findOwedEnrichment),
-- every 5 minutes: rows owed an enrichment, then local readings below the current revision (or with
-- none). Over a catalogue of 100,000 each read scanned the whole table (100 to 150 ms) to find nothing
-- most of the time; partial, each index holds only the rows that may be owed or stale, and a sweep
-- with nothing to do takes under a millisecond. schema.prisma has no syntax for a partial index
-- (services/test/schema-drift.test.ts names them).
CREATE INDEX "opportunities_enrichment_owed_idx" ON "opportunities"("created_at")
  WHERE ("enriched_hash" IS NULL OR "eligible_countries" IS NULL) AND "deleted_at" IS NULL;
CREATE INDEX "opportunities_enrichment_stale_idx" ON "opportunities"("enriched_revision")
  WHERE "enriched_by" = 'local' AND "deleted_at" IS NULL;
