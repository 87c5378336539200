// Response shapes of the public API (spec section 3 field names, exactly as the gateway sends them).
export type {
  OpportunityJson as Opportunity,
  OpportunityDetailJson as OpportunityDetail,
  FundingTypeJson,
  PostingFactsJson,
} from '@phd/contracts/api-types';
export type {
  ListingPage,
  CountryOption,
  UniversityOption,
  DisciplineOption,
  CountryCount,
} from '@phd/contracts/api-types';
