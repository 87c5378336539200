// A candidate's applicant profile (issue 32, "One applicant profile"; docs/candidates-profile.md): read
// (empty until first saved) and saved whole. The input was checked at the edge (contracts'
// profileInput); here the countries are checked against the site's country list, the one the
// application form offers. Lists are stored as the schema documents them (camelCase JSON), so the
// data export and the eligibility filter read one shape.
import type { Db } from '../db/client.ts';
import type { CandidateProfile } from '../db/generated/client.ts';
import { invalid } from '../errors.ts';
import { dialCodes } from '../applications/dial-codes.ts';
import type { ProfileInput } from '@phd/contracts/input/candidate-profile';

export const COUNTRY_UNKNOWN = (label: string) => `${label} must be a country from the list`;

/** The profile as the API shows it (the contract's profileSchema). */
export interface ProfileView {
  full_name: string;
  contact_email: string | null;
  phone: { dial_code: string; number: string } | null;
  nationality: string | null;
  country_of_residence: string | null;
  education: ProfileInput['education'];
  research_interests: string;
  languages: ProfileInput['languages'];
  orcid: string | null;
  scholar_url: string | null;
  github_url: string | null;
  website_url: string | null;
  referees: ProfileInput['referees'];
}

// A type, not an interface: Prisma's JSON input accepts it only with an implicit index signature.
type StoredEducation = {
  degree: string;
  institution: string;
  startYear: number | null;
  endYear: number | null;
  grade: string | null;
};

const EMPTY: ProfileView = {
  full_name: '',
  contact_email: null,
  phone: null,
  nationality: null,
  country_of_residence: null,
  education: [],
  research_interests: '',
  languages: [],
  orcid: null,
  scholar_url: null,
  github_url: null,
  website_url: null,
  referees: [],
};

/** "+44 20 7946 0000" → dial code and number; applications store the phone the same way. */
export function splitPhone(phone: string | null): ProfileView['phone'] {
  if (!phone) return null;
  const space = phone.indexOf(' ');
  return space < 0
    ? { dial_code: '', number: phone }
    : { dial_code: phone.slice(0, space), number: phone.slice(space + 1) };
}

export function presentProfile(row: CandidateProfile | null): ProfileView {
  if (!row) return EMPTY;
  return {
    full_name: row.fullName,
    contact_email: row.contactEmail,
    phone: splitPhone(row.phone),
    nationality: row.nationality,
    country_of_residence: row.residence,
    education: (row.education as unknown as StoredEducation[]).map((e) => ({
      degree: e.degree,
      institution: e.institution,
      start_year: e.startYear,
      end_year: e.endYear,
      grade: e.grade,
    })),
    research_interests: row.researchInterests,
    // Mapped field by field: jsonb keeps keys in its own order, and answers list them as documented.
    languages: (row.languages as unknown as ProfileView['languages']).map((l) => ({
      language: l.language,
      level: l.level,
    })),
    orcid: row.orcid,
    scholar_url: row.scholarUrl,
    github_url: row.githubUrl,
    website_url: row.websiteUrl,
    referees: (row.referees as unknown as ProfileView['referees']).map((r) => ({
      name: r.name,
      email: r.email,
      relation: r.relation,
    })),
  };
}

export async function getProfile(db: Db, userId: string): Promise<ProfileView> {
  return presentProfile(await db.candidateProfile.findUnique({ where: { userId } }));
}

/** The list's spelling of a country typed in any case; a name not on the list is refused. */
function country(field: string, label: string, name: string | null): string | null {
  if (name === null) return null;
  const found = dialCodes().find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found) throw invalid(COUNTRY_UNKNOWN(label), { [field]: COUNTRY_UNKNOWN(label) });
  return found.name;
}

export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<ProfileView> {
  const data = {
    fullName: input.full_name,
    contactEmail: input.contact_email,
    phone: input.phone ? `${input.phone.dial_code} ${input.phone.number}` : null,
    nationality: country('nationality', 'Nationality', input.nationality),
    residence: country('country_of_residence', 'Country of residence', input.country_of_residence),
    education: input.education.map((e): StoredEducation => ({
      degree: e.degree,
      institution: e.institution,
      startYear: e.start_year,
      endYear: e.end_year,
      grade: e.grade,
    })),
    researchInterests: input.research_interests,
    languages: input.languages,
    orcid: input.orcid,
    scholarUrl: input.scholar_url,
    githubUrl: input.github_url,
    websiteUrl: input.website_url,
    referees: input.referees,
  };
  // An upsert: two first saves at once both land (the second overwrites), never a duplicate-key 500.
  const row = await db.candidateProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return presentProfile(row);
}
