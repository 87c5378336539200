-- CreateEnum
CREATE TYPE "ClosingOutcome" AS ENUM ('filled', 'not_filled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ApplicationStatus" ADD VALUE 'withdrawn';
ALTER TYPE "ApplicationStatus" ADD VALUE 'closed';

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "closed_outcome" "ClosingOutcome",
ADD COLUMN     "eligible_countries" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "search_documents" ADD COLUMN     "eligible_countries" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "closing_notice_delay_days" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "applicants" ADD COLUMN     "closing_notice_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "closing_notices" (
    "id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "closed_at" TIMESTAMPTZ(3) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3),
    "told" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "closing_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "closing_notices_sent_at_due_at_idx" ON "closing_notices"("sent_at", "due_at");

-- CreateIndex
CREATE UNIQUE INDEX "closing_notices_opportunity_id_closed_at_key" ON "closing_notices"("opportunity_id", "closed_at");

-- AddForeignKey
ALTER TABLE "closing_notices" ADD CONSTRAINT "closing_notices_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A site may delay its closing notices to finish reviewing, never turn them off (issue 32).
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_closing_notice_delay_days_check"
  CHECK ("closing_notice_delay_days" BETWEEN 0 AND 30);

-- CreateIndex
CREATE INDEX "search_documents_eligible_countries_idx" ON "search_documents" USING GIN ("eligible_countries");
