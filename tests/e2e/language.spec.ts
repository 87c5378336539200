// The language switcher (spec section 4, "Language change"; section 8, "Translation"; section 9): the
// widget loads 6 s after page load with up to 5 retries 1.5^n s apart, a 10 s script time-out and a
// 3 s initialisation guard; offline it ends as "Translation service unavailable" and the page keeps
// working; a change applies the language through the widget, stores it and reloads; English clears
// the cookie and restores the page; a failed change shows its message for 5 s and resets to English;
// five failures lock the switcher until reset. page.clock stands in for the long waits.
import type { Locator, Page } from '@playwright/test';
import { FAKE_TRANSLATE_WIDGET_URL } from './support/constants.ts';
import { serveFakeTranslateWidget } from './support/fake-translate-widget.ts';
import { ANY_WIDTH, expect, isMobile, test } from './support/fixtures.ts';

const WIDGET_ORIGIN = new URL(FAKE_TRANSLATE_WIDGET_URL).origin;
const FAILED = 'Failed to change language. Please try again.';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

/** The switcher: in the header bar on a desktop, in the opened menu's language section at 375 px. */
async function languageSelect(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  if (!isMobile(page)) return header.getByRole('combobox', { name: 'Language' });
  const toggle = header.getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('region', { name: 'Language' })
    .getByRole('combobox', { name: 'Language' });
}

/**
 * Opens a page with a fake clock, paused, so only page.clock moves the page's time (a busy machine
 * would otherwise let real time run on between steps); waits until the server has said where the
 * widget lives.
 */
async function open(page: Page, path: string) {
  const start = Date.UTC(2026, 10, 22, 9, 0, 0);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  const config = page.waitForResponse('**/api/site-config');
  await page.goto(path);
  expect(await (await config).json()).toEqual({ translateWidgetUrl: FAKE_TRANSLATE_WIDGET_URL });
}

const fakeLoads = (page: Page) => page.evaluate<number>('window.__fakeTranslateLoads ?? 0');
const storedLanguage = (page: Page) => page.evaluate<string | null>("localStorage.getItem('selectedLanguage')");

async function translationCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'googtrans')?.value;
}

/**
 * Records, in the page's (fake) time, when the load event fired, when each attempt to load the widget
 * began (its <script> joining the document) and when each script loaded or failed.
 */
const ATTEMPT_RECORDER = `
  window.__widget = { attempts: [], loaded: [], failed: [] };
  addEventListener('load', () => { window.__loadedAt = Date.now(); });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName === 'SCRIPT' && String(node.src).startsWith(${JSON.stringify(WIDGET_ORIGIN)})) {
          window.__widget.attempts.push(Date.now());
          node.addEventListener('load', () => window.__widget.loaded.push(Date.now()));
          node.addEventListener('error', () => window.__widget.failed.push(Date.now()));
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface WidgetTimes {
  attempts: number[];
  loaded: number[];
  failed: number[];
}

const widgetTimes = (page: Page) => page.evaluate<WidgetTimes>('window.__widget');
const attempts = async (page: Page) => (await widgetTimes(page)).attempts;
const loadedAt = (page: Page) => page.evaluate<number>('window.__loadedAt');

/**
 * Timers fire at their exact due time, so a delay measured from the event that started it is exact;
 * the first attempt is measured from the load event, before which the server's answer came in.
 */
const TIMER_SLACK_MS = 5;
const FIRST_ATTEMPT_SLACK_MS = 400;

/** Advances the page's clock in small steps (network events land between them) until `done`. */
async function runUntil(page: Page, done: () => Promise<boolean>, maxMs = 60_000) {
  for (let elapsed = 0; elapsed < maxMs && !(await done()); elapsed += 200) await page.clock.runFor(200);
}

const resetButton = (page: Page) =>
  isMobile(page)
    ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Reset' })
    : page.getByRole('banner').getByRole('button', { name: 'Reset' });

/**
 * Loads the (fake) widget: the 6 s after page load. The page's clock moves in small steps, so a timer
 * the app schedules a little after the load event (a busy machine) still comes due.
 */
async function loadWidget(page: Page) {
  await page.clock.runFor(6_000);
  await runUntil(page, async () => (await fakeLoads(page)) >= 1, 10_000);
  await expect.poll(() => fakeLoads(page)).toBe(1);
}

test.describe('language switcher', () => {
  // Half a minute of the page's time in small steps, each a round trip to the browser.
  test.describe.configure({ timeout: 90_000 });

  test(
    'offline: 6 s after load, then 5 retries 1.5^n s apart, then "Translation service unavailable"; the page keeps working',
    ANY_WIDTH,
    async ({ page, shots }) => {
      await page.addInitScript(ATTEMPT_RECORDER);
      await open(page, '/about');
      const select = await languageSelect(page);
      await expect(select).toHaveValue('en');
      // "Roughly 100 languages" (spec section 1).
      expect(await select.locator('option').count()).toBeGreaterThanOrEqual(100);
      for (const code of ['en', 'de', 'fr', 'es', 'zh-CN', 'zh-TW', 'ar', 'hi']) {
        await expect(select.locator(`option[value="${code}"]`)).toHaveCount(1);
      }

      await page.clock.runFor(5_000);
      expect(await attempts(page)).toEqual([]);
      await runUntil(page, async () => (await attempts(page)).length === 6);
      const times = await attempts(page);
      expect(times).toHaveLength(6);
      expect(times[0]! - (await loadedAt(page))).toBeGreaterThanOrEqual(6_000);
      expect(times[0]! - (await loadedAt(page))).toBeLessThan(6_000 + FIRST_ATTEMPT_SLACK_MS);
      // Retry n starts 1.5^n seconds after attempt n failed: 1.5, 2.25, 3.375, 5.06, 7.59. The last
      // attempt's failure arrives from the network after it started: waited for, not assumed.
      await expect.poll(async () => (await widgetTimes(page)).failed.length).toBe(6);
      const { failed } = await widgetTimes(page);
      for (let retry = 1; retry <= 5; retry++) {
        const delay = times[retry]! - failed[retry - 1]!;
        expect(Math.abs(delay - 1.5 ** retry * 1_000)).toBeLessThanOrEqual(TIMER_SLACK_MS);
      }

      await expect(select).toBeDisabled();
      await expect(select).toContainText('Translation service unavailable');
      await expect(select).toHaveAccessibleDescription('Translation service not available after multiple attempts');
      await page.clock.runFor(60_000);
      expect(await attempts(page)).toHaveLength(6);
      // Let time flow again: axe itself relies on timers.
      await page.clock.resume();
      await shots.screenshot('language-unavailable');
      await shots.expectAccessible();

      // Nothing else is affected (at 375 px close the menu first: it dims the page below).
      if (isMobile(page)) await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

      // The reset button (at 375 px the navigation closed the menu: open it again).
      await expect(await languageSelect(page)).toBeDisabled();
      await resetButton(page).click();
      const again = await languageSelect(page);
      await expect(again).toBeEnabled();
      await expect(again).toHaveValue('en');
    },
  );

  test(
    'a script that hangs times out after 10 s; one that never calls back fails the 3 s initialisation guard',
    ANY_WIDTH,
    async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('Translation widget attempt')) {
          warnings.push(message.text());
        }
      });
      let served = 0;
      await page.route(`${WIDGET_ORIGIN}/**`, (route) => {
        served += 1;
        // The first request never answers; later ones load a script that never calls back.
        if (served === 1) return;
        return route.fulfill({ contentType: 'text/javascript', body: 'window.__silentWidget = true;' });
      });
      await page.addInitScript(ATTEMPT_RECORDER);
      await open(page, '/about');

      await runUntil(page, async () => (await attempts(page)).length === 3);
      const { attempts: started, loaded } = await widgetTimes(page);
      const [first, second, third] = started;
      // The first script never answers: 10 s time-out, then the 1.5 s before retry 1.
      expect(Math.abs(second! - first! - 11_500)).toBeLessThanOrEqual(TIMER_SLACK_MS);
      // The second loads but never calls back: the 3 s guard from its load, then the 2.25 s before retry 2.
      expect(loaded.length).toBeGreaterThanOrEqual(1);
      expect(Math.abs(third! - loaded[0]! - 5_250)).toBeLessThanOrEqual(TIMER_SLACK_MS);
      expect(await page.evaluate('window.__silentWidget')).toBe(true);
      expect(warnings).toEqual([
        'Translation widget attempt 1 failed: Google Translate script load timed out',
        'Translation widget attempt 2 failed: Google Translate API not loaded',
      ]);
    },
  );

  test('choosing a language applies it through the widget, stores it and reloads; English restores the page', async ({
    page,
    shots,
  }) => {
    await serveFakeTranslateWidget(page);
    await open(page, '/about');
    await loadWidget(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-fake-translated');

    const reloaded = page.waitForEvent('load');
    await (await languageSelect(page)).selectOption('de');
    await reloaded;
    await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toBeVisible();
    expect(await storedLanguage(page)).toBe('de');
    expect(await translationCookie(page)).toBe('/en/de');
    await expect(await languageSelect(page)).toHaveValue('de');

    // After the reload the widget comes back 6 s later and translates from its cookie.
    await loadWidget(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-fake-translated', 'de');
    await shots.screenshot('language-german');

    const restored = page.waitForEvent('load');
    await (await languageSelect(page)).selectOption('en');
    await restored;
    await expect(page.getByRole('heading', { name: 'About PhD Finder' })).toBeVisible();
    expect(await translationCookie(page)).toBeUndefined();
    expect(await storedLanguage(page)).toBe('en');
    await expect(await languageSelect(page)).toHaveValue('en');
    await loadWidget(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('data-fake-translated');
  });

  test('a failed change shows its message for 5 s and resets to English; five failures lock the switcher until reset', async ({
    page,
    shots,
  }) => {
    await serveFakeTranslateWidget(page, { withoutSelect: true });
    await open(page, '/about');
    await loadWidget(page);
    const alert = page.getByRole('alert').filter({ hasText: FAILED });

    for (let failure = 1; failure <= 5; failure++) {
      const select = await languageSelect(page);
      await select.selectOption('fr');
      // One change at a time: the switcher is disabled while the widget's select is looked for.
      await expect(select).toBeDisabled();
      await page.clock.runFor(3_000);
      await expect(alert).toBeVisible();
      expect(await storedLanguage(page)).toBe('en');
      if (failure === 5) break;
      await expect(select).toBeEnabled();
      await expect(select).toHaveValue('en');
      // Shown for 5 s from the failure, which came 2.7 s into the 3 s above.
      await page.clock.runFor(4_000);
      await expect(alert).toBeVisible();
      await page.clock.runFor(1_500);
      await expect(alert).toBeHidden();
    }

    const locked = await languageSelect(page);
    await expect(locked).toBeDisabled();
    await expect(locked).toContainText('Translation service unavailable');
    // Let time flow again: axe itself relies on timers.
    await page.clock.resume();
    await shots.screenshot('language-locked');
    await shots.expectAccessible();
    expect(await translationCookie(page)).toBeUndefined();

    await resetButton(page).click();
    const unlocked = await languageSelect(page);
    await expect(unlocked).toBeEnabled();
    await expect(unlocked).toHaveValue('en');
    await expect(alert).toBeHidden();
  });
});
