-- Tenant opportunities (issue 13): drafts, and the "Also list on PhD Finder" flag. The policy that
-- lets the public site see listed tenant rows is the next migration: a new enum value cannot be used
-- in the transaction that adds it.

-- AlterEnum
ALTER TYPE "OpportunityStatus" ADD VALUE 'draft' BEFORE 'open';

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "listed_publicly" BOOLEAN NOT NULL DEFAULT true;

