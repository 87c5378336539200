-- CreateEnum
CREATE TYPE "ApplicantSource" AS ENUM ('staff', 'main_site', 'careers');

-- CreateEnum
CREATE TYPE "ApplicantAccessKind" AS ENUM ('viewed', 'downloaded');

-- AlterEnum
ALTER TYPE "TenantTokenKind" ADD VALUE 'applicant_confirmation';

-- DropForeignKey
ALTER TABLE "applicant_comments" DROP CONSTRAINT "applicant_comments_applicant_id_fkey";

-- DropForeignKey
ALTER TABLE "applicant_status_changes" DROP CONSTRAINT "applicant_status_changes_applicant_id_fkey";

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "retention_months" INTEGER,
ADD COLUMN     "stage_names" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "status_templates" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "tenant_tokens" ADD COLUMN     "applicant_id" UUID;

-- AlterTable
ALTER TABLE "applicants" ADD COLUMN     "added_by_id" UUID,
ADD COLUMN     "application_id" UUID,
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "consent_at" TIMESTAMPTZ(3),
ADD COLUMN     "resume_text" TEXT,
ADD COLUMN     "search_vector" tsvector,
ADD COLUMN     "source" "ApplicantSource" NOT NULL DEFAULT 'staff',
ADD COLUMN     "status_changed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "applicant_ratings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "reviewer_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicant_ratings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_accesses" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "applicant_id" UUID NOT NULL,
    "staff_id" UUID,
    "kind" "ApplicantAccessKind" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "applicant_accesses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "applicant_ratings_tenant_id_applicant_id_idx" ON "applicant_ratings"("tenant_id", "applicant_id");

-- CreateIndex
CREATE INDEX "applicant_ratings_reviewer_id_idx" ON "applicant_ratings"("reviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_ratings_applicant_id_reviewer_id_key" ON "applicant_ratings"("applicant_id", "reviewer_id");

-- CreateIndex
CREATE INDEX "applicant_accesses_tenant_id_applicant_id_created_at_idx" ON "applicant_accesses"("tenant_id", "applicant_id", "created_at");

-- CreateIndex
CREATE INDEX "applicant_accesses_staff_id_idx" ON "applicant_accesses"("staff_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicants_application_id_key" ON "applicants"("application_id");

-- CreateIndex
CREATE INDEX "applicants_search_vector_idx" ON "applicants" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "applicants_added_by_id_idx" ON "applicants"("added_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicants_tenant_id_id_key" ON "applicants"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_added_by_id_fkey" FOREIGN KEY ("added_by_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_ratings" ADD CONSTRAINT "applicant_ratings_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "tenant_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_accesses" ADD CONSTRAINT "applicant_accesses_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_accesses" ADD CONSTRAINT "applicant_accesses_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_accesses" ADD CONSTRAINT "applicant_accesses_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_status_changes" ADD CONSTRAINT "applicant_status_changes_tenant_id_applicant_id_fkey" FOREIGN KEY ("tenant_id", "applicant_id") REFERENCES "applicants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Ratings and resume accesses are tenant-owned: the same fail-closed policy as applicants (tenant_rls
-- migration). The composite foreign keys above keep every comment, status change, rating and access
-- in its applicant's tenant, whatever id a caller passes.
ALTER TABLE "applicant_ratings" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicant_ratings" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_ratings"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "applicant_accesses" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicant_accesses" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_accesses"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));
