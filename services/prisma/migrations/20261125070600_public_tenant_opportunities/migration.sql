-- Tenant opportunities on the public site (issue 13). Replaces the opportunities policy of
-- 20261125050000_tenant_rls: a tenant's listing that is "Also listed on PhD Finder" and not a draft
-- now reaches the main site like any other. No column changes here (the previous migration added
-- them; a new enum value cannot be used in the transaction that adds it).
--
-- What each side sees (app.tenant_id is the transaction-local setting withTenant sets; NULLIF maps
-- unset and '' to NULL, and the sub-select computes it once per statement):
--   no tenant set (main-site requests, the indexer, the workers):
--     main-site rows (tenant_id NULL), and tenants' rows that are listed publicly and not drafts
--     (open, closed or deleted: the indexer must see a closed or deleted one to take it out of search,
--     and a closed one stays readable by id like any closed listing). Readable and updatable (the
--     indexer writes search_vector, the view counter writes views), but never inserted or deleted.
--   inside tenant T's unit of work:
--     main-site rows and T's own rows, listed or not; never another tenant's rows, listed or not.
-- Which of the visible rows a page shows (not deleted, not a draft...) is the application's rule,
-- services/src/opportunities/public-visibility.ts; this policy is the wall under it.
-- FORCE ROW LEVEL SECURITY stays on (set by 20261125050000_tenant_rls).
DROP POLICY IF EXISTS tenant_isolation ON "opportunities";

-- What a statement may see, update, and leave behind (for UPDATE and INSERT the same expression is
-- the WITH CHECK).
CREATE POLICY tenant_reach ON "opportunities"
  USING (
    tenant_id IS NULL
    OR tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    OR ((SELECT NULLIF(current_setting('app.tenant_id', true), '')) IS NULL
        AND listed_publicly AND status <> 'draft')
  );

-- Creating and deleting a tenant's row only ever happens inside its own unit of work (fail closed).
-- Restrictive policies are ANDed with the one above.
CREATE POLICY tenant_insert ON "opportunities" AS RESTRICTIVE FOR INSERT
  WITH CHECK (tenant_id IS NULL OR tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

CREATE POLICY tenant_delete ON "opportunities" AS RESTRICTIVE FOR DELETE
  USING (tenant_id IS NULL OR tenant_id = (SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid));

-- With no tenant set, a listed tenant row is updatable (search_vector, views): it must not be able to
-- move it to the main site or to another tenant. A row's tenant never changes.
CREATE OR REPLACE FUNCTION opportunities_keep_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    RAISE EXCEPTION 'An opportunity''s tenant cannot change.' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER opportunities_keep_tenant BEFORE UPDATE OF tenant_id ON "opportunities"
  FOR EACH ROW EXECUTE FUNCTION opportunities_keep_tenant();
