// The review screen's keyboard (issue 14: a panel screens 200 applicants in one sitting): j or ↓ for
// the next applicant, k or ↑ for the previous, 1 to 7 for the stages in pipeline order. Never while the
// person types (a field, a list box, an editable region), with a modifier (the browser's own shortcuts)
// or when a dialog is open (its buttons own the keys then).
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';

export type ReviewKeyAction = { kind: 'next' } | { kind: 'previous' } | { kind: 'status'; stage: ApplicantStatus };

const TYPING_ROLES = new Set(['textbox', 'combobox', 'listbox', 'searchbox', 'spinbutton', 'slider']);

/** Whether keys pressed at `target` belong to the person typing there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return TYPING_ROLES.has(element.getAttribute('role') ?? '');
}

/**
 * Classes of what only a keyboard user needs (the keys' legend, the shortcut on each stage): shown from
 * tablet width with a fine pointer (a mouse or trackpad, so likely a keyboard too), never on phones.
 */
export const KEYBOARD_HINT = 'hidden md:pointer-fine:block';
export const KEYBOARD_HINT_INLINE = 'hidden md:pointer-fine:inline';

/** The key of the status shortcut for a stage ("1" for the first). */
export const stageKey = (stage: ApplicantStatus) => String(APPLICANT_STATUSES.indexOf(stage) + 1);

export function reviewKeyAction(event: KeyboardEvent): ReviewKeyAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (typeof document !== 'undefined' && document.querySelector('dialog[open]')) return null;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'next' };
    case 'k':
    case 'ArrowUp':
      return { kind: 'previous' };
  }
  const index = /^[1-7]$/.test(event.key) ? Number(event.key) - 1 : -1;
  return index >= 0 ? { kind: 'status', stage: APPLICANT_STATUSES[index]! } : null;
}
