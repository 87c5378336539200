-- The description's text-search vector, parsed when the description is written rather than on every
-- (re)index: to_tsvector over the HTML was more than half of a full reindex's CPU. The search
-- documents read it (search/src/postgres/document.ts); a column trigger keeps it, so stamping
-- indexed_at or counting views never parses the description again.
ALTER TABLE "opportunities" ADD COLUMN "description_vector" tsvector;

CREATE FUNCTION opportunities_description_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.description_vector := to_tsvector('english', NEW.description);
  RETURN NEW;
END $$;

CREATE TRIGGER opportunities_description_vector_insert
  BEFORE INSERT ON "opportunities"
  FOR EACH ROW EXECUTE FUNCTION opportunities_description_vector();

CREATE TRIGGER opportunities_description_vector_update
  BEFORE UPDATE OF "description" ON "opportunities"
  FOR EACH ROW WHEN (OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION opportunities_description_vector();

UPDATE "opportunities" SET "description_vector" = to_tsvector('english', "description");
