// A university site's own opportunities (issue 13; spec section 7 "SaaS opportunities";
// docs/tenant-api.md, "Opportunities"), served from their contracts
// (@phd/contracts/endpoints/saas-opportunities): list with filters and applicant counts, create, read,
// edit, delete. Any staff member reads; owners and admins write (the contract's roles: a reviewer's
// write is 403 with a sentence). Each call runs in the token's site's unit of work (serveInTenant), so
// row-level security makes another site's opportunity "not found". Bodies are read with the editors'
// wording ("Please check status: …").
import type { FastifyPluginAsync } from 'fastify';
import {
  createTenantOpportunity,
  deleteTenantOpportunity,
  editTenantOpportunity,
  getTenantOpportunity,
  listTenantOpportunities,
  OPPORTUNITY_CREATED,
  OPPORTUNITY_DELETED,
  OPPORTUNITY_UPDATED,
} from '@phd/contracts/endpoints/saas-opportunities';
import { readEditorBody } from '@phd/services/opportunities/editor-body';
import type { Db } from '@phd/services/db/client';
import * as positions from '@phd/services/tenants/tenant-opportunities';
import { serveInTenant } from '../plugins/contract-routes.ts';
import { presentTenantOpportunity } from '../presenters/opportunity.ts';

const present = ({ opportunity, applicants }: positions.TenantOpportunity) =>
  presentTenantOpportunity(opportunity, applicants);

const editors = { readBody: readEditorBody };

/** `db` is unused: the site's unit of work comes from app.inStaffSite (serveInTenant). */
export const saasOpportunityRoutes: FastifyPluginAsync<{ db: Db }> = async (app) => {
  serveInTenant(app, listTenantOpportunities, async ({ tx, caller, query }) => {
    const { rows, total } = await positions.listTenantOpportunities(tx, caller, query);
    return { data: rows.map(present), pagination: { total } };
  });

  serveInTenant(
    app,
    createTenantOpportunity,
    async ({ tx, caller, body }) => ({
      message: OPPORTUNITY_CREATED,
      data: present(await positions.createTenantOpportunity(tx, caller, body)),
    }),
    editors,
  );

  serveInTenant(app, getTenantOpportunity, async ({ tx, caller, params }) => ({
    data: present(await positions.findTenantOpportunity(tx, caller, params.id)),
  }));

  serveInTenant(
    app,
    editTenantOpportunity,
    async ({ tx, caller, params, body }) => ({
      message: OPPORTUNITY_UPDATED,
      data: present(await positions.editTenantOpportunity(tx, caller, params.id, body)),
    }),
    editors,
  );

  serveInTenant(app, deleteTenantOpportunity, async ({ tx, caller, params }) => {
    await positions.deleteTenantOpportunity(tx, caller, params.id);
    return { message: OPPORTUNITY_DELETED } as const;
  });
};
