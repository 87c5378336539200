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

/** A funded UK studentship whose text the local engine reads fully: a stipend, home fees, UK applicants only. */
export const STIPEND_POSTING = {
  title: 'PhD Studentship: Machine Learning for Flood Forecasting',
  universityName: 'University of Reading',
  country: 'United Kingdom',
  city: 'Reading',
  department: 'Department of Meteorology',
  discipline: null,
  fullyFunded: false,
  closingDate: new Date('2027-01-31T23:59:00Z'),
  description:
    '<p>Applications are invited for a fully funded three-year PhD studentship developing machine learning ' +
    'models that forecast river floods from weather ensembles.</p>' +
    '<p>The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum.</p>' +
    '<p>Due to funding restrictions this studentship is open to UK applicants only.</p>' +
    '<p>The project starts in October 2027. Apply by 31 January 2027.</p>',
} satisfies Partial<CreateOpportunityInput>;
