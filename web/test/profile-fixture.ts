// A signed-in candidate and their applicant profile, as the profile page and the application form's
// tests start from (issue 32).
import type { Profile } from '../src/api/profile.ts';

export const USER = { id: '6f1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10', email: 'ada@example.org', first_name: 'Ada' };

export const profile = (fields: Partial<Profile> = {}): Profile => ({
  full_name: 'Ada Lovelace',
  contact_email: null,
  phone: { dial_code: '+44', number: '20 7946 0000' },
  nationality: 'United Kingdom',
  country_of_residence: 'France',
  education: [],
  research_interests: '',
  languages: [],
  orcid: null,
  scholar_url: null,
  github_url: null,
  website_url: null,
  referees: [],
  ...fields,
});
