// A valid opportunity input, varied by a counter so rows are distinguishable.
import type { CreateOpportunityInput } from '../src/opportunities/opportunity.schema.ts';

let n = 0;

export function opportunityInput(overrides: Partial<CreateOpportunityInput> = {}): CreateOpportunityInput {
  n += 1;
  return {
    title: `PhD in Quantum Photonics ${n}`,
    universityName: 'University of Copenhagen',
    department: 'Niels Bohr Institute',
    discipline: 'Physics',
    supervisor: 'Prof. Ada Lovelace',
    city: 'Copenhagen',
    country: 'Denmark',
    researchArea: 'Integrated optics',
    description: '<p>Build <strong>single-photon</strong> sources on silicon chips.</p>',
    fullyFunded: true,
    opportunityUrl: 'https://example.org/apply',
    ...overrides,
  };
}
