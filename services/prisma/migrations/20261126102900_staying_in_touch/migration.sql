-- CreateEnum
CREATE TYPE "AlertFrequency" AS ENUM ('daily', 'weekly');

-- AlterEnum: double opt-in. Addresses subscribed before it (single opt-in, already e-mailed a
-- welcome with an unsubscribe link) count as confirmed. No transaction statements here: the runner
-- applies each migration in a transaction of its own, which an inner one would end early.
CREATE TYPE "SubscriptionStatus_new" AS ENUM ('pending', 'confirmed', 'unsubscribed');
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" TYPE "SubscriptionStatus_new" USING ((CASE "status"::text WHEN 'active' THEN 'confirmed' ELSE "status"::text END)::"SubscriptionStatus_new");
ALTER TYPE "SubscriptionStatus" RENAME TO "SubscriptionStatus_old";
ALTER TYPE "SubscriptionStatus_new" RENAME TO "SubscriptionStatus";
DROP TYPE "SubscriptionStatus_old";
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending';

-- DropIndex
DROP INDEX "newsletter_subscriptions_status_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deadline_reminders" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "newsletter_subscriptions" ADD COLUMN     "confirm_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirm_token_hash" TEXT,
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "disciplines" TEXT[] DEFAULT ARRAY[]::TEXT[],
ALTER COLUMN "status" SET DEFAULT 'pending';

UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "status" = 'confirmed';

-- CreateTable
CREATE TABLE "newsletter_digests" (
    "subscription_id" UUID NOT NULL,
    "week" TEXT NOT NULL,
    "opportunity_ids" UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_digests_pkey" PRIMARY KEY ("subscription_id","week")
);

-- CreateTable
CREATE TABLE "search_alerts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "filters" JSONB NOT NULL,
    "label" TEXT NOT NULL,
    "frequency" "AlertFrequency" NOT NULL DEFAULT 'daily',
    "last_run_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_alert_runs" (
    "alert_id" UUID NOT NULL,
    "period" TEXT NOT NULL,
    "opportunity_ids" UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_alert_runs_pkey" PRIMARY KEY ("alert_id","period")
);

-- CreateTable
CREATE TABLE "deadline_reminders" (
    "user_id" UUID NOT NULL,
    "opportunity_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deadline_reminders_pkey" PRIMARY KEY ("user_id","opportunity_id")
);

-- CreateIndex
CREATE INDEX "newsletter_digests_week_idx" ON "newsletter_digests"("week");

-- CreateIndex
CREATE INDEX "search_alerts_user_id_created_at_idx" ON "search_alerts"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "search_alerts_frequency_last_run_at_idx" ON "search_alerts"("frequency", "last_run_at");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_hash_key" ON "newsletter_subscriptions"("confirm_token_hash");

-- CreateIndex
CREATE INDEX "newsletter_subscriptions_status_id_idx" ON "newsletter_subscriptions"("status", "id");

-- AddForeignKey
ALTER TABLE "newsletter_digests" ADD CONSTRAINT "newsletter_digests_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "newsletter_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_alert_runs" ADD CONSTRAINT "search_alert_runs_alert_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "search_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

