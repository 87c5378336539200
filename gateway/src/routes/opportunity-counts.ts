// Per-country, per-discipline and per-university counts of the public catalogue, and the listing of
// one country (spec section 7), served from their contracts (@phd/contracts/endpoints/catalogue).
// Counts respect the other active filters. Query strings are read with the gateway's own parsers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countryCounts,
  countryListing,
  countryUniversities,
  disciplineCounts,
  universityCounts,
} from '@phd/contracts/endpoints/catalogue';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { checkInput } from '../query/check-input.ts';
import { filtersQuery, listingQuery } from '../query/listing-query.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';
import { nameParam } from './params.ts';

const countryParams = z.object({ id: nameParam });

export const opportunityCountRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);
  const filters = (query: unknown) => checkInput(filtersQuery, query, 'querystring');

  serve(app, countryCounts, async ({ request }) => {
    const counts = await catalogue.counts('country', filters(request.query));
    return counts.map((c) => ({ Country: c.value, Count: c.count }));
  });

  serve(app, disciplineCounts, async ({ request }) => {
    const counts = await catalogue.counts('discipline', filters(request.query));
    return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
  });

  serve(app, universityCounts, async ({ request }) => {
    const pairs = await catalogue.universitiesByCountry(filters(request.query));
    return pairs.map((p) => ({ university: p.university, country: p.country, Count: p.count }));
  });

  serve(app, countryUniversities, async ({ request }) => {
    const pairs = await catalogue.universitiesByCountry(filters(request.query));
    return pairs.map((p) => ({ country: p.country, university: p.university }));
  });

  serve(app, countryListing, async ({ request }) => {
    const { id } = checkInput(countryParams, request.params, 'params');
    return catalogue.listInCountry(id, checkInput(listingQuery, request.query, 'querystring'));
  });
};
