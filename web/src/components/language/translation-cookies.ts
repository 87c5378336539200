// The widget's own cookie, googtrans ("/en/<code>"): the widget reads it on load and translates the
// page, so it is what makes a chosen language survive the reload. The widget may set it on the host
// and on the parent domain, so clearing expires it on every domain the host belongs to.

const COOKIE = 'googtrans';
const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

export function readTranslationCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)googtrans=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function setTranslationCookie(code: string): void {
  document.cookie = `${COOKIE}=/en/${code}; path=/; SameSite=Lax`;
}

/** The host, then each parent domain of two or more labels ("a.b.example.org" -> b.example.org, example.org). */
function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname)) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

export function clearTranslationCookies(hostname = window.location.hostname): void {
  document.cookie = `${COOKIE}=; ${EXPIRED}; path=/`;
  for (const domain of cookieDomains(hostname)) {
    document.cookie = `${COOKIE}=; ${EXPIRED}; path=/; domain=${domain}`;
    document.cookie = `${COOKIE}=; ${EXPIRED}; path=/; domain=.${domain}`;
  }
}
