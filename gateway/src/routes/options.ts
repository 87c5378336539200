// The filter option lists (spec section 7): countries, universities and disciplines with their counts
// under the listing's other active filters (a field's own filter never hides its other values).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Catalogue } from '../discovery/catalogue.ts';
import { filtersQuery } from '../query/listing-query.ts';
import {
  countryOptionsSchema,
  disciplineCountsSchema,
  publicResponses,
  universityOptionsSchema,
} from '@phd/contracts/public-schemas';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';

const option = (summary: string, response: z.ZodType) => ({
  schema: { tags: ['Filter options'], summary, querystring: filtersQuery, response: publicResponses(response) },
});

export const optionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  app.get(
    '/api/countries',
    option('Countries with their counts under the other filters', countryOptionsSchema),
    async (request) => {
      const counts = await catalogue.counts('country', request.query);
      return counts.map((c) => ({ country: c.value, Count: c.count }));
    },
  );

  app.get(
    '/api/universities',
    option('Universities with their counts under the other filters', universityOptionsSchema),
    async (request) => {
      const counts = await catalogue.counts('university', request.query);
      return counts.map((c) => ({ university: c.value, Count: c.count }));
    },
  );

  app.get(
    '/api/disciplines',
    option('Disciplines with their counts under the other filters', disciplineCountsSchema),
    async (request) => {
      const counts = await catalogue.counts('discipline', request.query);
      return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
    },
  );
};
