-- CreateTable
CREATE TABLE "search_eligibility_counts" (
    "category" "OpportunityCategory" NOT NULL,
    "country" TEXT NOT NULL,
    "university_name" TEXT NOT NULL,
    "discipline" TEXT NOT NULL,
    "fully_funded" BOOLEAN NOT NULL,
    "eligible_key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "search_eligibility_counts_pkey" PRIMARY KEY ("category","country","university_name","discipline","fully_funded","eligible_key")
);


-- The limit as a key: the sorted codes joined by commas ('' when there is none, which is not counted).
CREATE FUNCTION search_eligibility_key(codes TEXT[]) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(code, ',' ORDER BY code), '') FROM unnest(codes) AS code
$$;

-- Kept like search_facet_counts: one statement trigger per write to search_documents, each statement's
-- rows folded into one upsert. Only limited documents are counted. Each transition table is read only
-- by the operation that has it (an INSERT trigger has no old_rows).
CREATE TYPE search_eligibility_change AS (
  category "OpportunityCategory",
  country TEXT,
  university_name TEXT,
  discipline TEXT,
  fully_funded BOOLEAN,
  eligible_key TEXT,
  delta INTEGER
);

CREATE FUNCTION search_eligibility_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added search_eligibility_change[] := '{}';
  removed search_eligibility_change[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg((category, country, university_name, coalesce(discipline, ''), fully_funded,
             search_eligibility_key(eligible_countries), 1)::search_eligibility_change), '{}')
    INTO added FROM new_rows WHERE cardinality(eligible_countries) > 0;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg((category, country, university_name, coalesce(discipline, ''), fully_funded,
             search_eligibility_key(eligible_countries), -1)::search_eligibility_change), '{}')
    INTO removed FROM old_rows WHERE cardinality(eligible_countries) > 0;
  END IF;
  IF cardinality(added) + cardinality(removed) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_eligibility_counts AS e
    (category, country, university_name, discipline, fully_funded, eligible_key, count)
  SELECT category, country, university_name, discipline, fully_funded, eligible_key, sum(delta)::int
  FROM unnest(added || removed)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (category, country, university_name, discipline, fully_funded, eligible_key)
  DO UPDATE SET count = e.count + EXCLUDED.count;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_documents_eligibility_insert AFTER INSERT ON "search_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_eligibility_counts_apply();
CREATE TRIGGER search_documents_eligibility_update AFTER UPDATE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_eligibility_counts_apply();
CREATE TRIGGER search_documents_eligibility_delete AFTER DELETE ON "search_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_eligibility_counts_apply();

INSERT INTO search_eligibility_counts (category, country, university_name, discipline, fully_funded, eligible_key, count)
SELECT category, country, university_name, coalesce(discipline, ''), fully_funded,
       search_eligibility_key(eligible_countries), count(*)::int
FROM search_documents WHERE cardinality(eligible_countries) > 0
GROUP BY 1, 2, 3, 4, 5, 6;
