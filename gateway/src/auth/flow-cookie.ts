// The state of one sign-in between leaving for the provider and coming back: state, nonce and PKCE
// verifier, where to return, and which redirect URI was used. It lives in the browser, in an httpOnly,
// SameSite=Lax cookie scoped to the callback path, signed (HMAC-SHA-256 under a key derived from
// APP_SECRET) so it cannot be forged or edited, and valid for ten minutes. The values are the browser's
// own secrets, so they need not be hidden from it; what matters is that nobody else can plant them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const FLOW_COOKIE = 'oidc_flow';
export const FLOW_COOKIE_PATH = '/api/auth/callback';
export const FLOW_TTL_SECONDS = 600;

const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

const flowSchema = z.object({
  provider: z.enum(['google', 'linkedin']),
  state: token,
  nonce: token.optional(),
  verifier: token.optional(),
  returnTo: z.string().startsWith('/').max(2_000),
  redirectUri: z.url().max(500),
  /** Unix seconds after which the flow is over. */
  exp: z.number().int(),
});

export type SignInFlow = z.infer<typeof flowSchema>;

const keyFor = (appSecret: string) => createHmac('sha256', appSecret).update('oidc-flow-cookie').digest();
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function sealFlow(appSecret: string, flow: SignInFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${mac(keyFor(appSecret), payload)}`;
}

/** The flow in a cookie value, or null when it is missing, forged, malformed or expired. */
export function openFlow(appSecret: string, value: string | undefined, now = Date.now()): SignInFlow | null {
  if (!value || value.length > 4_000) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(keyFor(appSecret), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const flow = flowSchema.safeParse(decoded);
  if (!flow.success || flow.data.exp * 1000 <= now) return null;
  return flow.data;
}
