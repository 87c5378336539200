-- DropIndex
DROP INDEX "applicants_search_vector_idx";

-- AlterTable
ALTER TABLE "applicants" DROP COLUMN "search_vector";

-- CreateTable
CREATE TABLE "applicant_search" (
    "applicant_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "contact" TEXT NOT NULL,
    "search_vector" tsvector NOT NULL,

    CONSTRAINT "applicant_search_pkey" PRIMARY KEY ("applicant_id")
);

-- CreateIndex
CREATE INDEX "applicant_search_search_vector_idx" ON "applicant_search" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "applicant_search_contact_trgm_idx" ON "applicant_search" USING GIN ("contact" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "applicant_search" ADD CONSTRAINT "applicant_search_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Why a table of its own: under row-level security Postgres uses an index only for leakproof
-- operators, and neither `@@` nor ILIKE is one. A search on applicants (FORCE ROW LEVEL SECURITY)
-- therefore unpacked every row's out-of-line vector: 300 ms for a rare word at 20,000 applicants
-- instead of 1 ms. This table has row-level security without FORCE: phd_app reads and writes it under
-- the tenant policy, and its owner reads it through applicants_matching below, which keeps to the
-- caller's site by the same setting the policy compares.
ALTER TABLE "applicant_search" ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_search"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

-- The one definition of what `q` searches: name and e-mail weighted above the resume's text, one
-- 'simple' vector (no stemming, no stop words; see services/src/applicants/search-text.ts), kept in
-- step with the applicant by every write to these columns, whoever makes it.
CREATE OR REPLACE FUNCTION applicants_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO applicant_search (tenant_id, applicant_id, contact, search_vector)
  VALUES (NEW.tenant_id, NEW.id, NEW.name || ' ' || NEW.email,
          setweight(to_tsvector('simple', NEW.name || ' ' || NEW.email), 'A')
            || setweight(to_tsvector('simple', coalesce(NEW.resume_text, '')), 'B'))
  ON CONFLICT (applicant_id)
    DO UPDATE SET contact = EXCLUDED.contact, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;
CREATE TRIGGER applicants_search_sync AFTER INSERT OR UPDATE OF name, email, resume_text ON "applicants"
  FOR EACH ROW EXECUTE FUNCTION applicants_search_sync();

INSERT INTO applicant_search (tenant_id, applicant_id, contact, search_vector)
SELECT tenant_id, id, name || ' ' || email,
       setweight(to_tsvector('simple', name || ' ' || email), 'A')
         || setweight(to_tsvector('simple', coalesce(resume_text, '')), 'B')
  FROM applicants;

-- The ids of the caller's site's applicants that `q` finds: the searchable text matches the query, or
-- the name or address contains the pattern. SECURITY DEFINER so the indexes serve (see above); the site
-- is the one the unit of work set, so no caller can name another, and none set means no rows. Each
-- half always through its index: the planner prices `@@` as cheap per row and would otherwise scan
-- the table for a common word ("research"); one bitmap OR of both indexes would re-test every match.
CREATE OR REPLACE FUNCTION applicants_matching(query tsquery, pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  SET enable_seqscan = off
  ROWS 5000
AS $$
  SELECT applicant_id FROM applicant_search
   WHERE tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND search_vector @@ query
  UNION
  SELECT applicant_id FROM applicant_search
   WHERE tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND contact ILIKE pattern
$$;
REVOKE ALL ON FUNCTION applicants_matching(tsquery, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION applicants_matching(tsquery, text) TO phd_app;
