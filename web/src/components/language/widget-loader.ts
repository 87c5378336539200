// Loads the third-party page-translation widget (Google's "translate element" or anything with its
// interface): a script whose URL names, in its `cb` parameter, the global function it calls once it
// is ready; that function creates a TranslateElement, which renders a hidden <select
// class="goog-te-combo"> the switcher drives. Every failure is an Error with a spec message.
import { LANGUAGES, DEFAULT_LANGUAGE } from './languages.ts';
import {
  TRANSLATION_MESSAGES,
  WIDGET_DETECTION_INTERVAL_MS,
  WIDGET_INIT_GUARD_MS,
  WIDGET_MAX_DETECTION_CHECKS,
  WIDGET_MAX_RETRIES,
  WIDGET_SCRIPT_TIMEOUT_MS,
  retryDelayMs,
} from './translation-limits.ts';
import './translate-widget.css';

interface TranslateElementConstructor {
  new (
    options: { pageLanguage: string; includedLanguages?: string; autoDisplay?: boolean },
    elementId: string,
  ): unknown;
}

declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
  }
}

const DEFAULT_CALLBACK = 'googleTranslateElementInit';
export const WIDGET_CONTAINER_ID = 'google_translate_element';
const COMBO_SELECTOR = 'select.goog-te-combo';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The global callback the script calls when ready, from the URL's `cb` parameter. */
export function callbackName(url: string): string {
  try {
    const name = new URL(url, window.location.href).searchParams.get('cb');
    return name && /^[A-Za-z_$][\w$]*$/.test(name) ? name : DEFAULT_CALLBACK;
  } catch {
    return DEFAULT_CALLBACK;
  }
}

/** The widget renders into a hidden element of its own, outside React's tree. */
function container(): HTMLElement {
  let element = document.getElementById(WIDGET_CONTAINER_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = WIDGET_CONTAINER_ID;
    element.hidden = true;
    document.body.append(element);
  }
  return element;
}

function createTranslateElement(): void {
  const TranslateElement = window.google?.translate?.TranslateElement;
  if (typeof TranslateElement !== 'function') throw new Error(TRANSLATION_MESSAGES.apiNotLoaded);
  container().replaceChildren();
  new TranslateElement(
    {
      pageLanguage: DEFAULT_LANGUAGE,
      includedLanguages: LANGUAGES.map((language) => language.code).join(','),
      autoDisplay: false,
    },
    WIDGET_CONTAINER_ID,
  );
}

/** One attempt: the script must load within 10 s, then call back within the 3 s initialisation guard. */
function loadOnce(url: string): Promise<void> {
  const callback = callbackName(url);
  const globals = window as unknown as Record<string, unknown>;
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    let timer = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    globals[callback] = () => {
      try {
        createTranslateElement();
        settle();
      } catch (error) {
        settle(error instanceof Error ? error : new Error(TRANSLATION_MESSAGES.apiNotLoaded));
      }
    };
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (settled) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => settle(new Error(TRANSLATION_MESSAGES.apiNotLoaded)), WIDGET_INIT_GUARD_MS);
    };
    script.onerror = () => settle(new Error(TRANSLATION_MESSAGES.scriptFailed));
    timer = window.setTimeout(() => settle(new Error(TRANSLATION_MESSAGES.scriptTimeout)), WIDGET_SCRIPT_TIMEOUT_MS);
    document.head.append(script);
  });
}

/**
 * A retry's URL differs from the first one, so the browser makes a new request instead of waiting on
 * a stalled earlier one for the same URL.
 */
function retryUrl(url: string, attempt: number): string {
  try {
    const parsed = new URL(url, window.location.href);
    parsed.searchParams.set('retry', String(attempt));
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * Loads the widget, retrying up to 5 times with a delay of 1.5^n s (at most 10 s); rejects with
 * "Translation service not available after multiple attempts" (the last reason as its cause).
 */
export async function loadTranslateWidget(url: string): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= WIDGET_MAX_RETRIES; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs(attempt));
    try {
      await loadOnce(attempt === 0 ? url : retryUrl(url, attempt));
      return;
    } catch (error) {
      lastError = error;
      console.warn(`Translation widget attempt ${attempt + 1} failed:`, (error as Error).message);
    }
  }
  throw new Error(TRANSLATION_MESSAGES.exhausted, { cause: lastError });
}

/** The widget's language <select>, looked for at most 10 times (it appears a moment after creation). */
export async function findLanguageSelect(): Promise<HTMLSelectElement> {
  for (let check = 1; check <= WIDGET_MAX_DETECTION_CHECKS; check++) {
    const select = document.querySelector<HTMLSelectElement>(COMBO_SELECTOR);
    if (select) return select;
    if (check < WIDGET_MAX_DETECTION_CHECKS) await sleep(WIDGET_DETECTION_INTERVAL_MS);
  }
  throw new Error(TRANSLATION_MESSAGES.unavailable);
}

/** Switches the page's language the way a person would with the widget's own <select>. */
export async function applyWithWidget(code: string): Promise<void> {
  const select = await findLanguageSelect();
  if (![...select.options].some((option) => option.value === code)) throw new Error(TRANSLATION_MESSAGES.unavailable);
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
