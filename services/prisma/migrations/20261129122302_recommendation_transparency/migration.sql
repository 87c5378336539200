-- AlterTable
ALTER TABLE "users" ADD COLUMN     "personalised_recommendations" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "recommendations" ADD COLUMN     "details" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "recommendation_dismissals" (
    "user_id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_dismissals_pkey" PRIMARY KEY ("user_id","opportunity_id")
);

-- CreateTable
CREATE TABLE "recommendation_runs" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "recommender" TEXT NOT NULL,
    "inputs" JSONB NOT NULL,
    "picks" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "recommendation_dismissals_user_id_created_at_idx" ON "recommendation_dismissals"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "recommendation_runs_user_id_created_at_idx" ON "recommendation_runs"("user_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "recommendation_dismissals" ADD CONSTRAINT "recommendation_dismissals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_dismissals" ADD CONSTRAINT "recommendation_dismissals_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_runs" ADD CONSTRAINT "recommendation_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

