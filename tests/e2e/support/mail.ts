// Reading the local mail catcher (/dev/mail, newest first) the way a person reads their inbox: the
// newest message to an address that carries a link to a given page of the site.
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Polls the catcher until a message to `to` links to `pagePath`, and answers that link's path and query
 * (the token and any parameters after it, such as a university site's `site=`).
 */
export async function linkFromMail(request: APIRequestContext, to: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`${pagePath.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+(?:&(?:amp;)?[\\w-]+=[\\w%-]*)*`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const inbox = await (await request.get('/dev/mail')).text();
        const message = inbox.split('<article class="mail"').find((m) => m.includes(to) && pattern.test(m));
        link = message ? pattern.exec(message)?.[0] : undefined;
        return link;
      },
      { timeout: 20_000, message: `an e-mail to ${to} linking to ${pagePath}` },
    )
    .toBeTruthy();
  return link!.replaceAll('&amp;', '&');
}

/** Text as the catcher's page shows it (HTML-escaped). */
export function asShownInCatcher(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Polls the catcher until a message to `to` has this subject. */
export async function expectMail(request: APIRequestContext, to: string, subject: string): Promise<void> {
  const escaped = asShownInCatcher(subject);
  await expect
    .poll(
      async () => {
        const inbox = await (await request.get('/dev/mail')).text();
        return inbox.split('<article class="mail"').some((m) => m.includes(to) && m.includes(escaped));
      },
      { timeout: 20_000, message: `an e-mail to ${to}: ${subject}` },
    )
    .toBe(true);
}

/**
 * The subjects of the messages addressed to `to` (its To line, not a mere mention) the catcher holds
 * now, newest first, as the catcher shows them (HTML-escaped).
 */
export async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const inbox = await (await request.get('/dev/mail')).text();
  const toLine = /<span[^>]*>To:<\/span> ([^<]*)<\/div>/;
  return inbox
    .split('<article class="mail"')
    .slice(1)
    .filter((m) => (toLine.exec(m)?.[1] ?? '').split(', ').includes(asShownInCatcher(to)))
    .map((m) => /<h2[^>]*>([^<]*)<\/h2>/.exec(m)?.[1] ?? '');
}
