// Per-country, per-discipline and per-university counts of the public catalogue, and the listing of
// one country (spec section 7). Counts respect the other active filters.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../discovery/catalogue.ts';
import { filtersQuery, listingQuery } from '../query/listing-query.ts';
import { cacheListsBriefly } from './cache-headers.ts';
import { nameParam } from './params.ts';

export const opportunityCountRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);

  app.get('/api/opportunities/countries/counts', { schema: { querystring: filtersQuery } }, async (request) => {
    const counts = await catalogue.counts('country', request.query);
    return counts.map((c) => ({ Country: c.value, Count: c.count }));
  });

  app.get('/api/opportunities/discipline/counts', { schema: { querystring: filtersQuery } }, async (request) => {
    const counts = await catalogue.counts('discipline', request.query);
    return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
  });

  app.get('/api/opportunities/universities/counts', { schema: { querystring: filtersQuery } }, async (request) => {
    const pairs = await catalogue.universitiesByCountry(request.query);
    return pairs.map((p) => ({ university: p.university, country: p.country, Count: p.count }));
  });

  app.get('/api/opportunities/countries/universities', { schema: { querystring: filtersQuery } }, async (request) => {
    const pairs = await catalogue.universitiesByCountry(request.query);
    return pairs.map((p) => ({ country: p.country, university: p.university }));
  });

  app.get(
    '/api/opportunities/countries/:id',
    { schema: { params: z.object({ id: nameParam }), querystring: listingQuery } },
    async (request) => catalogue.listInCountry(request.params.id, request.query),
  );
};
