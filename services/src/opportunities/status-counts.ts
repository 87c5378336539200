// Counts per status (applications of a recruiter's listing, applicants of a tenant's), for dashboards:
// every status present, zeros included, plus the total.

export type Counts<S extends string> = Record<S, number> & { total: number };

export function emptyStatusCounts<S extends string>(statuses: readonly S[]): Counts<S> {
  return Object.fromEntries([...statuses.map((s) => [s, 0]), ['total', 0]]) as Counts<S>;
}

/** A groupBy over (opportunity, status) -> each opportunity's counts (all zero when it has none). */
export function tallyByOpportunity<S extends string>(
  statuses: readonly S[],
  opportunityIds: readonly string[],
  groups: readonly { opportunityId: string | null; status: S; _count: { _all: number } }[],
): Map<string, Counts<S>> {
  const counts = new Map(opportunityIds.map((id) => [id, emptyStatusCounts(statuses)]));
  for (const g of groups) {
    const c: Record<string, number> | undefined = g.opportunityId === null ? undefined : counts.get(g.opportunityId);
    if (!c) continue;
    c[g.status] = (c[g.status] ?? 0) + g._count._all;
    c.total = (c.total ?? 0) + g._count._all;
  }
  return counts;
}
