// A university site's careers form prefills from the candidate's PhD Finder profile (issue 32, part 1):
// its page, on `<slug>.<main host>`, reads the candidate's own profile from the main origin with the
// session cookie (host-only and SameSite=Lax on the main host; a tenant host is the same site, so a
// credentialed fetch carries it). CORS allows exactly that and nothing more:
// - only the reads the form needs (PROFILE_READS: the account for its e-mail, the profile, the CVs and
//   a CV's file), GET and HEAD (and their preflight); every write and every other route gets nothing,
//   so the CSRF rules stay the only door for writes;
// - only for an Origin that is a tenant host of this deployment: PUBLIC_URL's scheme and port, and a
//   host `<slug>.<main host>` by the one host rule (contracts/src/tenant-site.ts). The rule alone would
//   call evil.example.com a tenant (it reads hosts DNS already sent here); an Origin is anyone's text.
// The answer names that origin (never `*`, never an arbitrary one), allows credentials and varies on Origin.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUser } from '@phd/contracts/endpoints/candidate-account';
import { downloadCv, getProfile, listCvs } from '@phd/contracts/endpoints/candidate-profile';
import { hostOfUrl, siteOfHost, type SiteOptions } from '@phd/contracts/tenant-site';

export interface ProfileCorsOptions {
  /** PUBLIC_URL: its host is the main host, its scheme and port those of every tenant host. */
  publicUrl: string;
  /** Outside production `<slug>.localhost` is a tenant host too (as in plugins/tenant.ts). */
  production: boolean;
}

/** The route paths (Fastify's syntax) a tenant page may read with the candidate's cookie. */
export const PROFILE_READS: readonly string[] = [currentUser.path, getProfile.path, listCvs.path, downloadCv.path];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A route path as a pattern for a request's path (the preflight reaches the plugin's `*` route). */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
const READ_PATTERNS = PROFILE_READS.map(pathPattern);

/** Whether an Origin header is a tenant host of this deployment (see the top of the file). */
export function isTenantOrigin(origin: string | undefined, publicUrl: string, options: SiteOptions): boolean {
  if (!origin) return false;
  let from: URL;
  let main: URL;
  try {
    from = new URL(origin);
    main = new URL(publicUrl);
  } catch {
    return false; // "null" (a sandboxed page, a file) and malformed values
  }
  if (from.origin !== origin.toLowerCase().replace(/\/$/, '') || from.protocol !== main.protocol) return false;
  if (from.port !== main.port) return false;
  const mainHost = hostOfUrl(publicUrl);
  const site = siteOfHost(from.hostname, mainHost, options);
  return site.kind === 'tenant' && from.hostname === `${site.slug}.${mainHost}`;
}

/** A read of the profile, or the browser's preflight asking whether it may make one. */
function isProfileRead(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!READ_PATTERNS.some((pattern) => pattern.test(path))) return false;
  if (request.method !== 'OPTIONS') return READ_METHODS.has(request.method);
  const asked = request.headers['access-control-request-method'];
  return typeof asked === 'string' && READ_METHODS.has(asked.toUpperCase());
}

export const profileCorsPlugin = fp(
  async function profileCors(app: FastifyInstance, options: ProfileCorsOptions) {
    const siteOptions: SiteOptions = { localhostTenants: !options.production };
    // Every other route opts out (registered after this plugin, as app.ts orders it): no CORS headers
    // and no `Vary: Origin` on answers that never vary by it, such as the cached public reads.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const read = PROFILE_READS.includes(route.url) && methods.every((m) => READ_METHODS.has(m));
      const preflight = route.url === '*' && methods.includes('OPTIONS');
      // `cors: false` is @fastify/cors's per-route opt-out (its types do not declare it on the config).
      if (!read && !preflight) route.config = Object.assign({}, route.config, { cors: false });
    });
    await app.register(cors, {
      hideOptionsRoute: true,
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const allowed = isProfileRead(request) && isTenantOrigin(origin, options.publicUrl, siteOptions);
        const answer: FastifyCorsOptions = allowed
          ? { origin, credentials: true, methods: [...READ_METHODS], allowedHeaders: ['accept'], maxAge: 600 }
          : { origin: false };
        callback(null, answer);
      },
    });
  },
  { name: 'profile-cors' },
);
