// Smart Picks' pure rules (spec section 2, "Smart Picks"): the sections, the sidebar's name and
// initials, the 10-per-kind preference limit (spec section 5, "Preferences") and the options' order.

export const SECTIONS = [
  { id: 'saved-jobs', label: 'Saved Opportunities' },
  { id: 'recommended-jobs', label: 'Recommended Jobs' },
  { id: 'user-preferences', label: 'User Preferences' },
  // Ours: Smart Picks promises "track application progress".
  { id: 'my-applications', label: 'My Applications' },
  // Ours: saved-search alerts and deadline reminders (issue 18).
  { id: 'alerts', label: 'Alerts & Reminders' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The section named in the address (?section=), else the default, saved-jobs. */
export function sectionOf(value: string | null): SectionId {
  return SECTIONS.find((s) => s.id === value)?.id ?? 'saved-jobs';
}

export interface NamedUser {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** First and last name, else the part of the e-mail before the @, else "User". */
export function sidebarName(user: NamedUser): string {
  const full = [user.first_name, user.last_name]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  if (full) return full;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Up to two initials of the sidebar name. */
export function initials(name: string): string {
  const letters = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? 'U')).slice(0, 2);
}

/** Spec section 9: "Max 10 picks per preference type". */
export const MAX_PICKS = 10;

export type PreferenceKind = 'countries' | 'universities' | 'disciplines';

/** The list after picking or dropping `value`, or the alert's text when a pick would pass the limit. */
export function togglePick(
  list: string[],
  value: string,
  kind: PreferenceKind,
): { list: string[] } | { alert: string } {
  if (list.includes(value)) return { list: list.filter((v) => v !== value) };
  if (list.length >= MAX_PICKS) return { alert: `Maximum ${MAX_PICKS} selections allowed for ${kind}` };
  return { list: [...list, value] };
}

// Case, accents and digits as a reader expects (Åbo before Berlin, 2 before 10), in the browser's language.
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Option names in alphabetical order: the API sends them by how many openings each has. */
export function sortedNames(names: readonly string[]): string[] {
  return [...names].sort(collator.compare);
}
