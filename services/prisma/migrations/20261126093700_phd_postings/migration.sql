-- PhD postings (issue 18): positions their posters publish on the site are opportunities like every
-- other (one entity, one listing, one search index), told apart by their source. This migration adds
-- who posted them, the post-jobs form's submissions waiting for an e-mail confirmation, the listing's
-- filter in search_documents, and moves the rows of the old professor_postings table into
-- opportunities (same ids, so links keep working) before dropping it.

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "posted_by_department" TEXT,
ADD COLUMN     "posted_by_name" TEXT,
ADD COLUMN     "posted_by_position" TEXT,
ADD COLUMN     "poster_email" TEXT;

-- AlterTable
ALTER TABLE "search_documents" ADD COLUMN     "posted_by_department" TEXT,
ADD COLUMN     "posted_by_name" TEXT,
ADD COLUMN     "posted_by_position" TEXT,
ADD COLUMN     "posted_on_site" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "search_documents_posted_on_site_created_at_id_idx" ON "search_documents"("posted_on_site", "created_at" DESC, "id");

-- Recruiters' positions already published: who posted them is the recruiter's profile, as the
-- recruiter area now records it when publishing (services/src/recruiters/recruiter-opportunities.ts).
UPDATE opportunities o
   SET posted_by_name = btrim(r.first_name || ' ' || r.last_name),
       posted_by_position = r.position,
       posted_by_department = r.department
  FROM recruiters r
 WHERE o.recruiter_id = r.id AND o.source = 'recruiter';

-- The documents already indexed: which were posted on the site (the rule of
-- services/src/opportunities/posted-on-site.ts) and by whom. updated_at is left alone, so nothing
-- needs indexing again.
UPDATE search_documents d
   SET posted_on_site = TRUE,
       posted_by_name = o.posted_by_name,
       posted_by_position = o.posted_by_position,
       posted_by_department = o.posted_by_department
  FROM opportunities o
 WHERE o.id = d.id AND o.source IN ('recruiter', 'tenant', 'post_jobs');

-- CreateTable
CREATE TABLE "posting_submissions" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "content_hash" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "opportunity_id" UUID,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "posting_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "posting_submissions_content_hash_key" ON "posting_submissions"("content_hash");

-- CreateIndex
CREATE UNIQUE INDEX "posting_submissions_token_hash_key" ON "posting_submissions"("token_hash");

-- CreateIndex
CREATE INDEX "posting_submissions_opportunity_id_idx" ON "posting_submissions"("opportunity_id");

-- CreateIndex
CREATE INDEX "posting_submissions_email_created_at_idx" ON "posting_submissions"("email", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "posting_submissions" ADD CONSTRAINT "posting_submissions_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The professor postings become opportunities: a recruiter's as source recruiter, the others as
-- post_jobs; the professor is who posted it (and the supervisor); a draft stays a draft. indexed_at
-- stays NULL, so the search index's sweep picks them up without a full reindex.
INSERT INTO opportunities (
  id, title, university_id, university_name, department, discipline, supervisor, supervisor_url,
  country, city, description, fully_funded, closing_date, status, source, recruiter_id,
  posted_by_name, posted_by_department, poster_email, created_at, updated_at)
SELECT id, title, university_id, university_name, department, discipline, professor_name, professor_url,
  country, city, description, fully_funded, closing_date,
  (CASE status WHEN 'published' THEN 'open' ELSE 'draft' END)::"OpportunityStatus",
  (CASE WHEN recruiter_id IS NULL THEN 'post_jobs' ELSE 'recruiter' END)::"OpportunitySource",
  recruiter_id, professor_name, department, professor_email, created_at, updated_at
FROM professor_postings;

-- DropForeignKey
ALTER TABLE "professor_postings" DROP CONSTRAINT "professor_postings_university_id_fkey";

-- DropForeignKey
ALTER TABLE "professor_postings" DROP CONSTRAINT "professor_postings_recruiter_id_fkey";

-- DropTable
DROP TABLE "professor_postings";
