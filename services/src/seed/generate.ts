// The demo catalogue as plain rows: pure and deterministic. The same { seed, now } always yields the
// same universities and the same opportunities (ids included), and opportunity n does not depend on
// how many are generated, so a 500-row and a 100,000-row catalogue share their first 500 rows.
import { COUNTRIES, INTERNATIONAL_LOCALES, type CountryProfile } from './data/countries.ts';
import { DISCIPLINES, type DisciplineSeed } from './data/disciplines.ts';
import {
  FULLY_FUNDED_TITLE_PATTERNS,
  NO_DEADLINE_TEXT,
  NOT_FULLY_FUNDED,
  STAFF_PATHS,
  SUPERVISOR_TITLES,
  TITLE_PATTERNS,
  VACANCY_PATHS,
} from './data/text.ts';
import { UNIVERSITIES, UNIVERSITY_FOCUS } from './data/universities.ts';
import { describe } from './describe.ts';
import { createNameSource } from './names.ts';
import { createRng, deriveSeed, type Rng } from './prng.ts';
import { slugify } from './text.ts';

export const DEFAULT_COUNT = 3000;
export const DEFAULT_SEED = 42;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface UniversityRow {
  id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  website: string;
  emailDomains: string[];
  createdAt: Date;
}

export interface OpportunityRow {
  id: string;
  title: string;
  universityId: string;
  universityName: string;
  universityUrl: string;
  department: string;
  discipline: string;
  supervisor: string;
  supervisorUrl: string | null;
  closingDate: Date | null;
  deadline: string | null;
  openTo: string;
  city: string;
  country: string;
  opportunityUrl: string;
  fullyFunded: boolean;
  funding: string;
  fundingDetails: string;
  researchArea: string;
  description: string;
  collectResumes: boolean;
  category: 'standard' | 'featured';
  status: 'open' | 'closed';
  views: number;
  createdAt: Date;
  closedAt: Date | null;
}

export interface GenerateOptions {
  count: number;
  seed: number;
  now: Date;
}

/** Every curated university, with ids that depend only on the seed. */
export function generateUniversities(seed: number, now: Date): UniversityRow[] {
  const rng = createRng(deriveSeed(seed, 'universities'));
  const createdAt = new Date(Math.floor((now.getTime() - 180 * DAY) / 1000) * 1000);
  return UNIVERSITIES.map((u) => ({ id: rng.uuid(), ...u, slug: slugify(u.name), createdAt }));
}

export interface OpportunityFactoryOptions {
  seed: number;
  /** Separates independent streams that share a seed (catalogue, tenant, recruiter). */
  stream: string;
  now: Date;
  universities: UniversityRow[];
}

export type OpportunityFactory = (university?: UniversityRow) => OpportunityRow;

const COUNTRY_BY_NAME = new Map(COUNTRIES.map((c) => [c.name, c]));
const DISCIPLINE_BY_NAME = new Map(DISCIPLINES.map((d) => [d.name, d]));

function endOfDay(time: number): Date {
  return new Date(Math.floor(time / DAY) * DAY + DAY - 60_000);
}

function pickDiscipline(rng: Rng, university: UniversityRow): DisciplineSeed {
  const focus = UNIVERSITY_FOCUS[university.name];
  const pool = focus ? focus.map((name) => DISCIPLINE_BY_NAME.get(name)).filter((d) => d !== undefined) : DISCIPLINES;
  return rng.weighted(pool, (d) => d.weight);
}

/** ~15% no deadline, ~15% passed, the rest 1 to 6 months ahead. */
function pickDeadline(rng: Rng, now: number, createdAt: number): { closingDate: Date | null; deadline: string | null } {
  const r = rng.next();
  const ageDays = (now - createdAt) / DAY;
  if (r < 0.15) return { closingDate: null, deadline: rng.chance(0.6) ? rng.pick(NO_DEADLINE_TEXT) : null };
  // Young listings cannot have a passed deadline, so the passed band is widened to land near 15% overall.
  if (r < 0.32 && ageDays >= 3) {
    return { closingDate: endOfDay(now - rng.int(1, Math.min(60, Math.floor(ageDays) - 1)) * DAY), deadline: null };
  }
  return { closingDate: endOfDay(now + rng.int(30, 183) * DAY), deadline: null };
}

export function createOpportunityFactory(options: OpportunityFactoryOptions): OpportunityFactory {
  const rng = createRng(deriveSeed(options.seed, `opportunities:${options.stream}`));
  const names = createNameSource(deriveSeed(options.seed, `names:${options.stream}`));
  const now = options.now.getTime();
  const byCountry = new Map<string, UniversityRow[]>();
  for (const u of options.universities) byCountry.set(u.country, [...(byCountry.get(u.country) ?? []), u]);
  const countries = COUNTRIES.filter((c) => byCountry.has(c.name));

  return (fixedUniversity) => {
    const id = rng.uuid();
    const profile: CountryProfile = fixedUniversity
      ? (COUNTRY_BY_NAME.get(fixedUniversity.country) ?? COUNTRIES[0]!)
      : rng.weighted(countries, (c) => c.weight);
    const university = fixedUniversity ?? rng.pick(byCountry.get(profile.name)!);
    const discipline = pickDiscipline(rng, university);
    const topic = rng.pick(discipline.topics);
    const department = rng.pick(discipline.departments);
    const fullyFunded = rng.chance(0.35);

    const patterns =
      fullyFunded && rng.chance(0.3)
        ? FULLY_FUNDED_TITLE_PATTERNS
        : (TITLE_PATTERNS[profile.name] ?? TITLE_PATTERNS.default!);
    const title = rng.pick(patterns).replace('{topic}', topic);

    const person = names(rng.chance(0.65) ? rng.pick(profile.locales) : rng.pick(INTERNATIONAL_LOCALES));
    const supervisor = `${rng.pick(SUPERVISOR_TITLES[profile.name] ?? SUPERVISOR_TITLES.default!)} ${person.firstName} ${person.lastName}`;
    const supervisorUrl = rng.chance(0.4)
      ? `${university.website}${rng.pick(STAFF_PATHS)}${slugify(`${person.firstName} ${person.lastName}`)}`
      : null;

    // Some within the last 36 hours so the "Latest" badge always has listings to show.
    const ageMs = rng.chance(0.06) ? rng.float(0, 36 * HOUR) : rng.float(0, 89.5 * DAY);
    const createdAt = Math.floor((now - ageMs) / 1000) * 1000;
    const { closingDate, deadline } = pickDeadline(rng, now, createdAt);
    const openTo = rng.pick(profile.openTo);
    const otherFunding = rng.pick(NOT_FULLY_FUNDED);
    const funding = fullyFunded ? 'Fully funded' : otherFunding.funding;
    const fundingDetails = fullyFunded
      ? `This is a fully funded position: it offers ${rng.pick(profile.stipend)}.`
      : otherFunding.details;
    const category = rng.chance(0.1) ? 'featured' : 'standard';
    const collectResumes = rng.chance(0.25);
    // Long-tailed views, growing with age, so "most viewed" has a clear top.
    const ageDays = (now - createdAt) / DAY;
    const views = Math.floor(ageDays * 3 * rng.next() ** 2 * (category === 'featured' ? 4 : 1) + rng.int(0, 5));
    const closed = closingDate !== null && closingDate.getTime() < now && rng.chance(0.07);
    // Drawn though unused since summaries are written by the enrichment engine: the draws after it,
    // and so every catalogue generated from a given seed, stay what they were.
    rng.pick(discipline.methods);
    const startDate = new Date((closingDate?.getTime() ?? now) + rng.int(60, 150) * DAY);
    const description = describe(rng, {
      universityName: university.name,
      city: university.city,
      country: university.country,
      department,
      discipline,
      topic,
      supervisor,
      fullyFunded,
      fundingDetails,
      openTo,
      duration: profile.duration,
      closingDate,
      startDate,
    });

    return {
      id,
      title,
      universityId: university.id,
      universityName: university.name,
      universityUrl: university.website,
      department,
      discipline: discipline.name,
      supervisor,
      supervisorUrl,
      closingDate,
      deadline,
      openTo,
      city: university.city,
      country: university.country,
      opportunityUrl: `${university.website}${rng.pick(VACANCY_PATHS)}${slugify(title).slice(0, 60).replace(/-+$/, '')}-${id.slice(0, 8)}`,
      fullyFunded,
      funding,
      fundingDetails,
      researchArea: topic,
      description,
      collectResumes,
      category,
      status: closed ? 'closed' : 'open',
      views,
      createdAt: new Date(createdAt),
      closedAt: closed && closingDate ? new Date(closingDate.getTime() + 60_000) : null,
    };
  };
}

/** The catalogue's opportunities, lazily, so 100,000 rows never sit in memory at once. */
export function* generateOpportunities(
  universities: UniversityRow[],
  options: GenerateOptions,
): Generator<OpportunityRow> {
  const next = createOpportunityFactory({ seed: options.seed, stream: 'catalogue', now: options.now, universities });
  for (let i = 0; i < options.count; i++) yield next();
}

export function generateCatalogue(options: GenerateOptions): {
  universities: UniversityRow[];
  opportunities: OpportunityRow[];
} {
  const universities = generateUniversities(options.seed, options.now);
  return { universities, opportunities: [...generateOpportunities(universities, options)] };
}
