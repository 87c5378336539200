// The filter option lists (spec section 7): countries, universities and disciplines with their counts
// under the listing's other active filters (a field's own filter never hides its other values), served
// from their contracts (@phd/contracts/endpoints/catalogue). Query strings are parsed by the contracts'
// rules and worded as the catalogue's (query/check-input.ts), so a 400 names the parameter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOptions, disciplineOptions, universityOptions } from '@phd/contracts/endpoints/catalogue';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { CATALOGUE_INPUT } from '../query/check-input.ts';
import { toFilters } from '../query/listing-query.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';

export const optionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);

  serve(
    app,
    countryOptions,
    async ({ query }) => {
      const counts = await catalogue.counts('country', toFilters(query));
      return counts.map((c) => ({ country: c.value, Count: c.count }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    universityOptions,
    async ({ query }) => {
      const counts = await catalogue.counts('university', toFilters(query));
      return counts.map((c) => ({ university: c.value, Count: c.count }));
    },
    CATALOGUE_INPUT,
  );

  serve(
    app,
    disciplineOptions,
    async ({ query }) => {
      const counts = await catalogue.counts('discipline', toFilters(query));
      return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
    },
    CATALOGUE_INPUT,
  );
};
