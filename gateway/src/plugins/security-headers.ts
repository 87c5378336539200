// Security headers for every response. The CSP allows only our own scripts; inline styles are
// allowed because React sets style attributes. Later issues widen it for the translation widget.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: { production: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': options.production ? [] : null,
        },
      },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
