// The profile page's form state (text as typed: years are strings until sent) and its conversion to
// and from the API's profile (issue 32). Blank optional fields go as empty strings: the server reads
// them as "none", and its checks (ORCID checksum, https links, countries) are the only ones, so the
// page never disagrees with the API.
import type { Profile, ProfileForm } from '../../api/profile.ts';

export interface EducationRow {
  degree: string;
  institution: string;
  start_year: string;
  end_year: string;
  grade: string;
}
export interface LanguageRow {
  language: string;
  level: string;
}
export interface RefereeRow {
  name: string;
  email: string;
  relation: string;
}

export interface ProfileFields {
  full_name: string;
  contact_email: string;
  dial_code: string;
  number: string;
  nationality: string;
  country_of_residence: string;
  research_interests: string;
  orcid: string;
  scholar_url: string;
  github_url: string;
  website_url: string;
  education: EducationRow[];
  languages: LanguageRow[];
  referees: RefereeRow[];
}

export type TextField = Exclude<keyof ProfileFields, 'education' | 'languages' | 'referees'>;

export const EMPTY_ROWS = {
  education: { degree: '', institution: '', start_year: '', end_year: '', grade: '' } satisfies EducationRow,
  languages: { language: '', level: '' } satisfies LanguageRow,
  referees: { name: '', email: '', relation: '' } satisfies RefereeRow,
};

export function fieldsOf(profile: Profile): ProfileFields {
  return {
    full_name: profile.full_name,
    contact_email: profile.contact_email ?? '',
    dial_code: profile.phone?.dial_code ?? '',
    number: profile.phone?.number ?? '',
    nationality: profile.nationality ?? '',
    country_of_residence: profile.country_of_residence ?? '',
    research_interests: profile.research_interests,
    orcid: profile.orcid ?? '',
    scholar_url: profile.scholar_url ?? '',
    github_url: profile.github_url ?? '',
    website_url: profile.website_url ?? '',
    education: profile.education.map((e) => ({
      degree: e.degree,
      institution: e.institution,
      start_year: e.start_year?.toString() ?? '',
      end_year: e.end_year?.toString() ?? '',
      grade: e.grade ?? '',
    })),
    languages: profile.languages.map((l) => ({ ...l })),
    referees: profile.referees.map((r) => ({ ...r })),
  };
}

/**
 * A typed year as the API takes it: blank is none, digits a number. Anything else goes as typed, so the
 * server says what is wrong ("Start year must be a year, like 2021") rather than JSON turning NaN into
 * a silent null.
 */
function year(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : (text as unknown as number);
}

export function bodyOf(fields: ProfileFields): ProfileForm {
  const phone =
    fields.dial_code.trim() || fields.number.trim() ? { dial_code: fields.dial_code, number: fields.number } : null;
  return {
    full_name: fields.full_name,
    contact_email: fields.contact_email.trim(),
    phone,
    nationality: fields.nationality,
    country_of_residence: fields.country_of_residence,
    research_interests: fields.research_interests,
    orcid: fields.orcid,
    scholar_url: fields.scholar_url,
    github_url: fields.github_url,
    website_url: fields.website_url,
    education: fields.education.map((e) => ({ ...e, start_year: year(e.start_year), end_year: year(e.end_year) })),
    languages: fields.languages as ProfileForm['languages'],
    referees: fields.referees,
  };
}
