// The opportunity's public link (spec section 2, "Opportunity detail"): "phd-vacancies-" then the
// lower-cased, hyphenated university, country and title, then the id. The detail route accepts the
// link or the bare id: a slug ending in a UUID is reduced to the UUID.

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const MAX_PART = 80;

/** Lower-case words joined by single hyphens; accents dropped, letters of any script kept. */
export function slugPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PART)
    .replace(/-+$/, '');
}

export function opportunityLink(o: { id: string; universityName: string; country: string; title: string }): string {
  const parts = [o.universityName, o.country, o.title].map(slugPart).filter((p) => p !== '');
  return ['phd-vacancies', ...parts, o.id.toLowerCase()].join('-');
}

/** The UUID an id parameter names (a bare UUID or a slug ending in one), or null. */
export function idFromParam(param: string): string | null {
  const match = UUID_AT_END.exec(param.trim());
  return match ? match[1]!.toLowerCase() : null;
}
