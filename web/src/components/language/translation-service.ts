// The language switcher's state, shared by every switcher on the page (header and mobile menu) and
// kept outside React so the widget loads once (spec sections 4 and 9, "Language change"):
// - the widget loads 6 s after the window's load event (or at once when a language is picked first);
// - a change applies the language through the widget, stores it (selectedLanguage and the widget's
//   cookie) and reloads; English clears the cookies and reloads the original page;
// - one change at a time; a failed change shows its message for 5 s and resets to English; five
//   failed changes, or a widget that never loads, lock the switcher until it is reset.
// Nothing here throws: the page keeps working whatever the widget does.
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages.ts';
import { clearTranslationCookies, readTranslationCookie, setTranslationCookie } from './translation-cookies.ts';
import {
  FAILURE_MESSAGE_MS,
  LANGUAGE_STORAGE_KEY,
  MAX_CHANGE_FAILURES,
  TRANSLATION_MESSAGES,
  WIDGET_LOAD_DELAY_MS,
} from './translation-limits.ts';
import { applyWithWidget, loadTranslateWidget } from './widget-loader.ts';

export interface TranslationState {
  /** The language the switcher shows. */
  language: string;
  /** A change is running; the switcher is disabled meanwhile. */
  changing: boolean;
  /** Failed changes since the last reset. */
  failures: number;
  /** The transient failure message. */
  message: string | null;
  /** Locked into "Translation service unavailable" until reset. */
  unavailable: boolean;
  /** Why it is unavailable (a spec section 8 message). */
  reason: string | null;
}

type WidgetStatus = 'idle' | 'loading' | 'ready' | 'failed';

let widgetUrl: string | null = null;
let widgetStatus: WidgetStatus = 'idle';
let widgetLoad: Promise<void> | null = null;
let started = false;
let messageTimer = 0;
const listeners = new Set<() => void>();

function storedLanguage(): string {
  try {
    const code = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(code: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage may be disabled (private mode); the widget's cookie still carries the choice.
  }
}

let state: TranslationState = {
  language: storedLanguage(),
  changing: false,
  failures: 0,
  message: null,
  unavailable: false,
  reason: null,
};

function update(patch: Partial<TranslationState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeTranslation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTranslationState(): TranslationState {
  return state;
}

function reload(): void {
  window.location.reload();
}

/** The widget, loaded once; a failed load stays failed (and locks the switcher) until a reset. */
function ensureWidget(): Promise<void> {
  if (!widgetUrl) return Promise.reject(new Error(TRANSLATION_MESSAGES.apiNotLoaded));
  if (widgetLoad && widgetStatus !== 'failed') return widgetLoad;
  if (widgetStatus === 'failed') return Promise.reject(new Error(TRANSLATION_MESSAGES.exhausted));
  widgetStatus = 'loading';
  widgetLoad = loadTranslateWidget(widgetUrl).then(
    () => {
      widgetStatus = 'ready';
    },
    (error: Error) => {
      widgetStatus = 'failed';
      console.error('Translation widget unavailable:', error.message, error.cause);
      update({ unavailable: true, reason: error.message, changing: false, language: storedLanguage() });
      throw error;
    },
  );
  return widgetLoad;
}

/**
 * Starts loading the widget 6 s after the page has loaded. Called once the server has said where the
 * widget lives; later calls do nothing.
 */
export function startTranslationWidget(url: string): void {
  if (started) return;
  started = true;
  widgetUrl = url;
  // The widget translates from its cookie: keep the cookie in step with the stored choice (a session
  // cookie may be gone while localStorage remembers).
  if (state.language !== DEFAULT_LANGUAGE && !readTranslationCookie()) setTranslationCookie(state.language);
  const schedule = () => window.setTimeout(() => void ensureWidget().catch(() => undefined), WIDGET_LOAD_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** The server could not say where the widget lives: the switcher cannot work. */
export function translationConfigFailed(): void {
  if (started) return;
  started = true;
  widgetStatus = 'failed';
  update({ unavailable: true, reason: TRANSLATION_MESSAGES.apiNotLoaded });
}

function showFailure(error: unknown): void {
  console.error('Language change failed:', error instanceof Error ? error.message : error);
  const failures = state.failures + 1;
  storeLanguage(DEFAULT_LANGUAGE);
  clearTranslationCookies();
  window.clearTimeout(messageTimer);
  messageTimer = window.setTimeout(() => update({ message: null }), FAILURE_MESSAGE_MS);
  update({
    changing: false,
    language: DEFAULT_LANGUAGE,
    failures,
    message: TRANSLATION_MESSAGES.changeFailed,
    ...(failures >= MAX_CHANGE_FAILURES ? { unavailable: true, reason: TRANSLATION_MESSAGES.unavailable } : {}),
  });
}

export async function changeLanguage(code: string): Promise<void> {
  if (state.changing || state.unavailable || code === state.language || !isLanguageCode(code)) return;
  update({ changing: true, message: null, language: code });
  if (code === DEFAULT_LANGUAGE) {
    clearTranslationCookies();
    storeLanguage(DEFAULT_LANGUAGE);
    reload();
    return;
  }
  try {
    await ensureWidget();
    await applyWithWidget(code);
    storeLanguage(code);
    setTranslationCookie(code);
    reload();
  } catch (error) {
    // A widget that never loaded has already locked the switcher; anything else is one failed change.
    if (state.unavailable) return;
    showFailure(error);
  }
}

/** The reset button: back to English, failures forgotten; the next change tries the widget afresh. */
export function resetTranslation(): void {
  window.clearTimeout(messageTimer);
  if (widgetStatus === 'failed' && widgetUrl) {
    widgetStatus = 'idle';
    widgetLoad = null;
  }
  storeLanguage(DEFAULT_LANGUAGE);
  clearTranslationCookies();
  update({ language: DEFAULT_LANGUAGE, changing: false, failures: 0, message: null, unavailable: false, reason: null });
}
