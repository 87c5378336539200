// `@Name` mentions of colleagues in a comment (issue 14): a mention is "@" followed by a staff member's
// name as the site knows it, case aside, not run on into a longer word. Longer names are matched
// first, so "@Ann Lee" mentions Ann Lee and not also a colleague called Ann. The author is never
// mentioned to themselves.

interface Member {
  id: string;
  name: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function mentionedMembers<M extends Member>(comment: string, staff: M[], authorId: string | null): M[] {
  const taken: [number, number][] = [];
  const found: M[] = [];
  const byLength = [...staff].filter((m) => m.name.trim()).sort((a, b) => b.name.length - a.name.length);
  for (const member of byLength) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])@${escapeRegExp(member.name.trim())}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const match of comment.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      if (member.id !== authorId && !found.includes(member)) found.push(member);
    }
  }
  return found;
}
