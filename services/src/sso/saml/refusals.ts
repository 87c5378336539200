// node-saml says why it refused an answer in English sentences of its own; these are the ones that
// mean something to the person at the login page, each turned into the matching SsoRefusal.
import { SamlStatusError } from '@node-saml/node-saml';
import { SsoRefusal, type SsoRefusalCode } from '../refusal.ts';

const BY_MESSAGE: [RegExp, SsoRefusalCode][] = [
  [/InResponseTo/i, 'unsolicited'],
  // node-saml checks a subject confirmation's time window only, and says so in these words.
  [/not yet valid|expired|No valid subject confirmation/i, 'expired'],
  [/audience/i, 'wrong_audience'],
  [/issuer/i, 'wrong_issuer'],
  [/signature|signed/i, 'bad_signature'],
];

export function refusalFor(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SamlStatusError) {
    // The IdP answered but did not sign anyone in: the person stopped, or was not let in.
    return new SsoRefusal(/AuthnFailed|RequestDenied|NoPassive/.test(message) ? 'cancelled' : 'failed', message);
  }
  const code = BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1] ?? 'invalid_response';
  return new SsoRefusal(code, message);
}
