// A university site's own opportunities (issue 13; spec section 7 "SaaS opportunities";
// docs/tenant-api.md, "Opportunities"): list with filters and applicant counts, create, read, edit,
// delete. Any staff member reads; owners and admins write (a reviewer's write is 403 with a sentence).
// Each call runs in the token's site's unit of work, so row-level security makes another site's
// opportunity "not found". Every answer depends on the person: never cached.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@phd/services/db/client';
import { MANAGERS } from '@phd/services/tenants/roles';
import {
  createTenantOpportunity,
  deleteTenantOpportunity,
  editTenantOpportunity,
  findTenantOpportunity,
  listTenantOpportunities,
  type TenantOpportunity,
} from '@phd/services/tenants/tenant-opportunities';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { presentTenantOpportunity } from '../presenters/opportunity.ts';

type IdParams = { Params: { id: string } };

const present = ({ opportunity, applicants }: TenantOpportunity) => presentTenantOpportunity(opportunity, applicants);

export const saasOpportunityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/saas/opportunities', async (request) => {
    const staff = await app.requireStaff(request);
    const { rows, total } = await withTenant(db, staff.tenantId, (tx) =>
      listTenantOpportunities(tx, staff, request.query),
    );
    return { data: rows.map(present), pagination: { total } };
  });

  app.post('/api/saas/opportunities', async (request, reply) => {
    const staff = await app.requireStaff(request, MANAGERS);
    const created = await withTenant(db, staff.tenantId, (tx) => createTenantOpportunity(tx, staff, request.body));
    return reply.status(201).send({ message: 'Opportunity created', data: present(created) });
  });

  app.get<IdParams>('/api/saas/opportunities/:id', async (request) => {
    const staff = await app.requireStaff(request);
    const found = await withTenant(db, staff.tenantId, (tx) => findTenantOpportunity(tx, staff, request.params.id));
    return { data: present(found) };
  });

  app.put<IdParams>('/api/saas/opportunities/:id', async (request) => {
    const staff = await app.requireStaff(request, MANAGERS);
    const edited = await withTenant(db, staff.tenantId, (tx) =>
      editTenantOpportunity(tx, staff, request.params.id, request.body),
    );
    return { message: 'Opportunity updated', data: present(edited) };
  });

  app.delete<IdParams>('/api/saas/opportunities/:id', async (request) => {
    const staff = await app.requireStaff(request, MANAGERS);
    await withTenant(db, staff.tenantId, (tx) => deleteTenantOpportunity(tx, staff, request.params.id));
    return { message: 'Opportunity deleted' };
  });
};
