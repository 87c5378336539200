// The filter option lists (spec section 7): countries, universities and disciplines with their counts
// under the listing's other active filters (a field's own filter never hides its other values), served
// from their contracts (@phd/contracts/endpoints/catalogue). Query strings are read with the gateway's
// own parser, so a 400 names the parameter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOptions, disciplineOptions, universityOptions } from '@phd/contracts/endpoints/catalogue';
import type { Catalogue } from '../discovery/catalogue.ts';
import { serve } from '../plugins/contract-routes.ts';
import { checkInput } from '../query/check-input.ts';
import { filtersQuery } from '../query/listing-query.ts';
import { allowAnyOrigin } from './public-cors.ts';
import { cacheListsBriefly } from './cache-headers.ts';

export const optionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  cacheListsBriefly(app);
  allowAnyOrigin(app);
  const filters = (query: unknown) => checkInput(filtersQuery, query, 'querystring');

  serve(app, countryOptions, async ({ request }) => {
    const counts = await catalogue.counts('country', filters(request.query));
    return counts.map((c) => ({ country: c.value, Count: c.count }));
  });

  serve(app, universityOptions, async ({ request }) => {
    const counts = await catalogue.counts('university', filters(request.query));
    return counts.map((c) => ({ university: c.value, Count: c.count }));
  });

  serve(app, disciplineOptions, async ({ request }) => {
    const counts = await catalogue.counts('discipline', filters(request.query));
    return counts.map((c) => ({ ai_department: c.value, Count: c.count }));
  });
};
