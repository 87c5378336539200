// One open position as the public API lists it, for the tests of cards, listings and the widget: a
// plain one unless the test says otherwise.
import type { OpportunityJson } from '@phd/contracts/public-schemas';

export function opportunityCard(fields: Partial<OpportunityJson> = {}): OpportunityJson {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    university: 'University of Edinburgh',
    title: 'PhD in Astrophysics',
    department: null,
    supervisor: null,
    supervisor_url: null,
    closing_date: 0,
    deadline: null,
    open_to: null,
    city: 'Edinburgh',
    country: 'United Kingdom',
    opportunity_url: null,
    fully_funded: false,
    funding_type: null,
    funding: null,
    fundingDetails: null,
    researchArea: null,
    ai_summary: null,
    created_at: 1_700_000_000,
    views: 0,
    view_count: 0,
    university_url: null,
    collect_resumes: false,
    category: 'standard',
    ai_department: null,
    status: 'open',
    posted_by: null,
    link: 'phd-vacancies-university-of-edinburgh-united-kingdom-phd-in-astrophysics-11111111-1111-4111-8111-111111111111',
    ...fields,
  };
}
