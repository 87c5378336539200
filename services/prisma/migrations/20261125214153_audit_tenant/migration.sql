-- AlterTable
ALTER TABLE "audit_events" ADD COLUMN     "tenant_id" UUID;

-- CreateIndex
CREATE INDEX "audit_events_tenant_id_created_at_idx" ON "audit_events"("tenant_id", "created_at" DESC);

