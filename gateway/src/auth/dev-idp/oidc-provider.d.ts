// oidc-provider ships no types (they live in @types/oidc-provider, not installed). These cover only
// what the local development identity provider uses; see node_modules/oidc-provider/lib.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): UnknownObject | Promise<UnknownObject>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OIDCContext {
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    route?: string;
    provider: Provider;
  }

  /** The Koa context oidc-provider hands to configuration functions and middleware. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    path: string;
    method: string;
    type: string;
    body: unknown;
    status: number;
    response: { get(field: string): string | string[] | undefined };
    set(field: string, value: string | string[]): void;
    remove(field: string): void;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject;
  }

  export type InteractionResults =
    { login: { accountId: string; remember?: boolean; ts?: number } } | { error: string; error_description?: string };

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: UnknownObject[] };
    cookies?: {
      keys?: (string | Buffer)[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean } & UnknownObject>;
    pkce?: { required: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => void | Promise<void>;
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Trust X-Forwarded-* headers (Koa's `proxy`). */
    proxy: boolean;
    Grant: new (properties: { clientId: string; accountId: string }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export default Provider;
}
