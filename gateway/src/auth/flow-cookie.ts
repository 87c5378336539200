// The state of one sign-in between leaving for the provider and coming back: state, nonce and PKCE
// verifier, where to return, and which redirect URI was used. It lives in the browser, in an httpOnly,
// SameSite=Lax cookie scoped to the callback path, signed (HMAC-SHA-256 under a key derived from
// APP_SECRET) so it cannot be forged or edited, and valid for ten minutes. The values are the browser's
// own secrets, so they need not be hidden from it; what matters is that nobody else can plant them.
import { z } from 'zod';
import { openJson, signJson } from './signed-json.ts';

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

// The purpose string predates signed-json.ts: kept, so flows begun before a deploy still finish.
const PURPOSE = 'oidc-flow-cookie';

export const sealFlow = (appSecret: string, flow: SignInFlow): string => signJson(appSecret, PURPOSE, flow);

/** The flow in a cookie value, or null when it is missing, forged, malformed or expired. */
export const openFlow = (appSecret: string, value: string | undefined, now = Date.now()): SignInFlow | null =>
  openJson(appSecret, PURPOSE, flowSchema, value, now);
