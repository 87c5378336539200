// The four funding types an opportunity can carry: the enrichment engine reads one from the text, an
// editor may set one, the card's badge and both funding filters read it (spec section 3).
export const FUNDING_TYPES = ['fully_funded', 'partially_funded', 'self_funded', 'unknown'] as const;

export type FundingType = (typeof FUNDING_TYPES)[number];
