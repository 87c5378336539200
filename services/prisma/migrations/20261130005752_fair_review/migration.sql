-- CreateEnum
CREATE TYPE "ReferenceStatus" AS ENUM ('requested', 'received', 'declined');

-- CreateEnum
CREATE TYPE "InterviewStatus" AS ENUM ('proposed', 'alternatives_requested', 'scheduled', 'cancelled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ApplicantAccessKind" ADD VALUE 'revealed';
ALTER TYPE "ApplicantAccessKind" ADD VALUE 'letter_viewed';

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "blind_until" "ApplicantStatus",
ADD COLUMN     "references_required" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "scorecard" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "applicants" ADD COLUMN     "redacted_resume_key" TEXT;

-- AlterTable
ALTER TABLE "applicant_ratings" ADD COLUMN     "criteria" JSONB,
ADD COLUMN     "weighted" DOUBLE PRECISION;
-- A plain rating's weighted score is its score.
UPDATE "applicant_ratings" SET "weighted" = "score";
ALTER TABLE "applicant_ratings" ALTER COLUMN "weighted" SET NOT NULL;

-- CreateTable
CREATE TABLE "applicant_references" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "referee_name" TEXT NOT NULL,
    "referee_email" TEXT NOT NULL,
    "relation" TEXT,
    "status" "ReferenceStatus" NOT NULL DEFAULT 'requested',
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "reminders_sent" INTEGER NOT NULL DEFAULT 0,
    "letter_key" TEXT,
    "letter_filename" TEXT,
    "letter_size" INTEGER,
    "letter_text" TEXT,
    "decline_note" TEXT,
    "responded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicant_references_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_conflicts" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "reviewer_id" UUID NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_conflicts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interviews" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "proposed_by_id" UUID,
    "status" "InterviewStatus" NOT NULL DEFAULT 'proposed',
    "time_zone" TEXT NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "location" TEXT NOT NULL,
    "note" TEXT,
    "chosen_slot_id" UUID,
    "candidate_note" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "interviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_slots" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "interview_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "interview_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_panelists" (
    "tenant_id" UUID NOT NULL,
    "interview_id" UUID NOT NULL,
    "staff_id" UUID NOT NULL,

    CONSTRAINT "interview_panelists_pkey" PRIMARY KEY ("interview_id","staff_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "applicant_references_token_hash_key" ON "applicant_references"("token_hash");

-- CreateIndex
CREATE INDEX "applicant_references_tenant_id_applicant_id_idx" ON "applicant_references"("tenant_id", "applicant_id");

-- CreateIndex
CREATE INDEX "applicant_references_status_created_at_idx" ON "applicant_references"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_references_applicant_id_referee_email_key" ON "applicant_references"("applicant_id", "referee_email");

-- CreateIndex
CREATE INDEX "review_conflicts_tenant_id_reviewer_id_idx" ON "review_conflicts"("tenant_id", "reviewer_id");

-- CreateIndex
CREATE INDEX "review_conflicts_reviewer_id_idx" ON "review_conflicts"("reviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_conflicts_applicant_id_reviewer_id_key" ON "review_conflicts"("applicant_id", "reviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "interviews_token_hash_key" ON "interviews"("token_hash");

-- CreateIndex
CREATE INDEX "interviews_tenant_id_applicant_id_idx" ON "interviews"("tenant_id", "applicant_id");

-- CreateIndex
CREATE INDEX "interviews_proposed_by_id_idx" ON "interviews"("proposed_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "interviews_tenant_id_id_key" ON "interviews"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "interview_slots_tenant_id_starts_at_idx" ON "interview_slots"("tenant_id", "starts_at");

-- CreateIndex
CREATE INDEX "interview_slots_interview_id_idx" ON "interview_slots"("interview_id");

-- CreateIndex
CREATE INDEX "interview_panelists_tenant_id_idx" ON "interview_panelists"("tenant_id");

-- CreateIndex
CREATE INDEX "interview_panelists_staff_id_idx" ON "interview_panelists"("staff_id");

-- AddForeignKey
ALTER TABLE "applicant_references" ADD CONSTRAINT "applicant_references_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_references" ADD CONSTRAINT "applicant_references_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "tenant_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_id_fkey" FOREIGN KEY ("proposed_by_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_tenant_id_interview_id_fkey" FOREIGN KEY ("tenant_id", "interview_id") REFERENCES "interviews"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_panelists" ADD CONSTRAINT "interview_panelists_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_panelists" ADD CONSTRAINT "interview_panelists_tenant_id_interview_id_fkey" FOREIGN KEY ("tenant_id", "interview_id") REFERENCES "interviews"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_panelists" ADD CONSTRAINT "interview_panelists_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "tenant_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Row-level security: each site sees only its own review rows (the same policy as every tenant-owned table).

ALTER TABLE "applicant_references" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicant_references" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_references"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "review_conflicts" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "review_conflicts" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "review_conflicts"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "interviews" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "interviews" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "interviews"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "interview_slots" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "interview_slots" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "interview_slots"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "interview_panelists" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "interview_panelists" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "interview_panelists"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));
