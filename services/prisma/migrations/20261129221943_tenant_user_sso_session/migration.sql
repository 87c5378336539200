-- AlterTable
ALTER TABLE "tenant_users" ADD COLUMN     "sso_session" JSONB;

