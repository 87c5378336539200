-- Tenant isolation (issue 13): the runtime role and row-level security on tenant-owned tables.
-- No column changes: schema.prisma is unchanged (Prisma does not model roles, grants or policies).
--
-- The application runs as `phd_app` (services/src/db/client.ts sets `role=phd_app` on every pooled
-- connection); migrations and the seed run as the connecting owner. `phd_app` owns nothing, is not a
-- superuser and cannot bypass RLS. Roles are cluster-wide, so creating it is idempotent (and safe when
-- two databases of one cluster migrate at once).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'phd_app') THEN
    BEGIN
      CREATE ROLE phd_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN
        NULL; -- created by a concurrent migration of another database of the cluster
      WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'The role phd_app is missing and % may not create it. As a superuser run: CREATE ROLE phd_app NOLOGIN; GRANT phd_app TO %;', current_user, current_user;
    END;
  END IF;
  -- The owner must be allowed to act as phd_app (the application connects as the owner and sets
  -- role=phd_app). A superuser always is.
  -- (Postgres 16+ separates membership from the right to SET ROLE; a role's creator gets only ADMIN.)
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    NULL;
  ELSIF current_setting('server_version_num')::int >= 160000 THEN
    IF NOT pg_has_role(current_user, 'phd_app', 'SET') THEN
      BEGIN
        EXECUTE format('GRANT phd_app TO %I WITH SET TRUE', current_user);
      EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation THEN
        RAISE EXCEPTION 'The migrating role % must be allowed to SET ROLE phd_app. As a superuser run: GRANT phd_app TO %;', current_user, current_user;
      END;
    END IF;
  ELSIF NOT pg_has_role(current_user, 'phd_app', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT phd_app TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation THEN
      RAISE EXCEPTION 'The migrating role % must be a member of phd_app. As a superuser run: GRANT phd_app TO %;', current_user, current_user;
    END;
  END IF;
END
$$;

-- What the application needs: read and write rows, use sequences. Never TRUNCATE (it ignores RLS),
-- never DDL, never the migrations table.
GRANT USAGE ON SCHEMA public TO phd_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO phd_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO phd_app;
REVOKE ALL ON TABLE "_prisma_migrations" FROM phd_app;
-- Tables and sequences later migrations create (as this owner) get the same grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO phd_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO phd_app;

-- Row-level security. The tenant of the unit of work is the transaction-local setting
-- `app.tenant_id` (set with set_config(..., true) by withTenant, services/src/tenants/). Unset it is
-- NULL, or '' once any earlier transaction of the connection set it: NULLIF maps both to NULL, and
-- `tenant_id = NULL` matches no row, so with no tenant these tables show nothing (fail closed). The
-- sub-select makes Postgres compute the value once per statement, not once per row. FORCE applies
-- the policies to the table owner too (only superusers and BYPASSRLS roles skip them).

-- Tenant staff accounts.
ALTER TABLE "tenant_users" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "tenant_users" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "tenant_users"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

-- Applicants and their comments and status history.
ALTER TABLE "applicants" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicants" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicants"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "applicant_comments" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicant_comments" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_comments"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

ALTER TABLE "applicant_status_changes" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "applicant_status_changes" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "applicant_status_changes"
  USING (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

-- Sessions are one table for every kind of account and carry no tenant_id. Candidate and recruiter
-- sessions (tenant_user_id NULL) stay as they were; a tenant user's session is visible, and can be
-- created, only while its tenant user is, i.e. inside that tenant's unit of work (the sub-select on
-- tenant_users is itself filtered by tenant_users' policy). A tenant session cookie presented on
-- another tenant's site finds nothing.
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "sessions"
  USING (tenant_user_id IS NULL OR EXISTS (SELECT 1 FROM "tenant_users" tu WHERE tu.id = tenant_user_id))
  WITH CHECK (tenant_user_id IS NULL OR EXISTS (SELECT 1 FROM "tenant_users" tu WHERE tu.id = tenant_user_id));

-- Opportunities hold the main site's listings (tenant_id NULL: visible and writable with or without
-- a tenant, so every main-site read, write, the indexer and the workers work as before) and tenants'
-- listings (private to their tenant). The schema has no "also listed on PhD Finder" flag yet, so a
-- tenant's listing is tenant-only: the public listing, detail, sitemap and indexer never see it (they
-- already filter tenant_id IS NULL). A tenant's unit of work also sees main-site rows; tenant queries
-- must still filter on tenant_id for their own listings.
ALTER TABLE "opportunities" ENABLE ROW LEVEL SECURITY;
ALTER TABLE "opportunities" FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON "opportunities"
  USING (tenant_id IS NULL OR tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id IS NULL OR tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));
