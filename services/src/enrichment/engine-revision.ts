// Which reading of the local engine a row holds. enriched_hash only says the text is the one read; a
// better engine (new funding rules, retrained weights, bigger vocabularies) must read it again, or
// candidates keep the old, worse reading until the posting's text happens to change. Rows enriched by
// the local engine at a lower revision are stale: the enrichment sweep runs them through the engine
// again (enrich-opportunity.ts, findOwedEnrichment), with the same rules as a new text (an editor's
// value always wins).
//
// Bump it whenever a change to services/src/enrichment/local/ changes what the engine reads (rules,
// vocabularies, weights, the summary's wording), so existing rows are read again. A change that
// reads every posting the same (a refactor, a faster path) needs no bump: a bump costs one engine
// run per enriched row, a batch every sweep.
//
// 1 is what rows enriched before revisions existed hold (migration 20261130074320_enriched_revision).
export const LOCAL_ENGINE_REVISION = 4;
