// The cookie-consent cookie (spec sections 2 and 9): set when the visitor acknowledges the notice,
// kept 365 days, readable by the app (not HttpOnly) because only the app uses it.

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 365;

export function hasConsent(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

export function storeConsent(): void {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=accepted; max-age=${maxAge}; path=/; SameSite=Lax${secure}`;
}
