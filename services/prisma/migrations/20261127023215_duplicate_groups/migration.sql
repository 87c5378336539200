-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "minhash_bands" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "duplicate_splits" (
    "first_id" UUID NOT NULL,
    "second_id" UUID NOT NULL,
    "split_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "duplicate_splits_pkey" PRIMARY KEY ("first_id","second_id")
);

-- CreateIndex
CREATE INDEX "duplicate_splits_second_id_idx" ON "duplicate_splits"("second_id");

-- CreateIndex
CREATE INDEX "opportunities_minhash_bands_idx" ON "opportunities" USING GIN ("minhash_bands");

-- AddForeignKey
ALTER TABLE "duplicate_splits" ADD CONSTRAINT "duplicate_splits_first_id_fkey" FOREIGN KEY ("first_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duplicate_splits" ADD CONSTRAINT "duplicate_splits_second_id_fkey" FOREIGN KEY ("second_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A posting grouped under a canonical one leaves the listing at once, like a closed one (the
-- indexer's rule is services/src/opportunities/public-visibility.ts listedInSearchSql: publicly
-- open and not a duplicate). Splitting it out (duplicate_of back to NULL) is the indexer's to add.
CREATE TRIGGER opportunities_duplicate_leave_search
  AFTER UPDATE OF duplicate_of ON "opportunities"
  FOR EACH ROW
  WHEN (NEW.duplicate_of IS NOT NULL)
  EXECUTE FUNCTION search_documents_leave();
