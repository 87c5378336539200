-- CreateEnum
CREATE TYPE "ModerationState" AS ENUM ('approved', 'pending', 'rejected');

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "moderated_at" TIMESTAMPTZ(3),
ADD COLUMN     "moderated_by" UUID,
ADD COLUMN     "moderation_note" TEXT,
ADD COLUMN     "moderation_state" "ModerationState" NOT NULL DEFAULT 'approved',
ADD COLUMN     "owner_suspended" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "risk_reasons" JSONB,
ADD COLUMN     "risk_score" INTEGER;

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "suspended_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "opportunities_moderation_state_created_at_idx" ON "opportunities"("moderation_state", "created_at" DESC);

