// The OpenAPI 3.1 description of the public read API, generated from the routes' own zod schemas
// (fastify-type-provider-zod's transforms): GET /api/openapi.json, and a browsable Swagger UI at
// /api/docs. A route is in the document when it declares tags (hideUntagged), so the admin, recruiter,
// tenant and internal routes stay out unless someone means them to be in; gateway/test/openapi.test.ts
// fails when a GET route under /api that anyone may call is missing.
// Registered before the routes: @fastify/swagger learns them from the onRoute hook.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiDocument } from '@phd/contracts/endpoints/catalogue';
import { serve } from '../plugins/contract-routes.ts';
import { SECURITY_SCHEMES } from './security.ts';

export const OPENAPI_PATH = openApiDocument.path;
export const DOCS_PATH = '/api/docs';

/**
 * The Swagger UI page's own policy, on its routes only (the site keeps its stricter one): its bundle
 * and styles come from the gateway, it reads the document from the gateway, nothing inline runs.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

const TAGS = [
  { name: 'Public', description: 'What anyone may read or send without signing in.' },
  {
    name: 'Candidate',
    description: 'A signed-in candidate’s account: saved opportunities, preferences, alerts, applications.',
  },
  {
    name: 'Recruiter',
    description: 'A recruiter’s account on the main site: positions, their applications, the logo.',
  },
  {
    name: 'University site',
    description: 'A university’s own site (applicant tracking): positions, applicants, staff and settings.',
  },
  { name: 'Admin', description: 'The site’s administration: content, moderation, recruiters, tenants, queues.' },
  { name: 'Public · Opportunities', description: 'The public catalogue: listing, detail, related, most viewed.' },
  { name: 'Public · Counts', description: 'Open opportunities counted per country, discipline and university.' },
  {
    name: 'Public · Filter options',
    description: 'The listing filters’ values with their counts under the other filters.',
  },
  { name: 'Feeds', description: 'RSS 2.0, Atom and JSON Feed 1.1 of the newest opportunities of any listing.' },
  { name: 'Public · Images', description: 'University logos and country flags.' },
  { name: 'Public · Reference', description: 'Small reference lists and settings.' },
];

/**
 * The zod transform's component schemas, without the `$id` and `$schema` that zod's JSON Schema
 * output gives each one: under OpenAPI 3.1 an `$id` is the base that the schema's own `$ref`s
 * resolve against, so "#/components/schemas/X" inside it pointed into the schema itself and Swagger
 * UI answered "Resolver error". OpenAPI 3.1's default dialect is JSON Schema 2020-12 already.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $id: _id, $schema: _schema, ...rest } = schema as Record<string, unknown>;
    schemas[name] = rest;
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

export interface OpenApiOptions {
  publicUrl: string;
}

export const openApiPlugin = fp(
  async function openApi(app: FastifyInstance, { publicUrl }: OpenApiOptions) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'PhD Finder public API',
          version: '1.0.0',
          description:
            'Read-only access to the PhD openings on PhD Finder. No key is needed; answers may be cached as their Cache-Control says. ' +
            'Filters (category, country, university, discipline, department) take a plain value or JSON {"in":["value", ...]}; ' +
            'created_at[gt] and created_at[lt] take unix seconds. Errors answer { error, message } with a sentence naming the problem.',
        },
        servers: [{ url: publicUrl.replace(/\/+$/, '') }],
        tags: TAGS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      hideUntagged: true,
      transform: jsonSchemaTransform,
      transformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: DOCS_CSP,
      // The whole API is long: the areas open collapsed, a click shows one area's operations.
      uiConfig: { deepLinking: true, validatorUrl: null, docExpansion: 'none' },
    });
    serve(app, openApiDocument, async ({ reply }) => {
      // Readable by API tools on other sites too (the document is public and read-only).
      reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
      return app.swagger() as Record<string, unknown>;
    });
  },
  { name: 'openapi' },
);
