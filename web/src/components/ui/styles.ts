// Shared class lists, so every control has the same visible focus ring and contrast-safe colours
// (white on brand-700 and brand-600 on white both pass WCAG AA).

export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 focus:outline-none';

export const PRIMARY_BUTTON = `inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING}`;

export const SECONDARY_BUTTON = `inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`;

export const TEXT_LINK = `font-medium text-brand-600 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
