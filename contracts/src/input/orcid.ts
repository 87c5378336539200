// ORCID iDs (issue 32): sixteen characters in four groups, the last a check character computed by
// ISO 7064 MOD 11-2 over the first fifteen digits (https://support.orcid.org/hc/en-us/articles/360006897674).
// Candidates paste either the bare iD or its https://orcid.org/ address; the bare iD is what is kept.
// Nothing is fetched from ORCID: the checksum catches typing mistakes, not made-up iDs.

const BARE = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/;
const ADDRESS = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** The ISO 7064 MOD 11-2 check character of the fifteen base digits: 0-9 or X (for 10). */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** The bare iD (0000-0002-1825-0097) when `input` is a valid iD or its orcid.org address; null otherwise. */
export function parseOrcid(input: string): string | null {
  const match = BARE.exec(input.trim().replace(ADDRESS, '').replace(/\/+$/, '').toUpperCase());
  if (!match) return null;
  const [, a, b, c, d] = match as unknown as [string, string, string, string, string];
  const digits = `${a}${b}${c}${d.slice(0, 3)}`;
  if (orcidCheckCharacter(digits) !== d[3]) return null;
  return `${a}-${b}-${c}-${d}`;
}
