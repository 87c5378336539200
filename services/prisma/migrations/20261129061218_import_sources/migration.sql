-- CreateEnum
CREATE TYPE "ImportSourceKind" AS ENUM ('upload', 'url');

-- CreateEnum
CREATE TYPE "ImportFormat" AS ENUM ('csv', 'xlsx', 'feed', 'jobposting', 'phd_export');

-- CreateEnum
CREATE TYPE "ImportSchedule" AS ENUM ('hourly', 'daily', 'weekly');

-- CreateEnum
CREATE TYPE "ImportSourceState" AS ENUM ('active', 'paused', 'failing');

-- CreateEnum
CREATE TYPE "ImportRunStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- AlterTable
ALTER TABLE "opportunities" ADD COLUMN     "import_key" TEXT,
ADD COLUMN     "import_missing_runs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "import_source_id" UUID,
ADD COLUMN     "imported_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "import_sources" (
    "id" UUID NOT NULL,
    "recruiter_id" UUID,
    "tenant_id" UUID,
    "name" TEXT NOT NULL,
    "kind" "ImportSourceKind" NOT NULL,
    "format" "ImportFormat" NOT NULL,
    "url" TEXT,
    "file_key" TEXT,
    "file_name" TEXT,
    "mapping" JSONB NOT NULL DEFAULT '{}',
    "defaults" JSONB NOT NULL DEFAULT '{}',
    "schedule" "ImportSchedule",
    "state" "ImportSourceState" NOT NULL DEFAULT 'active',
    "etag" TEXT,
    "last_modified" TEXT,
    "content_hash" TEXT,
    "last_run_at" TIMESTAMPTZ(3),
    "next_run_at" TIMESTAMPTZ(3),
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "import_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_runs" (
    "id" UUID NOT NULL,
    "source_id" UUID NOT NULL,
    "tenant_id" UUID,
    "status" "ImportRunStatus" NOT NULL DEFAULT 'queued',
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "trigger" TEXT NOT NULL,
    "not_modified" BOOLEAN NOT NULL DEFAULT false,
    "fetched" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "closed" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "refusals" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "duration_ms" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "import_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "import_sources_state_next_run_at_idx" ON "import_sources"("state", "next_run_at");

-- CreateIndex
CREATE INDEX "import_sources_tenant_id_idx" ON "import_sources"("tenant_id");

-- CreateIndex
CREATE INDEX "import_sources_recruiter_id_idx" ON "import_sources"("recruiter_id");

-- CreateIndex
CREATE INDEX "import_runs_source_id_created_at_idx" ON "import_runs"("source_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "opportunities_import_source_id_import_key_key" ON "opportunities"("import_source_id", "import_key");

-- AddForeignKey
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_import_source_id_fkey" FOREIGN KEY ("import_source_id") REFERENCES "import_sources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_recruiter_id_fkey" FOREIGN KEY ("recruiter_id") REFERENCES "recruiters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "import_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Row-level security (the pattern of 20261125050000_tenant_rls): a site's sources and runs are its own.
--   inside site T's unit of work: T's rows only;
--   with no site set (the main site: recruiters, the admin's own sources): rows of no site only;
--   the operators' scope (app.operator = 'on', set transaction-locally by the scheduler and the admin
--   console's health view, with no site set): every row, so the due sources of every site are found
--   and the admin sees each source's health. Fail closed: unset settings match nothing extra.
ALTER TABLE "import_sources" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "import_sources" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "import_sources"
  USING (
    tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    OR ((SELECT NULLIF(current_setting('app.tenant_id', true), '')) IS NULL
        AND (tenant_id IS NULL OR (SELECT current_setting('app.operator', true)) = 'on'))
  );

ALTER TABLE "import_runs" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "import_runs" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "import_runs"
  USING (
    tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    OR ((SELECT NULLIF(current_setting('app.tenant_id', true), '')) IS NULL
        AND (tenant_id IS NULL OR (SELECT current_setting('app.operator', true)) = 'on'))
  );
