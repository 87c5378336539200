// The language picker (spec section 2, "Layout and header"). A native <select> (keyboard and screen
// reader support for free) over the shared translation state; marked translate="no" so the widget
// never translates the language names themselves.
import { useId } from 'react';
import { LANGUAGES } from './languages.ts';
import { TRANSLATION_MESSAGES } from './translation-limits.ts';
import { changeLanguage, resetTranslation } from './translation-service.ts';
import { useTranslationState } from './useTranslationState.ts';
import { Icon } from '../ui/Icon.tsx';
import { FOCUS_RING } from '../ui/styles.ts';

export interface LanguageSwitcherProps {
  /** "compact" for the header bar (message as a pop-over), "full" for the mobile menu's section. */
  variant?: 'compact' | 'full';
}

export function LanguageSwitcher({ variant = 'compact' }: LanguageSwitcherProps) {
  const state = useTranslationState();
  const id = useId();
  const compact = variant === 'compact';
  const messageClass = compact
    ? 'absolute right-0 top-full z-10 mt-2 w-64 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 shadow-lg'
    : 'mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800';

  if (state.unavailable) {
    return (
      <div className="notranslate relative flex flex-wrap items-center gap-2" translate="no">
        <label htmlFor={id} className="sr-only">
          Language
        </label>
        <select
          id={id}
          disabled
          aria-describedby={`${id}-reason`}
          className={`cursor-not-allowed rounded-lg border border-slate-300 bg-slate-100 px-2 py-1.5 text-slate-700 ${compact ? 'text-xs' : 'min-w-0 flex-1 text-sm'}`}
        >
          <option>{TRANSLATION_MESSAGES.unavailable}</option>
        </select>
        <span id={`${id}-reason`} className={compact ? 'sr-only' : 'order-last w-full text-sm text-slate-600'}>
          {state.reason ?? TRANSLATION_MESSAGES.unavailable}
        </span>
        <button
          type="button"
          onClick={resetTranslation}
          className={`rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
        >
          Reset
        </button>
        {state.message && (
          <p role="alert" className={messageClass}>
            {state.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="notranslate relative flex items-center gap-1.5" translate="no">
      <Icon name="globe" className="h-5 w-5 text-slate-600" />
      <label htmlFor={id} className="sr-only">
        Language
      </label>
      <select
        id={id}
        value={state.language}
        disabled={state.changing}
        aria-busy={state.changing}
        onChange={(event) => void changeLanguage(event.target.value)}
        className={`rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 disabled:opacity-70 ${compact ? 'max-w-36' : 'w-full'} ${FOCUS_RING}`}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {state.message && (
        <p role="alert" className={messageClass}>
          {state.message}
        </p>
      )}
    </div>
  );
}
