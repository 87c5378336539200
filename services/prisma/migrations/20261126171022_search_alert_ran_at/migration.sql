-- DropIndex
DROP INDEX "search_alerts_frequency_last_run_at_idx";

-- AlterTable
ALTER TABLE "search_alerts" ADD COLUMN     "ran_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "search_alerts_frequency_ran_at_idx" ON "search_alerts"("frequency", "ran_at");


-- Alerts that have run keep their last run; the others (last_run_at still their creation time) are
-- due at the next run, even on the day they were saved.
UPDATE "search_alerts" SET "ran_at" = "last_run_at" WHERE "last_run_at" > "created_at";
