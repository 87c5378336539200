-- CreateTable
CREATE TABLE "search_facet_totals" (
    "field" TEXT NOT NULL,
    "category" "OpportunityCategory" NOT NULL,
    "fully_funded" BOOLEAN NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "search_facet_totals_pkey" PRIMARY KEY ("field","category","fully_funded","value")
);


-- The statement trigger of search_documents now keeps both rollups. The net change per combination
-- of facet fields is computed once, then applied to search_facet_counts and, per field and value, to
-- search_facet_totals: each in key order and the counts before the totals, the order every writer
-- takes their row locks in, so concurrent indexers never deadlock.
CREATE TYPE search_facet_change AS (
  category "OpportunityCategory",
  country TEXT,
  university_name TEXT,
  discipline TEXT,
  fully_funded BOOLEAN,
  delta INTEGER
);

CREATE OR REPLACE FUNCTION search_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes search_facet_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((category, country, university_name, coalesce(discipline, ''), fully_funded, 1)::search_facet_change)
    INTO changes FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((category, country, university_name, coalesce(discipline, ''), fully_funded, -1)::search_facet_change)
    INTO changes FROM old_rows;
  ELSE
    SELECT array_agg(c) INTO changes FROM (
      SELECT (category, country, university_name, coalesce(discipline, ''), fully_funded, 1)::search_facet_change AS c
      FROM new_rows
      UNION ALL
      SELECT (category, country, university_name, coalesce(discipline, ''), fully_funded, -1)::search_facet_change
      FROM old_rows
    ) AS both_sides;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;

  INSERT INTO search_facet_counts AS f (category, country, university_name, discipline, fully_funded, count)
  SELECT category, country, university_name, discipline, fully_funded, sum(delta)::int
  FROM unnest(changes)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (category, country, university_name, discipline, fully_funded)
  DO UPDATE SET count = f.count + EXCLUDED.count;

  INSERT INTO search_facet_totals AS t (field, category, fully_funded, value, count)
  SELECT per_field.field, c.category, c.fully_funded, per_field.value, sum(c.delta)::int
  FROM unnest(changes) AS c
  CROSS JOIN LATERAL (
    VALUES ('country', c.country), ('university', c.university_name), ('discipline', c.discipline)
  ) AS per_field (field, value)
  GROUP BY 1, 2, 3, 4 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (field, category, fully_funded, value)
  DO UPDATE SET count = t.count + EXCLUDED.count;

  RETURN NULL;
END
$$;

INSERT INTO search_facet_totals (field, category, fully_funded, value, count)
SELECT per_field.field, c.category, c.fully_funded, per_field.value, sum(c.count)::int
FROM search_facet_counts AS c
CROSS JOIN LATERAL (
  VALUES ('country', c.country), ('university', c.university_name), ('discipline', c.discipline)
) AS per_field (field, value)
GROUP BY 1, 2, 3, 4 HAVING sum(c.count) <> 0;
