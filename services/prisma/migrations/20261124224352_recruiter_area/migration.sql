-- Recruiter area: the recruiter's application statuses (new, reviewing, shortlisted, rejected, offered),
-- when a status last changed, and slowing down repeated failed recruiter sign-ins.
-- AlterEnum
CREATE TYPE "ApplicationStatus_new" AS ENUM ('new', 'reviewing', 'shortlisted', 'rejected', 'offered');
ALTER TABLE "applications" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "applications" ALTER COLUMN "status" TYPE "ApplicationStatus_new" USING (
  -- Old values keep their meaning: submitted -> new, under_review -> reviewing, accepted -> offered;
  -- candidates could not withdraw, so no row is 'withdrawn' (mapped to rejected to be safe).
  CASE "status"::text
    WHEN 'submitted' THEN 'new'
    WHEN 'under_review' THEN 'reviewing'
    WHEN 'accepted' THEN 'offered'
    WHEN 'withdrawn' THEN 'rejected'
    ELSE "status"::text
  END
)::"ApplicationStatus_new";
ALTER TYPE "ApplicationStatus" RENAME TO "ApplicationStatus_old";
ALTER TYPE "ApplicationStatus_new" RENAME TO "ApplicationStatus";
DROP TYPE "ApplicationStatus_old";
ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "status_changed_at" TIMESTAMPTZ(3),
ALTER COLUMN "status" SET DEFAULT 'new';

-- AlterTable
ALTER TABLE "recruiters" ADD COLUMN     "failed_logins" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "login_blocked_until" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "applications_opportunity_id_status_idx" ON "applications"("opportunity_id", "status");

