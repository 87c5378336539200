// Security headers for every response. The CSP allows only our own scripts plus the page-translation
// widget behind the language switcher: its script's origin (TRANSLATE_WIDGET_URL, so tests can serve a
// fake one) and the Google hosts the real widget pulls its code, styles, icons and translations from.
// Inline styles are allowed because React and the widget set style attributes.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  production: boolean;
  /** The translation widget's script URL; its origin may serve scripts. */
  translateWidgetUrl?: string;
  /** PUBLIC_URL: a university site's page reads the candidate's profile from it (plugins/profile-cors.ts). */
  publicUrl?: string;
}

const TRANSLATE_HOSTS = ['https://translate.googleapis.com', 'https://translate.google.com', 'https://www.gstatic.com'];
const TRANSLATE_IMAGE_HOSTS = [...TRANSLATE_HOSTS, 'https://www.google.com'];

/** The origin of a URL (the widget's script, PUBLIC_URL), or none when it is missing or not http(s). */
function httpOrigin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}

/** CSP source lists without repeats (the widget may live on one of the Google hosts). */
const sources = (...lists: string[][]) => [...new Set(lists.flat())];

export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const widget = httpOrigin(options.translateWidgetUrl);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': sources(["'self'"], widget, TRANSLATE_HOSTS),
          'img-src': sources(["'self'", 'data:', 'blob:'], TRANSLATE_IMAGE_HOSTS),
          'style-src': sources(["'self'", "'unsafe-inline'"], TRANSLATE_HOSTS),
          'connect-src': sources(["'self'"], httpOrigin(options.publicUrl), TRANSLATE_HOSTS),
          // The review screen previews a resume PDF it fetched with the staff token, from a blob: URL.
          'frame-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': options.production ? [] : null,
        },
      },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
