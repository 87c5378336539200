// The application form's country list with dial codes (spec sections 4 and 5): the 193 UN member
// states plus the two observer states, from the maintained `world-countries` package (names and ITU
// calling codes), sorted by name. Built once; the form adds "Other (please specify)".
import countries from 'world-countries';

export interface DialCode {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** "+33", "+1-684"-style for North American numbering plan areas, "+1" for the US and Canada. */
  dial_code: string;
}

const OBSERVER_STATES = new Set(['VA', 'PS']);
// +379 is assigned to the Vatican but not in use: its numbers are Italian (+39 06 698).
const OVERRIDES: Record<string, string> = { VA: '+39' };

function commonPrefix(values: string[]): string {
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

function dialCode(root: string, suffixes: string[]): string {
  if (suffixes.length === 1) return root === '+1' ? `+1-${suffixes[0]}` : `${root}${suffixes[0]}`;
  // Several area codes under one root (US, Canada, Russia, Kazakhstan…): the shared part only.
  return root === '+1' ? root : `${root}${commonPrefix(suffixes)}`;
}

let cached: readonly DialCode[] | undefined;

export function dialCodes(): readonly DialCode[] {
  cached ??= countries
    .filter((c) => c.unMember || OBSERVER_STATES.has(c.cca2))
    .filter((c) => c.idd.root)
    .map((c) => ({
      code: c.cca2,
      name: c.name.common,
      dial_code: OVERRIDES[c.cca2] ?? dialCode(c.idd.root, c.idd.suffixes),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
