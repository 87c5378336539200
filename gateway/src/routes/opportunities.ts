// The public opportunity reads (spec section 7, "Opportunities, public"): the listing, the detail
// (which counts a view), related and most viewed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@phd/services/errors';
import type { Catalogue } from '../discovery/catalogue.ts';
import { idFromParam } from '../presenters/opportunity-link.ts';
import { isExpired, presentExpired } from '../presenters/opportunity.ts';
import { listingQuery, sizeQuery } from '../query/listing-query.ts';
import type { ViewBuffer } from '../views/view-buffer.ts';
import { visitorId } from '../views/visitor.ts';
import {
  listingPageSchema,
  opportunityDetailSchema,
  opportunityListSchema,
  publicResponses,
  errorSchema,
  goneSchema,
} from '@phd/contracts/public-schemas';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly, DETAIL_CACHE } from './cache-headers.ts';
import { opportunityIdParams } from './params.ts';

export interface OpportunityRouteOptions {
  catalogue: Catalogue;
  views: ViewBuffer;
}

const TOP = 12;
const tags = ['Opportunities'];

function requireId(param: string): string {
  const id = idFromParam(param);
  if (!id) throw notFound('Opportunity not found.');
  return id;
}

export const opportunityRoutes: FastifyPluginAsyncZod<OpportunityRouteOptions> = async (app, { catalogue, views }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  app.get(
    '/api/opportunities',
    {
      schema: {
        tags,
        summary: 'The listing: filters, sort and a page',
        querystring: listingQuery,
        response: publicResponses(listingPageSchema),
      },
    },
    async (request) => catalogue.list(request.query),
  );

  app.get(
    '/api/opportunities/most-viewed',
    {
      schema: {
        tags,
        summary: 'The most viewed open opportunities',
        querystring: sizeQuery(TOP),
        response: publicResponses(opportunityListSchema),
      },
    },
    async (request) => ({
      data: await catalogue.mostViewed(request.query.limit),
    }),
  );

  app.get(
    '/api/opportunities/related/:id',
    {
      schema: {
        tags,
        summary: 'Open opportunities like this one, best first',
        params: opportunityIdParams,
        querystring: sizeQuery(TOP),
        response: publicResponses(opportunityListSchema),
      },
    },
    async (request) => ({ data: await catalogue.related(requireId(request.params.id), request.query.limit) }),
  );

  app.get(
    '/api/opportunities/:id',
    {
      schema: {
        tags,
        summary:
          'One opportunity (counts a view); closed ones too, marked status "closed"; 410 when deleted, or ' +
          'when it closed by itself 30 days after its deadline (error "expired", with the position)',
        params: opportunityIdParams,
        response: { ...publicResponses(opportunityDetailSchema), 404: errorSchema, 410: goneSchema },
      },
    },
    async (request, reply) => {
      const opportunity = await catalogue.detail(requireId(request.params.id));
      reply.header('cache-control', DETAIL_CACHE);
      // Expired: gone for applications and for crawlers, but named, so its page can say so kindly.
      if (isExpired(opportunity)) return reply.code(410).send(presentExpired(opportunity));
      views.record(visitorId(request.ip, request.headers['user-agent']), opportunity.id);
      return opportunity;
    },
  );
};
