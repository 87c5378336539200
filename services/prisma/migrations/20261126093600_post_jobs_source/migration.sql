-- A source of its own for the public post-jobs form (issue 18). Alone in its migration: Postgres lets
-- a transaction use an enum value only after the one that added it has committed, and the next
-- migration moves the professor postings into opportunities with it.

-- AlterEnum
ALTER TYPE "OpportunitySource" ADD VALUE 'post_jobs';
