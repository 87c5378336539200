// The filter option lists (spec section 7): countries, universities and disciplines with their counts
// under the listing's other active filters (a field's own filter never hides its other values).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalogue } from '../discovery/catalogue.ts';
import { filtersQuery } from '../query/listing-query.ts';
import { cacheListsBriefly } from './cache-headers.ts';

export const optionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);

  app.get('/api/countries', { schema: { querystring: filtersQuery } }, async (request) => {
    const counts = await catalogue.counts('country', request.query);
    return counts.map((c) => ({ country: c.value, Count: c.count }));
  });

  app.get('/api/universities', { schema: { querystring: filtersQuery } }, async (request) => {
    const counts = await catalogue.counts('university', request.query);
    return counts.map((c) => ({ university: c.value, Count: c.count }));
  });

  app.get('/api/disciplines', { schema: { querystring: filtersQuery } }, async (request) => {
    const counts = await catalogue.counts('discipline', request.query);
    return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
  });
};
