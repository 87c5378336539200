// Response shapes of the public API (spec section 3 field names, exactly as the gateway sends them), as
// the catalogue's contracts declare them (@phd/contracts/endpoints/catalogue, public-schemas).
import type { z } from 'zod';
import type { countryCounts, listOpportunities, opportunityDetail } from '@phd/contracts/endpoints/catalogue';
import type { ContractResponse } from '@phd/contracts/http/contract';
import type { opportunitySchema } from '@phd/contracts/public-schemas';

export type Opportunity = z.output<typeof opportunitySchema>;
export type OpportunityDetail = ContractResponse<typeof opportunityDetail>;
export type FundingTypeJson = NonNullable<Opportunity['funding_type']>;
export type PostingFactsJson = NonNullable<OpportunityDetail['facts']>;
export type ListingPage = ContractResponse<typeof listOpportunities>;
export type CountryCount = ContractResponse<typeof countryCounts>[number];
