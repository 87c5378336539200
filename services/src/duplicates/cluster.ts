// How a neighbourhood of postings is cut into duplicate groups: a pure function, so the rule is
// tested without a database. Groups are flat stars: every duplicate points at its group's canonical
// opportunity and is itself similar to it, never at another duplicate (no chains). The canonical is
// the earliest published open posting of the group (a closed one leads only a group with none open),
// and a pair an admin split is never in one group.
import { estimatedSimilarity } from './signature.ts';

/**
 * Least estimated Jaccard similarity of two postings' shingles for them to be one position. Chosen
 * on the labelled pairs (tests/eval/duplicate-pairs.json, `npm run eval:duplicates`): re-posts and
 * aggregator copies keep most of the text, while two positions of one lab share their boilerplate.
 */
export const SIMILARITY_THRESHOLD = 0.7;

export interface GroupCandidate {
  id: string;
  minhash: readonly number[];
  open: boolean;
  createdAt: Date;
  /** False for rows no group may hold (deleted, draft, held, rejected, off the public site). */
  eligible: boolean;
}

/** The canonical order: open before closed, then earliest published, then id (a stable tie-break). */
function canonicalOrder(a: GroupCandidate, b: GroupCandidate): number {
  if (a.open !== b.open) return a.open ? -1 : 1;
  const byDate = a.createdAt.getTime() - b.createdAt.getTime();
  if (byDate !== 0) return byDate;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Key of an unordered pair. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * Each candidate's canonical id (null: it leads its group or stands alone). Greedy in canonical
 * order: a posting joins the first group whose canonical it resembles and none of whose members an
 * admin split from it; otherwise it starts a group of its own.
 */
export function assignGroups(
  candidates: readonly GroupCandidate[],
  splits: ReadonlySet<string>,
  threshold = SIMILARITY_THRESHOLD,
): Map<string, string | null> {
  const result = new Map<string, string | null>();
  const groups: { canonical: GroupCandidate; members: string[] }[] = [];
  for (const row of [...candidates].sort(canonicalOrder)) {
    if (!row.eligible) {
      result.set(row.id, null);
      continue;
    }
    const group = groups.find(
      (g) =>
        estimatedSimilarity(row.minhash, g.canonical.minhash) >= threshold &&
        g.members.every((member) => !splits.has(pairKey(member, row.id))),
    );
    if (group) {
      group.members.push(row.id);
      result.set(row.id, group.canonical.id);
    } else {
      groups.push({ canonical: row, members: [row.id] });
      result.set(row.id, null);
    }
  }
  return result;
}
