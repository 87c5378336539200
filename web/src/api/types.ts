// Response shapes of the public API (spec section 3 field names, exactly as the gateway sends them).
export type {
  OpportunityJson as Opportunity,
  OpportunityDetailJson as OpportunityDetail,
  FundingTypeJson,
  PostingFactsJson,
} from '../shared/api-types.ts';
export type {
  ListingPage,
  CountryOption,
  UniversityOption,
  DisciplineOption,
  CountryCount,
} from '../shared/api-types.ts';
