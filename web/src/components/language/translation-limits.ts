// Spec section 9, "Translation", and the error texts of section 8, word for word.

/** The widget's script is requested this long after the window's load event. */
export const WIDGET_LOAD_DELAY_MS = 6_000;
/** Attempts after the first one. */
export const WIDGET_MAX_RETRIES = 5;
/** A script that has neither loaded nor failed after this long counts as failed. */
export const WIDGET_SCRIPT_TIMEOUT_MS = 10_000;
/** After the script loads, the widget must call back (and be constructible) within this time. */
export const WIDGET_INIT_GUARD_MS = 3_000;
/** Looks for the widget's language <select> at most this many times before a change gives up. */
export const WIDGET_MAX_DETECTION_CHECKS = 10;
export const WIDGET_DETECTION_INTERVAL_MS = 300;
/** How long "Failed to change language. Please try again." stays. */
export const FAILURE_MESSAGE_MS = 5_000;
/** Failed changes before the switcher locks into "Translation service unavailable". */
export const MAX_CHANGE_FAILURES = 5;

/** Delay before retry n (1-based): 1.5^n seconds, at most 10 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(1.5 ** retry * 1_000, 10_000);
}

export const TRANSLATION_MESSAGES = {
  unavailable: 'Translation service unavailable',
  exhausted: 'Translation service not available after multiple attempts',
  apiNotLoaded: 'Google Translate API not loaded',
  scriptFailed: 'Failed to load Google Translate script',
  scriptTimeout: 'Google Translate script load timed out',
  changeFailed: 'Failed to change language. Please try again.',
} as const;

/** localStorage key of the chosen language (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';
