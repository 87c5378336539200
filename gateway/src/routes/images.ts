// GET /api/images/{kind}/{name} (spec section 7, "Images"): university logos and country flags, with
// a day of caching and an ETag (a matching If-None-Match gets 304). Unknown kinds are a JSON 404;
// everything else gets an image. Served from its contract (@phd/contracts/endpoints/catalogue); the
// path is parsed by its rules and worded as the catalogue's (query/check-input.ts): a 400 names it.
import type { FastifyPluginAsync } from 'fastify';
import { image as imageContract } from '@phd/contracts/endpoints/catalogue';
import { notFound } from '@phd/services/errors';
import { IMAGE_KINDS, type ImageKind, type ImageSource } from '../images/image-source.ts';
import { serve } from '../plugins/contract-routes.ts';
import { CATALOGUE_INPUT } from '../query/check-input.ts';
import { IMAGE_CACHE } from './cache-headers.ts';
import { etagMatches } from './etag.ts';

// Images are data, never documents: an uploaded SVG opened on its own runs nothing.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const isKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

export const imageRoutes: FastifyPluginAsync<{ images: ImageSource }> = async (app, { images }) => {
  serve(
    app,
    imageContract,
    async ({ params: { kind, name }, request, reply }) => {
      if (!isKind(kind)) throw notFound(`There are no images of kind "${kind}"; use university or country.`);
      const image = await images.find(kind, name);
      reply
        .header('cache-control', IMAGE_CACHE)
        .header('etag', image.etag)
        .header('content-security-policy', IMAGE_CSP);
      if (etagMatches(request.headers['if-none-match'], image.etag)) {
        if (typeof image.body === 'object' && 'destroy' in image.body) image.body.destroy();
        return reply.status(304).send();
      }
      return reply.type(image.contentType).send(image.body);
    },
    CATALOGUE_INPUT,
  );
};
