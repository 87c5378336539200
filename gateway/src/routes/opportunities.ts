// The public opportunity reads (spec section 7, "Opportunities, public"): the listing, the detail
// (which counts a view; its 410 is the expired position), related and most viewed, served from their contracts
// (@phd/contracts/endpoints/catalogue). Their query strings and ids are parsed at the edge by the
// contracts' rules and worded as the catalogue's (query/check-input.ts), so a 400 names the parameter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listOpportunities,
  mostViewedOpportunities,
  opportunityDetail,
  relatedOpportunities,
} from '@phd/contracts/endpoints/catalogue';
import { notFound } from '@phd/services/errors';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { idFromParam } from '../presenters/opportunity-link.ts';
import { isExpired, presentExpired } from '../presenters/opportunity.ts';
import { CATALOGUE_INPUT } from '../query/check-input.ts';
import { toListing } from '../query/listing-query.ts';
import type { ViewBuffer } from '../views/view-buffer.ts';
import { visitorId } from '../views/visitor.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly, DETAIL_CACHE } from './cache-headers.ts';

export interface OpportunityRouteOptions {
  catalogue: Catalogue;
  views: ViewBuffer;
}

function requireId(param: string): string {
  const id = idFromParam(param);
  if (!id) throw notFound('Opportunity not found.');
  return id;
}

export const opportunityRoutes: FastifyPluginAsyncZod<OpportunityRouteOptions> = async (app, { catalogue, views }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  serve(app, listOpportunities, async ({ query }) => catalogue.list(toListing(query)), CATALOGUE_INPUT);

  serve(
    app,
    mostViewedOpportunities,
    async ({ query }) => ({ data: await catalogue.mostViewed(query.limit) }),
    CATALOGUE_INPUT,
  );

  serve(
    app,
    relatedOpportunities,
    async ({ params, query }) => ({ data: await catalogue.related(requireId(params.id), query.limit) }),
    CATALOGUE_INPUT,
  );

  serve(
    app,
    opportunityDetail,
    async ({ params, query, request, reply }) => {
      const opportunity = await catalogue.detail(requireId(params.id));
      reply.header('cache-control', DETAIL_CACHE);
      // Expired: gone for applications and for crawlers, but named, so its page can say so kindly.
      if (isExpired(opportunity)) return reply.code(410).send(presentExpired(opportunity));
      views.record(visitorId(request.ip, request.headers['user-agent']), opportunity.id);
      if (!query.eligible) return opportunity;
      return { ...opportunity, eligibility: await catalogue.eligibility(opportunity.id, query.eligible) };
    },
    CATALOGUE_INPUT,
  );
};
