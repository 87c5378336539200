// A real SAML 2.0 identity provider (samlify in its IdP role, signing with xml-crypto) for tests and for
// development: it checks the site's signed AuthnRequest against the SP metadata it trusts, lets a
// person be picked, and answers with a signed assertion by HTTP-POST; it also does single logout both
// ways. Mountable as a plain node (req, res) handler under any path prefix.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inflateRawSync } from 'node:zlib';
import * as xmllint from '@authenio/samlify-node-xmllint';
import * as samlify from 'samlify';
import samlifyDefault from 'samlify';
import { createSpCredentials } from '../credentials.ts';
import { descendants, NS, parseXml } from '../xml.ts';
import { autoPostPage, messagePage, pickerPage } from './pages.ts';
import { attributesOf, DEMO_SAML_PEOPLE, type SamlPerson } from './people.ts';

// samlify checks every message it reads against the SAML schemas (xmllint compiled to WebAssembly).
samlify.setSchemaValidator(xmllint);

// SamlLib is only on the CommonJS module's default export (no named export Node can see).
const { SamlLib } = samlifyDefault as unknown as typeof samlify & { SamlLib: typeof samlify.SamlLib };
const BINDING = samlify.Constants.namespace.binding;
const NAME_ID_PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const PENDING_TTL_MS = 10 * 60_000;

export interface SamlIdpOptions {
  /** The absolute URL the handler is reached at, e.g. http://localhost:3000/dev/saml-idp. */
  baseUrl: string;
  people?: readonly SamlPerson[];
  /** The IdP's own key pair; a fresh one when absent. */
  credentials?: { certificate: string; privateKey: string };
  /** Defaults to `${baseUrl}/metadata`. Two IdPs with one entity ID and different keys make a forger. */
  entityId?: string;
  /** How long an assertion is valid (NotOnOrAfter), in seconds. */
  lifetimeSeconds?: number;
  /** SP metadata for an entity ID not trusted with trust(); null: unknown. Default: fetch the entity ID as a URL. */
  resolveServiceProvider?: (entityId: string) => Promise<string | null>;
}

export interface SignedAnswer {
  acsUrl: string;
  SAMLResponse: string;
  RelayState?: string;
}

type Sp = ReturnType<typeof samlify.ServiceProvider>;

interface Pending {
  sp: Sp;
  requestId: string;
  relayState?: string;
  expires: number;
}

export interface SamlIdp {
  readonly entityId: string;
  readonly certificate: string;
  readonly metadata: string;
  readonly people: readonly SamlPerson[];
  /** Trusts a service provider from its metadata XML. */
  trust(spMetadataXml: string): void;
  /** The node handler for every path under baseUrl's path. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** An IdP-initiated answer nobody asked for (sites must refuse it). */
  unsolicitedAnswer(spEntityId: string, nameId: string): Promise<SignedAnswer>;
  /** IdP-initiated single logout: the URL the browser is sent to at the site. */
  logoutRequestUrl(
    spEntityId: string,
    session: { nameId: string; sessionIndex?: string },
    relayState?: string,
  ): Promise<string>;
}

export async function fetchMetadataAtEntityId(entityId: string): Promise<string | null> {
  if (!/^https?:\/\//.test(entityId)) return null;
  const answer = await fetch(entityId, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return answer?.ok ? answer.text() : null;
}

export function createSamlIdp(options: SamlIdpOptions): SamlIdp {
  const base = options.baseUrl.replace(/\/+$/, '');
  const prefix = new URL(base).pathname.replace(/\/+$/, '');
  const people = options.people ?? DEMO_SAML_PEOPLE;
  const { certificate, privateKey } = options.credentials ?? createSpCredentials('Development SAML IdP');
  const entityId = options.entityId ?? `${base}/metadata`;
  const lifetimeMs = (options.lifetimeSeconds ?? 300) * 1000;
  const resolve = options.resolveServiceProvider ?? fetchMetadataAtEntityId;
  const trusted = new Map<string, Sp>();
  const pending = new Map<string, Pending>();
  const sessions = new Map<string, string>(); // sessionIndex → nameId, for single logout

  const idp = samlify.IdentityProvider({
    entityID: entityId,
    signingCert: certificate,
    privateKey,
    wantAuthnRequestsSigned: true,
    wantLogoutRequestSigned: true,
    wantLogoutResponseSigned: true,
    requestSignatureAlgorithm: samlify.Constants.algorithms.signature.RSA_SHA256,
    nameIDFormat: [NAME_ID_PERSISTENT],
    singleSignOnService: [{ Binding: BINDING.redirect, Location: `${base}/sso` }],
    singleLogoutService: [{ Binding: BINDING.redirect, Location: `${base}/slo` }],
  });
  const metadata = idp.getMetadata();

  const trust = (xml: string): Sp => {
    // Sites check the signature of every logout message they get; sign them all.
    const sp = samlify.ServiceProvider({
      metadata: xml,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
    });
    trusted.set(sp.entityMeta.getEntityID(), sp);
    return sp;
  };

  async function serviceProvider(issuer: string): Promise<Sp | null> {
    const known = trusted.get(issuer);
    if (known) return known;
    const xml = await resolve(issuer);
    return xml ? trust(xml) : null;
  }

  /** The signed Response for `person`, built from samlify's template with every value escaped by samlify. */
  async function answer(
    sp: Sp,
    person: SamlPerson,
    inResponseTo: string | null,
    relayState?: string,
  ): Promise<SignedAnswer> {
    const acsUrl = sp.entityMeta.getAssertionConsumerService('post') as string;
    const sessionIndex = `_${randomBytes(16).toString('hex')}`;
    sessions.set(sessionIndex, person.nameId);
    const result = await idp.createLoginResponse(
      sp,
      inResponseTo ? { extract: { request: { id: inResponseTo } } } : ({} as never),
      'post',
      { email: person.email },
      {
        relayState,
        customTagReplacement: (template: string) => {
          const id = `_${randomUUID()}`;
          const now = new Date();
          const until = new Date(now.getTime() + lifetimeMs).toISOString();
          const values: Record<string, string | undefined> = {
            ID: id,
            AssertionID: `_${randomUUID()}`,
            Destination: acsUrl,
            Audience: sp.entityMeta.getEntityID(),
            SubjectRecipient: acsUrl,
            Issuer: entityId,
            IssueInstant: now.toISOString(),
            StatusCode: samlify.Constants.StatusCode.Success,
            ConditionsNotBefore: now.toISOString(),
            ConditionsNotOnOrAfter: until,
            SubjectConfirmationDataNotOnOrAfter: until,
            NameIDFormat: NAME_ID_PERSISTENT,
            NameID: person.nameId,
            InResponseTo: inResponseTo ?? undefined,
            SessionIndex: sessionIndex,
          };
          // The statements' shape is fixed here; every value goes through samlify's escaping below.
          const attributes = attributesOf(person)
            .map(([name, friendly, list], i) => {
              list.forEach((value, j) => (values[`Attr${i}x${j}`] = value));
              const valueXml = list
                .map((_, j) => `<saml:AttributeValue xsi:type="xs:string">{Attr${i}x${j}}</saml:AttributeValue>`)
                .join('');
              return `<saml:Attribute Name="${name}" FriendlyName="${friendly}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${valueXml}</saml:Attribute>`;
            })
            .join('');
          const shaped = template
            .replace(
              '{AuthnStatement}',
              '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>',
            )
            .replace('{AttributeStatement}', `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>`);
          return { id, context: SamlLib.replaceTagsByValue(shaped, values) };
        },
      },
    );
    return { acsUrl, SAMLResponse: result.context, ...(relayState ? { RelayState: relayState } : {}) };
  }

  async function signInRequest(url: URL, rawQuery: string, res: ServerResponse): Promise<void> {
    const issuer = issuerOf(url.searchParams.get('SAMLRequest'));
    const sp = issuer ? await serviceProvider(issuer) : null;
    if (!sp)
      return send(
        res,
        400,
        messagePage('Unknown site', 'This identity provider does not know the site that sent you.'),
      );
    const parsed = await idp
      .parseLoginRequest(sp, 'redirect', {
        query: Object.fromEntries(url.searchParams),
        octetString: octetString(rawQuery, 'SAMLRequest'),
      })
      .catch(() => null);
    const requestId = (parsed?.extract as { request?: { id?: string } } | undefined)?.request?.id;
    if (!requestId)
      return send(
        res,
        400,
        messagePage('Refused', 'The sign-in request was not signed by the site, or could not be read.'),
      );
    const key = randomBytes(16).toString('hex');
    const now = Date.now();
    for (const [k, p] of pending) if (p.expires < now) pending.delete(k);
    pending.set(key, {
      sp,
      requestId,
      relayState: url.searchParams.get('RelayState') ?? undefined,
      expires: now + PENDING_TTL_MS,
    });
    send(res, 200, pickerPage(`${prefix}/sso/choose`, key, issuer!, people));
  }

  async function choose(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const waiting = pending.get(form.get('pending') ?? '');
    const person = people.find((p) => p.nameId === form.get('person'));
    if (!waiting || waiting.expires < Date.now() || !person) {
      return send(
        res,
        400,
        messagePage('Start again', 'This sign-in has expired or was already used. Start again from the site.'),
      );
    }
    pending.delete(form.get('pending')!);
    const signed = await answer(waiting.sp, person, waiting.requestId, waiting.relayState);
    const fields: Record<string, string> = { SAMLResponse: signed.SAMLResponse };
    if (signed.RelayState) fields.RelayState = signed.RelayState;
    send(res, 200, autoPostPage(signed.acsUrl, fields));
  }

  async function logout(url: URL, rawQuery: string, res: ServerResponse): Promise<void> {
    const isRequest = url.searchParams.has('SAMLRequest');
    const issuer = issuerOf(url.searchParams.get(isRequest ? 'SAMLRequest' : 'SAMLResponse'));
    const sp = issuer ? await serviceProvider(issuer) : null;
    if (!sp)
      return send(
        res,
        400,
        messagePage('Unknown site', 'This identity provider does not know the site that sent you.'),
      );
    const query = {
      query: Object.fromEntries(url.searchParams),
      octetString: octetString(rawQuery, isRequest ? 'SAMLRequest' : 'SAMLResponse'),
    };
    if (isRequest) {
      const parsed = await idp.parseLogoutRequest(sp, 'redirect', query).catch(() => null);
      if (!parsed) return send(res, 400, messagePage('Refused', 'The logout request was not signed by the site.'));
      const sessionIndex = (parsed.extract as { sessionIndex?: string }).sessionIndex;
      if (sessionIndex) sessions.delete(sessionIndex);
      const response = idp.createLogoutResponse(sp, { extract: parsed.extract }, 'redirect', {
        relayState: url.searchParams.get('RelayState') ?? undefined,
      });
      res.writeHead(302, { location: response.context }).end();
      return;
    }
    const parsed = await idp.parseLogoutResponse(sp, 'redirect', query).catch(() => null);
    if (!parsed) return send(res, 400, messagePage('Refused', 'The logout answer was not signed by the site.'));
    send(res, 200, messagePage('Signed out', 'The site confirmed that you are signed out.'));
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const rawUrl = req.url ?? '/';
    const url = new URL(rawUrl, base);
    const rawQuery = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
    const route = `${req.method} ${path}`;
    const work =
      route === 'GET /metadata'
        ? Promise.resolve(send(res, 200, metadata, 'application/samlmetadata+xml'))
        : route === 'GET /sso'
          ? signInRequest(url, rawQuery, res)
          : route === 'POST /sso/choose'
            ? choose(req, res)
            : route === 'GET /slo'
              ? logout(url, rawQuery, res)
              : route === 'GET /'
                ? Promise.resolve(send(res, 200, messagePage('Development SAML IdP', `Metadata: ${base}/metadata`)))
                : Promise.resolve(send(res, 404, messagePage('Not found', 'Nothing here.')));
    work.catch(() => {
      if (!res.headersSent) send(res, 500, messagePage('Error', 'The development IdP failed on this request.'));
    });
  }

  return {
    entityId,
    certificate,
    metadata,
    people,
    trust: (xml) => void trust(xml),
    handle,
    async unsolicitedAnswer(spEntityId, nameId) {
      const sp = await serviceProvider(spEntityId);
      const person = people.find((p) => p.nameId === nameId);
      if (!sp || !person) throw new Error(`Unknown SP ${spEntityId} or person ${nameId}`);
      return answer(sp, person, null);
    },
    async logoutRequestUrl(spEntityId, session, relayState) {
      const sp = await serviceProvider(spEntityId);
      if (!sp) throw new Error(`Unknown SP ${spEntityId}`);
      return idp.createLogoutRequest(
        sp,
        'redirect',
        { logoutNameID: session.nameId, sessionIndex: session.sessionIndex },
        { relayState },
      ).context;
    },
  };
}

/** The issuer of a redirect-bound message (deflated, base64), to find which SP's metadata checks it. */
function issuerOf(encoded: string | null): string | null {
  if (!encoded || encoded.length > 64 * 1024) return null;
  try {
    const xml = inflateRawSync(Buffer.from(encoded, 'base64'), { maxOutputLength: 256 * 1024 }).toString('utf8');
    const root = parseXml(xml)?.documentElement as unknown as Element | undefined;
    return root ? (descendants(root, NS.saml, 'Issuer')[0]?.textContent?.trim() ?? null) : null;
  } catch {
    return null;
  }
}

/** The signed part of a redirect query, byte for byte as the sender encoded it (saml-bindings §3.4.4.1). */
function octetString(rawQuery: string, kind: 'SAMLRequest' | 'SAMLResponse'): string {
  const parts = rawQuery.split('&');
  const pick = (name: string) => parts.find((p) => p.startsWith(`${name}=`));
  return [pick(kind), pick('RelayState'), pick('SigAlg')].filter(Boolean).join('&');
}

function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 64 * 1024) throw new Error('body too large');
  }
  return body;
}
