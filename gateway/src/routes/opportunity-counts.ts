// Per-country, per-discipline and per-university counts of the public catalogue, and the listing of
// one country (spec section 7). Counts respect the other active filters.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Catalogue } from '../discovery/catalogue.ts';
import { filtersQuery, listingQuery } from '../query/listing-query.ts';
import {
  countryCountsSchema,
  countryUniversitiesSchema,
  disciplineCountsSchema,
  listingPageSchema,
  publicResponses,
  universityCountsSchema,
} from '@phd/contracts/public-schemas';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';
import { nameParam } from './params.ts';

const tags = ['Counts'];
const counts = (summary: string, response: z.ZodType) => ({
  schema: { tags, summary, querystring: filtersQuery, response: publicResponses(response) },
});

export const opportunityCountRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  app.get(
    '/api/opportunities/countries/counts',
    counts('Open opportunities per country', countryCountsSchema),
    async (request) => {
      const counts = await catalogue.counts('country', request.query);
      return counts.map((c) => ({ Country: c.value, Count: c.count }));
    },
  );

  app.get(
    '/api/opportunities/discipline/counts',
    counts('Open opportunities per discipline', disciplineCountsSchema),
    async (request) => {
      const counts = await catalogue.counts('discipline', request.query);
      return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
    },
  );

  app.get(
    '/api/opportunities/universities/counts',
    counts('Open opportunities per university, with its country', universityCountsSchema),
    async (request) => {
      const pairs = await catalogue.universitiesByCountry(request.query);
      return pairs.map((p) => ({ university: p.university, country: p.country, Count: p.count }));
    },
  );

  app.get(
    '/api/opportunities/countries/universities',
    counts('Universities with open opportunities, with their country', countryUniversitiesSchema),
    async (request) => {
      const pairs = await catalogue.universitiesByCountry(request.query);
      return pairs.map((p) => ({ country: p.country, university: p.university }));
    },
  );

  app.get(
    '/api/opportunities/countries/:id',
    {
      schema: {
        tags: ['Opportunities'],
        summary: 'The listing of one country (hyphens for spaces)',
        params: z.object({ id: nameParam }),
        querystring: listingQuery,
        response: publicResponses(listingPageSchema),
      },
    },
    async (request) => catalogue.listInCountry(request.params.id, request.query),
  );
};
