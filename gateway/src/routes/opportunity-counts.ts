// Per-country, per-discipline and per-university counts of the public catalogue, and the listing of
// one country (spec section 7), served from their contracts (@phd/contracts/endpoints/catalogue).
// Counts respect the other active filters. Query strings are parsed by the contracts' rules and
// worded as the catalogue's (query/check-input.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryCounts,
  countryListing,
  countryUniversities,
  disciplineCounts,
  universityCounts,
} from '@phd/contracts/endpoints/catalogue';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { CATALOGUE_INPUT } from '../query/check-input.ts';
import { toFilters, toListing } from '../query/listing-query.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';

export const opportunityCountRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  serve(
    app,
    countryCounts,
    async ({ query }) => {
      const counts = await catalogue.counts('country', toFilters(query));
      return counts.map((c) => ({ Country: c.value, Count: c.count }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    disciplineCounts,
    async ({ query }) => {
      const counts = await catalogue.counts('discipline', toFilters(query));
      return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    universityCounts,
    async ({ query }) => {
      const pairs = await catalogue.universitiesByCountry(toFilters(query));
      return pairs.map((p) => ({ university: p.university, country: p.country, Count: p.count }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    countryUniversities,
    async ({ query }) => {
      const pairs = await catalogue.universitiesByCountry(toFilters(query));
      return pairs.map((p) => ({ country: p.country, university: p.university }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    countryListing,
    async ({ params, query }) => catalogue.listInCountry(params.id, toListing(query)),
    CATALOGUE_INPUT,
  );
};
