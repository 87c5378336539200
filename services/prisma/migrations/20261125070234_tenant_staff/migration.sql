-- CreateEnum
CREATE TYPE "TenantTokenKind" AS ENUM ('invitation', 'password_reset');

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "accent_color" TEXT;

-- AlterTable
ALTER TABLE "tenant_users" ADD COLUMN     "failed_logins" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "login_blocked_until" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "tenant_tokens" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "kind" "TenantTokenKind" NOT NULL,
    "email" TEXT NOT NULL,
    "role" "TenantRole",
    "tenant_user_id" UUID,
    "invited_by_id" UUID,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tenant_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tenant_tokens_token_hash_key" ON "tenant_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "tenant_tokens_tenant_id_kind_email_idx" ON "tenant_tokens"("tenant_id", "kind", "email");

-- CreateIndex
CREATE INDEX "tenant_tokens_tenant_user_id_idx" ON "tenant_tokens"("tenant_user_id");

-- CreateIndex
CREATE INDEX "tenant_tokens_invited_by_id_idx" ON "tenant_tokens"("invited_by_id");

-- AddForeignKey
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_tenant_user_id_fkey" FOREIGN KEY ("tenant_user_id") REFERENCES "tenant_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "tenant_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Staff links are tenant-owned: the same fail-closed policy as tenant_users (tenant_rls migration).
ALTER TABLE "tenant_tokens" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "tenant_tokens" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "tenant_tokens"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));
