-- DropIndex
DROP INDEX "opportunities_minhash_bands_idx";

-- CreateTable
CREATE TABLE "opportunity_bands" (
    "band" INTEGER NOT NULL,
    "opportunity_id" UUID NOT NULL,

    CONSTRAINT "opportunity_bands_pkey" PRIMARY KEY ("band","opportunity_id")
);

-- CreateIndex
CREATE INDEX "opportunity_bands_opportunity_id_idx" ON "opportunity_bands"("opportunity_id");

-- AddForeignKey
ALTER TABLE "opportunity_bands" ADD CONSTRAINT "opportunity_bands_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The rows of the signatures already there.
INSERT INTO "opportunity_bands" ("band", "opportunity_id")
  SELECT DISTINCT unnest("minhash_bands"), "id" FROM "opportunities";

-- Kept in step with opportunities.minhash_bands by whoever writes it (detection, the seed's bulk
-- inserts): a statement trigger for inserts, so a seeded chunk costs one INSERT ... SELECT, and a row
-- trigger for the rare update that changes the keys.
CREATE FUNCTION opportunity_bands_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_bands (band, opportunity_id)
    SELECT DISTINCT unnest(n.minhash_bands), n.id FROM new_rows n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER opportunity_bands_insert AFTER INSERT ON "opportunities"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_bands_insert();

CREATE FUNCTION opportunity_bands_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_bands WHERE opportunity_id = NEW.id AND NOT (band = ANY (NEW.minhash_bands));
  INSERT INTO opportunity_bands (band, opportunity_id)
    SELECT DISTINCT unnest(NEW.minhash_bands), NEW.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER opportunity_bands_update AFTER UPDATE OF "minhash_bands" ON "opportunities"
  FOR EACH ROW WHEN (OLD."minhash_bands" IS DISTINCT FROM NEW."minhash_bands")
  EXECUTE FUNCTION opportunity_bands_update();
