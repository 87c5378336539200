// The public catalogue (spec section 7, "Opportunities, public"): the listing, the detail, related and
// most viewed, the counts and the filter options, images, and the small reference reads. Anyone may
// call them; they are cacheable (each route sets its own Cache-Control, ETag and CORS headers).
// Their query strings and path parameters are parsed by the rules in contracts/src/input/listing-query.ts;
// the gateway words a 400 naming the parameter (gateway/src/query/check-input.ts).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import {
  countryParams,
  eligibleQueryParams,
  filterQueryParams,
  imageParams,
  listingQueryParams,
  opportunityIdParams,
  sizeQueryParams,
} from '../input/listing-query.ts';
import { analyticsEventInput, pageViewInput } from '../input/analytics.ts';
import {
  countryCountsSchema,
  countryOptionsSchema,
  countryUniversitiesSchema,
  dialCodesSchema,
  disciplineCountsSchema,
  errorSchema,
  goneSchema,
  listingPageSchema,
  opportunityDetailSchema,
  opportunityListSchema,
  siteConfigSchema,
  universityCountsSchema,
  universityOptionsSchema,
} from '../public-schemas.ts';

/** Related and most viewed: a dozen unless asked otherwise. */
export const SHORT_LIST_SIZE = 12;

const OPPORTUNITIES = '/api/opportunities';
const opportunityId = opportunityIdParams;

/** The error answers every catalogue read may give. */
const catalogueErrors = {
  400: errorSchema.describe('A parameter is malformed; the message names it'),
  503: errorSchema.describe('The catalogue is unavailable for a moment (Retry-After)'),
};

const catalogue = { audience: 'anyone', area: 'Public', cacheable: true, others: catalogueErrors } as const;
const opportunities = { ...catalogue, topic: 'Opportunities' } as const;
const counts = { ...catalogue, topic: 'Counts', query: filterQueryParams } as const;
const options = { ...catalogue, topic: 'Filter options', query: filterQueryParams } as const;
const reference = { ...catalogue, topic: 'Reference' } as const;

export const listOpportunities = contract({
  ...opportunities,
  method: 'GET',
  path: OPPORTUNITIES,
  summary: 'The listing: filters, sort and a page',
  query: listingQueryParams,
  responses: { 200: listingPageSchema },
});

export const mostViewedOpportunities = contract({
  ...opportunities,
  method: 'GET',
  path: `${OPPORTUNITIES}/most-viewed`,
  summary: 'The most viewed open opportunities',
  query: sizeQueryParams(SHORT_LIST_SIZE),
  responses: { 200: opportunityListSchema },
});

export const relatedOpportunities = contract({
  ...opportunities,
  method: 'GET',
  path: `${OPPORTUNITIES}/related/:id`,
  summary: 'Open opportunities like this one, best first',
  params: opportunityId,
  query: sizeQueryParams(SHORT_LIST_SIZE),
  responses: { 200: opportunityListSchema },
});

/** One opportunity; a view is counted. */
export const opportunityDetail = contract({
  ...opportunities,
  method: 'GET',
  path: `${OPPORTUNITIES}/:id`,
  summary:
    'One opportunity (counts a view); closed ones too, marked status "closed"; 410 when deleted, or ' +
    'when it closed by itself 30 days after its deadline (error "expired", with the position). With ' +
    'eligible, whether that candidate may apply, and why',
  params: opportunityId,
  query: eligibleQueryParams,
  responses: { 200: opportunityDetailSchema },
  others: {
    ...catalogueErrors,
    404: errorSchema.describe('No opportunity has this id'),
    410: goneSchema,
  },
});

export const countryListing = contract({
  ...opportunities,
  method: 'GET',
  path: `${OPPORTUNITIES}/countries/:id`,
  summary: 'The listing of one country (hyphens for spaces)',
  params: countryParams,
  query: listingQueryParams,
  responses: { 200: listingPageSchema },
});

export const countryCounts = contract({
  ...counts,
  method: 'GET',
  path: `${OPPORTUNITIES}/countries/counts`,
  summary: 'Open opportunities per country',
  responses: { 200: countryCountsSchema },
});

export const disciplineCounts = contract({
  ...counts,
  method: 'GET',
  path: `${OPPORTUNITIES}/discipline/counts`,
  summary: 'Open opportunities per discipline',
  responses: { 200: disciplineCountsSchema },
});

export const universityCounts = contract({
  ...counts,
  method: 'GET',
  path: `${OPPORTUNITIES}/universities/counts`,
  summary: 'Open opportunities per university, with its country',
  responses: { 200: universityCountsSchema },
});

export const countryUniversities = contract({
  ...counts,
  method: 'GET',
  path: `${OPPORTUNITIES}/countries/universities`,
  summary: 'Universities with open opportunities, with their country',
  responses: { 200: countryUniversitiesSchema },
});

export const countryOptions = contract({
  ...options,
  method: 'GET',
  path: '/api/countries',
  summary: 'Countries with their counts under the other filters',
  responses: { 200: countryOptionsSchema },
});

export const universityOptions = contract({
  ...options,
  method: 'GET',
  path: '/api/universities',
  summary: 'Universities with their counts under the other filters',
  responses: { 200: universityOptionsSchema },
});

export const disciplineOptions = contract({
  ...options,
  method: 'GET',
  path: '/api/disciplines',
  summary: 'Disciplines with their counts under the other filters',
  responses: { 200: disciplineCountsSchema },
});

export const image = contract({
  ...catalogue,
  topic: 'Images',
  method: 'GET',
  path: '/api/images/:kind/:name',
  summary: 'A university logo or a country flag (kind: university or country; name .png)',
  params: imageParams,
  produces: 'image/*',
  responses: { 200: z.string().describe('The image (PNG or SVG), with an ETag; 304 when If-None-Match matches') },
});

export const dialCodes = contract({
  ...reference,
  method: 'GET',
  path: '/api/countries/dial-codes',
  summary: 'Countries with their dial codes',
  responses: { 200: dialCodesSchema },
});

export const siteConfig = contract({
  ...reference,
  method: 'GET',
  path: '/api/site-config',
  summary: 'Deployment settings the web app reads',
  responses: { 200: siteConfigSchema },
});

export const openApiDocument = contract({
  ...reference,
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This document: the API in OpenAPI 3.1',
  responses: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI 3.1 document') },
});

const accepted = z.object({}).describe('Accepted: counted in a batch later');

export const recordPageView = contract({
  audience: 'anyone',
  area: 'Public',
  method: 'POST',
  path: '/api/analytics/page-view',
  summary: 'Count a page view of the web app (the path, without query or fragment)',
  body: pageViewInput,
  responses: { 202: accepted },
});

export const recordEvent = contract({
  audience: 'anyone',
  area: 'Public',
  method: 'POST',
  path: '/api/analytics/event',
  summary: 'Count a named event of the web app (save, apply_click...) with its label',
  body: analyticsEventInput,
  responses: { 202: accepted },
});
