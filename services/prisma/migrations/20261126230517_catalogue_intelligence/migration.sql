-- CreateEnum
CREATE TYPE "FundingType" AS ENUM ('fully_funded', 'partially_funded', 'self_funded', 'unknown');

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "duplicate_of" UUID,
ADD COLUMN     "enriched_at" TIMESTAMPTZ(3),
ADD COLUMN     "enriched_by" TEXT,
ADD COLUMN     "enriched_hash" TEXT,
ADD COLUMN     "expired_at" TIMESTAMPTZ(3),
ADD COLUMN     "facts" JSONB,
ADD COLUMN     "funding_type" "FundingType",
ADD COLUMN     "inferred_fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "minhash" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateIndex
CREATE INDEX "opportunities_duplicate_of_idx" ON "opportunities"("duplicate_of");

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_duplicate_of_fkey" FOREIGN KEY ("duplicate_of") REFERENCES "opportunities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

