// The public opportunity reads (spec section 7, "Opportunities, public"): the listing, the detail
// (which counts a view; its 410 is the expired position), related and most viewed, served from their contracts
// (@phd/contracts/endpoints/catalogue). Their query strings and ids are read with the gateway's own
// parsers (query/check-input.ts), so a 400 names the parameter as it always did.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listOpportunities,
  mostViewedOpportunities,
  opportunityDetail,
  relatedOpportunities,
  SHORT_LIST_SIZE,
} from '@phd/contracts/endpoints/catalogue';
import { notFound } from '@phd/services/errors';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { idFromParam } from '../presenters/opportunity-link.ts';
import { isExpired, presentExpired } from '../presenters/opportunity.ts';
import { checkInput } from '../query/check-input.ts';
import { listingQuery, sizeQuery } from '../query/listing-query.ts';
import type { ViewBuffer } from '../views/view-buffer.ts';
import { visitorId } from '../views/visitor.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly, DETAIL_CACHE } from './cache-headers.ts';
import { opportunityIdParams } from './params.ts';

export interface OpportunityRouteOptions {
  catalogue: Catalogue;
  views: ViewBuffer;
}

const shortList = sizeQuery(SHORT_LIST_SIZE);

function requireId(param: string): string {
  const id = idFromParam(param);
  if (!id) throw notFound('Opportunity not found.');
  return id;
}

export const opportunityRoutes: FastifyPluginAsyncZod<OpportunityRouteOptions> = async (app, { catalogue, views }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  serve(app, listOpportunities, async ({ request }) =>
    catalogue.list(checkInput(listingQuery, request.query, 'querystring')),
  );

  serve(app, mostViewedOpportunities, async ({ request }) => ({
    data: await catalogue.mostViewed(checkInput(shortList, request.query, 'querystring').limit),
  }));

  serve(app, relatedOpportunities, async ({ request }) => {
    const { id } = checkInput(opportunityIdParams, request.params, 'params');
    const { limit } = checkInput(shortList, request.query, 'querystring');
    return { data: await catalogue.related(requireId(id), limit) };
  });

  serve(app, opportunityDetail, async ({ request, reply }) => {
    const { id } = checkInput(opportunityIdParams, request.params, 'params');
    const opportunity = await catalogue.detail(requireId(id));
    reply.header('cache-control', DETAIL_CACHE);
    // Expired: gone for applications and for crawlers, but named, so its page can say so kindly.
    if (isExpired(opportunity)) return reply.code(410).send(presentExpired(opportunity));
    views.record(visitorId(request.ip, request.headers['user-agent']), opportunity.id);
    return opportunity;
  });
};
