// The specs' `test`: Playwright's, plus helpers every screen's spec uses: a screenshot kept for the
// last run, the axe check (no serious or critical violations) and a guard that the crash screen
// never shows. By default the translation widget's URL fails like it does offline; a spec that
// needs the widget serves the fake one (fake-translate-widget.ts) with page.route first.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Dialog, type Page } from '@playwright/test';
import { FAKE_TRANSLATE_WIDGET_URL, SCREENSHOT_DIR } from './constants.ts';

export interface ScreenHelpers {
  /** Saves a full-page screenshot as <SCREENSHOT_DIR>/<project>/<name>.png. */
  screenshot(name: string): Promise<void>;
  /** Fails on any serious or critical axe violation on the current page. */
  expectAccessible(): Promise<void>;
}

const widgetHost = new URL(FAKE_TRANSLATE_WIDGET_URL).host;

export const test = base.extend<{ shots: ScreenHelpers; offlineWidget: void }>({
  offlineWidget: [
    async ({ page }, use) => {
      await page.route(`**://${widgetHost}/**`, (route) => route.abort('internetdisconnected'));
      await use();
    },
    { auto: true },
  ],
  shots: async ({ page }, use, testInfo) => {
    await use({
      async screenshot(name) {
        await page.screenshot({ path: join(SCREENSHOT_DIR, testInfo.project.name, `${name}.png`), fullPage: true });
      },
      async expectAccessible() {
        // Legacy mode runs axe in the page itself, without the blank page the newer mode opens to merge
        // frame results: our pages have no iframes, and it saves about a second a check.
        const results = await new AxeBuilder({ page })
          .setLegacyMode(true)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
          [],
        );
      },
    });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  },
});

export { expect };

/**
 * Tag of tests whose behaviour does not depend on the screen width (server answers, timings, texts):
 * the mobile project skips them (playwright.config.ts) so the browser suite stays within CI's time.
 */
export const ANY_WIDTH = { tag: '@any-width' } as const;

/** True on the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Runs `action` and returns the messages of the alerts it opened, each dismissed as it opens. A
 * listener answers them: awaiting `waitForEvent('dialog')` after a click can deadlock, as the click
 * waits for the page while the page waits for the alert.
 */
export async function alertsDuring(page: Page, action: () => Promise<void>, count = 1): Promise<string[]> {
  const messages: string[] = [];
  const answer = (dialog: Dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', answer);
  try {
    await action();
    await expect.poll(() => messages.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  } finally {
    page.off('dialog', answer);
  }
  return messages;
}
