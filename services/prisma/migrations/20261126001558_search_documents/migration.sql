-- The Postgres search engine moves into its own tables (issue 16). Under FORCE ROW LEVEL SECURITY
-- on opportunities, Postgres may not use an index for `@@`, ILIKE or trigram similarity (none is
-- leakproof), so every keyword search read and unpacked every row's vector: about 18 ms per probe at
-- 3,000 rows, and a typo's ~900 correction probes took seconds. search_documents holds only publicly
-- open listings (what the public listing shows anyway), so it needs no policy and its indexes work.
--
-- Order: create the new tables, copy the vectors already computed, then drop the old column.

-- CreateTable
CREATE TABLE "search_documents" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "university_name" TEXT NOT NULL,
    "university_url" TEXT,
    "department" TEXT,
    "discipline" TEXT,
    "supervisor" TEXT,
    "supervisor_url" TEXT,
    "closing_date" TIMESTAMPTZ(3),
    "deadline" TEXT,
    "open_to" TEXT,
    "city" TEXT,
    "country" TEXT NOT NULL,
    "opportunity_url" TEXT,
    "fully_funded" BOOLEAN NOT NULL,
    "funding" TEXT,
    "funding_details" TEXT,
    "research_area" TEXT,
    "ai_summary" TEXT,
    "collect_resumes" BOOLEAN NOT NULL,
    "category" "OpportunityCategory" NOT NULL,
    "views" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" tsvector NOT NULL,
    "title_vector" tsvector NOT NULL,

    CONSTRAINT "search_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_facet_counts" (
    "category" "OpportunityCategory" NOT NULL,
    "country" TEXT NOT NULL,
    "university_name" TEXT NOT NULL,
    "discipline" TEXT NOT NULL,
    "fully_funded" BOOLEAN NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "search_facet_counts_pkey" PRIMARY KEY ("category","country","university_name","discipline","fully_funded")
);

-- CreateIndex
CREATE INDEX "search_documents_created_at_id_idx" ON "search_documents"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_category_created_at_id_idx" ON "search_documents"("category", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_country_created_at_id_idx" ON "search_documents"("country", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_university_name_created_at_id_idx" ON "search_documents"("university_name", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_discipline_created_at_id_idx" ON "search_documents"("discipline", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_views_id_idx" ON "search_documents"("views" DESC, "id");

-- CreateIndex
CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "search_documents_title_vector_idx" ON "search_documents" USING GIN ("title_vector");

-- CreateIndex
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING GIN ("title" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_id_fkey" FOREIGN KEY ("id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The documents already indexed, with their vectors as computed (no re-parsing of every description
-- here); the title vector is cheap. Run as the owner under FORCE RLS with no tenant set: it sees the
-- main site's rows and the tenants' listed ones, and the WHERE keeps the publicly open ones.
INSERT INTO search_documents (
  id, title, university_name, university_url, department, discipline, supervisor, supervisor_url,
  closing_date, deadline, open_to, city, country, opportunity_url, fully_funded, funding,
  funding_details, research_area, ai_summary, collect_resumes, category, views, created_at,
  search_vector, title_vector)
SELECT id, title, university_name, university_url, department, discipline, supervisor, supervisor_url,
  closing_date, deadline, open_to, city, country, opportunity_url, fully_funded, funding,
  funding_details, research_area, ai_summary, collect_resumes, category, views, created_at,
  search_vector, to_tsvector('english', title)
FROM opportunities
WHERE search_vector IS NOT NULL AND status = 'open' AND deleted_at IS NULL
  AND moderation_state = 'approved' AND NOT owner_suspended AND (tenant_id IS NULL OR listed_publicly);

-- DropIndex
DROP INDEX "opportunities_search_vector_idx";

-- AlterTable
ALTER TABLE "opportunities" DROP COLUMN "search_vector";


-- A listing that stops being publicly open leaves search in the same transaction, before any index
-- job runs (adding and refreshing documents stays the indexer's work, off the request path). The
-- condition is services/src/opportunities/public-visibility.ts publiclyOpenSql, negated; its test
-- checks that they agree.
CREATE FUNCTION search_documents_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER opportunities_leave_search
  AFTER UPDATE OF status, deleted_at, moderation_state, owner_suspended, listed_publicly ON "opportunities"
  FOR EACH ROW
  WHEN (NOT (NEW.status = 'open' AND NEW.deleted_at IS NULL AND NEW.moderation_state = 'approved'
             AND NOT NEW.owner_suspended AND (NEW.tenant_id IS NULL OR NEW.listed_publicly)))
  EXECUTE FUNCTION search_documents_leave();

-- search_facet_counts follows search_documents statement by statement: the net change per
-- combination of facet fields (an UPDATE that changes none of them, such as views, nets to nothing).
-- Rows are upserted in key order so concurrent indexers lock them in the same order (no deadlock).
CREATE FUNCTION search_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_facet_counts AS f (category, country, university_name, discipline, fully_funded, count)
    SELECT category, country, university_name, coalesce(discipline, ''), fully_funded, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category, country, university_name, discipline, fully_funded)
    DO UPDATE SET count = f.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_facet_counts AS f (category, country, university_name, discipline, fully_funded, count)
    SELECT category, country, university_name, coalesce(discipline, ''), fully_funded, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category, country, university_name, discipline, fully_funded)
    DO UPDATE SET count = f.count + EXCLUDED.count;
  ELSE
    INSERT INTO search_facet_counts AS f (category, country, university_name, discipline, fully_funded, count)
    SELECT category, country, university_name, discipline, fully_funded, sum(delta)::int
    FROM (
      SELECT category, country, university_name, coalesce(discipline, '') AS discipline, fully_funded, 1 AS delta
      FROM new_rows
      UNION ALL
      SELECT category, country, university_name, coalesce(discipline, ''), fully_funded, -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category, country, university_name, discipline, fully_funded)
    DO UPDATE SET count = f.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_documents_facets_insert AFTER INSERT ON "search_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_apply();
CREATE TRIGGER search_documents_facets_update AFTER UPDATE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_apply();
CREATE TRIGGER search_documents_facets_delete AFTER DELETE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_apply();

INSERT INTO search_facet_counts (category, country, university_name, discipline, fully_funded, count)
SELECT category, country, university_name, coalesce(discipline, ''), fully_funded, count(*)::int
FROM search_documents GROUP BY 1, 2, 3, 4, 5;
