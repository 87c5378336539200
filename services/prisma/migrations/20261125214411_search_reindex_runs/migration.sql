-- CreateTable
CREATE TABLE "search_reindex_runs" (
    "id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "engine" TEXT,
    "requested_by_id" UUID,
    "requested_by_email" TEXT,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "progress_done" INTEGER NOT NULL DEFAULT 0,
    "progress_total" INTEGER NOT NULL DEFAULT 0,
    "heartbeat_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "indexed" INTEGER,
    "removed" INTEGER,
    "error" TEXT,

    CONSTRAINT "search_reindex_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "search_reindex_runs_requested_at_idx" ON "search_reindex_runs"("requested_at" DESC);

