// A stand-in for the page-translation widget (Google's translate element) for the language specs,
// served at FAKE_TRANSLATE_WIDGET_URL with page.route. Like the real one it defines
// google.translate.TranslateElement, calls the global named by the URL's `cb` parameter once loaded,
// renders a <select class="goog-te-combo"> into the element it is given, and translates the page
// from the googtrans cookie on load and on a change of that select. Its "translation" marks the
// page: <html lang="<code>" data-fake-translated="<code>">.
import type { Page, Route } from '@playwright/test';
import { FAKE_TRANSLATE_WIDGET_URL } from './constants.ts';

export interface FakeWidgetOptions {
  /** A widget that loads and calls back but never renders its language select (every change fails). */
  withoutSelect?: boolean;
}

/** The script's source (browser JavaScript, kept as text: this file is compiled without DOM types). */
export function fakeTranslateWidgetScript({ withoutSelect = false }: FakeWidgetOptions = {}): string {
  return `(function () {
  var script = document.currentScript;
  var callback = script ? new URL(script.src).searchParams.get('cb') : null;
  window.__fakeTranslateLoads = (window.__fakeTranslateLoads || 0) + 1;
  function translate(code) {
    if (!code || code === 'en') return;
    document.documentElement.lang = code;
    document.documentElement.setAttribute('data-fake-translated', code);
    document.cookie = 'googtrans=/en/' + code + '; path=/';
  }
  function TranslateElement(options, elementId) {
    var host = document.getElementById(elementId);
    if (!host) throw new Error('no element ' + elementId);
    if (${withoutSelect}) return;
    var select = document.createElement('select');
    select.className = 'goog-te-combo';
    var codes = [''].concat(String(options.includedLanguages || '').split(',').filter(Boolean));
    codes.forEach(function (code) {
      var option = document.createElement('option');
      option.value = code;
      option.textContent = code || 'Select Language';
      select.appendChild(option);
    });
    select.addEventListener('change', function () { translate(select.value); });
    host.appendChild(select);
    var saved = /(?:^|;\\s*)googtrans=\\/en\\/([^;]+)/.exec(document.cookie);
    if (saved) translate(decodeURIComponent(saved[1]));
  }
  TranslateElement.InlineLayout = { SIMPLE: 0, HORIZONTAL: 1, VERTICAL: 2 };
  window.google = window.google || {};
  window.google.translate = { TranslateElement: TranslateElement };
  if (callback && typeof window[callback] === 'function') window[callback]();
})();`;
}

/** Serves the fake widget at the URL the app is configured with (registered after the offline default, so it wins). */
export async function serveFakeTranslateWidget(page: Page, options: FakeWidgetOptions = {}): Promise<void> {
  const host = new URL(FAKE_TRANSLATE_WIDGET_URL).host;
  await page.route(`**://${host}/**`, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeTranslateWidgetScript(options) }),
  );
}
