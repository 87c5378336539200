-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "legal_hold" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "applicants" ADD COLUMN     "anonymised_at" TIMESTAMPTZ(3);

