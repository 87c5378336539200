-- CreateEnum
CREATE TYPE "ExternalApplicationStatus" AS ENUM ('applied', 'interviewing', 'offered', 'rejected', 'withdrawn');

-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('queued', 'ready', 'downloaded', 'failed');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_token_hash" TEXT;

-- CreateTable
CREATE TABLE "candidate_profiles" (
    "user_id" UUID NOT NULL,
    "full_name" TEXT NOT NULL DEFAULT '',
    "contact_email" TEXT,
    "phone" TEXT,
    "nationality" TEXT,
    "country_of_residence" TEXT,
    "research_interests" TEXT NOT NULL DEFAULT '',
    "education" JSONB NOT NULL DEFAULT '[]',
    "languages" JSONB NOT NULL DEFAULT '[]',
    "orcid" TEXT,
    "scholar_url" TEXT,
    "github_url" TEXT,
    "website_url" TEXT,
    "referees" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "candidate_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "candidate_cvs" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "candidate_cvs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "external_applications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "opportunity_id" UUID,
    "title" TEXT NOT NULL,
    "university" TEXT NOT NULL DEFAULT '',
    "url" TEXT,
    "applied_on" DATE NOT NULL,
    "deadline" DATE,
    "status" "ExternalApplicationStatus" NOT NULL DEFAULT 'applied',
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "external_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_exports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'queued',
    "key" TEXT,
    "size" INTEGER,
    "token_hash" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "downloaded_at" TIMESTAMPTZ(3),
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "candidate_cvs_user_id_created_at_idx" ON "candidate_cvs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "external_applications_user_id_applied_on_idx" ON "external_applications"("user_id", "applied_on" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "external_applications_user_id_opportunity_id_key" ON "external_applications"("user_id", "opportunity_id");

-- CreateIndex
CREATE UNIQUE INDEX "data_exports_token_hash_key" ON "data_exports"("token_hash");

-- CreateIndex
CREATE INDEX "data_exports_user_id_created_at_idx" ON "data_exports"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "users_calendar_token_hash_key" ON "users"("calendar_token_hash");

-- AddForeignKey
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "candidate_cvs" ADD CONSTRAINT "candidate_cvs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "external_applications" ADD CONSTRAINT "external_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "external_applications" ADD CONSTRAINT "external_applications_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One default CV per candidate (Prisma cannot express a partial unique index).
CREATE UNIQUE INDEX "candidate_cvs_one_default" ON "candidate_cvs"("user_id") WHERE "is_default";
