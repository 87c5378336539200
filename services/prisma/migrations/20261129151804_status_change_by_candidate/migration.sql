-- AlterTable
ALTER TABLE "applicant_status_changes" ADD COLUMN     "by_candidate" BOOLEAN NOT NULL DEFAULT false;

