// The contract catalogue: 40 hand-made opportunities with fixed ids. Rows 1-30 are searchable; rows
// 31-40 are closed, deleted or owned by a tenant's private site (not "Also listed on PhD Finder") and
// must never be returned or counted.
// Every expected value in the suite was worked out by hand from this file, so change a row only
// together with the cases that mention it.
//
// Vocabulary is chosen so keyword cases mean the same thing on any engine: the test words (quantum,
// neuroscience, graphene, lovelace, copper, informatics, toronto) occur only where the cases say,
// and no other word in the catalogue is a prefix, stem or one-typo neighbour of them.
import type { Db, Prisma } from '@phd/services/db/client';
import type { FundingType } from '@phd/services/db/generated/enums';

type Row = Prisma.OpportunityCreateManyInput;

/** Fixture number -> fixed id (ids sort like their numbers). */
export function fixtureId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Fixed id -> fixture number, or the id itself when it is not a fixture. */
export function fixtureNumber(id: string): number | string {
  const match = /^00000000-0000-4000-8000-(\d{12})$/.exec(id);
  return match ? Number(match[1]) : id;
}

export const TENANT_ID = '00000000-0000-4000-9000-000000000001';

export const UK = 'United Kingdom';
export const DE = 'Germany';
export const NL = 'Netherlands';
export const DK = 'Denmark';
export const CA = 'Canada';

export const EDINBURGH = 'University of Edinburgh';
export const OXFORD = 'University of Oxford';
export const HEIDELBERG = 'Heidelberg University';
export const TUM = 'Technical University of Munich';
export const DELFT = 'Delft University of Technology';
export const COPENHAGEN = 'University of Copenhagen';
export const MCGILL = 'McGill University';
export const TORONTO = 'University of Toronto';

const CITY: Record<string, string> = {
  [EDINBURGH]: 'Edinburgh',
  [OXFORD]: 'Oxford',
  [HEIDELBERG]: 'Heidelberg',
  [TUM]: 'Munich',
  [DELFT]: 'Delft',
  [COPENHAGEN]: 'Copenhagen',
  [MCGILL]: 'Montreal',
  [TORONTO]: 'Toronto',
};

const FILLER = '<p>A doctoral project in a supportive research group.</p>';

/** Noon UTC on a day of 2026 ("03-26" -> 2026-03-26T12:00:00.000Z). */
export function day(monthDay: string): Date {
  return new Date(`2026-${monthDay}T12:00:00.000Z`);
}

interface Spec {
  title: string;
  country: string;
  university: string;
  discipline: string | null;
  department: string;
  featured?: boolean;
  funded: boolean;
  views: number;
  created: string;
  supervisor?: string;
  description?: string;
  /** Hidden rows only. */
  closed?: boolean;
  deleted?: boolean;
  tenant?: boolean;
}

function row(n: number, spec: Spec): Row {
  return {
    id: fixtureId(n),
    title: spec.title,
    universityName: spec.university,
    department: spec.department,
    discipline: spec.discipline,
    supervisor: spec.supervisor ?? null,
    city: CITY[spec.university] ?? null,
    country: spec.country,
    fullyFunded: spec.funded,
    description: spec.description ?? FILLER,
    category: spec.featured ? 'featured' : 'standard',
    status: spec.closed ? 'closed' : 'open',
    source: spec.tenant ? 'tenant' : 'admin',
    views: spec.views,
    tenantId: spec.tenant ? TENANT_ID : null,
    // A tenant's row here is on its own site only; writes.ts lists some on PhD Finder.
    listedPublicly: !spec.tenant,
    createdAt: day(spec.created),
    closedAt: spec.closed ? day('04-05') : null,
    deletedAt: spec.deleted ? day('04-06') : null,
  };
}

/** Row 1 in full: the mapping case compares every SearchDocument field against it. */
export const ROW_1: Row = {
  ...row(1, {
    title: 'Quantum Optics with Trapped Ions',
    country: UK,
    university: EDINBURGH,
    discipline: 'Physics',
    department: 'School of Physics and Astronomy',
    featured: true,
    funded: true,
    views: 120,
    created: '03-20',
    supervisor: 'Dr. Mira Castell',
  }),
  universityUrl: 'https://www.ed.ac.uk',
  supervisorUrl: 'https://www.ed.ac.uk/profile/mira-castell',
  closingDate: new Date('2026-06-30T00:00:00.000Z'),
  deadline: null,
  openTo: 'International students',
  opportunityUrl: 'https://www.ed.ac.uk/phd/trapped-ions',
  funding: 'Full studentship',
  fundingDetails: 'Stipend and tuition fees for 3.5 years',
  researchArea: 'Atomic physics',
  aiSummary: 'A funded PhD on trapped ions and lasers.',
  collectResumes: true,
  // Posted on the site through the post-jobs form (the /phd-postings listing), by its supervisor.
  source: 'post_jobs',
  postedByName: 'Dr. Mira Castell',
  postedByPosition: 'Reader in Atomic Physics',
  postedByDepartment: 'School of Physics and Astronomy',
};

/** Rows posted on the site by their posters: 1 (post-jobs form) and 3 (a recruiter, no poster name). */
export const POSTED_NUMBERS = [1, 3];

export const VISIBLE_ROWS: Row[] = [
  ROW_1,
  row(2, {
    title: 'Quantum Error Correction for Superconducting Qubits',
    country: UK,
    university: OXFORD,
    discipline: 'Physics',
    department: 'Department of Physics',
    funded: true,
    views: 300,
    created: '03-05',
  }),
  {
    ...row(3, {
      title: 'Machine Learning for Protein Structure',
      country: UK,
      university: EDINBURGH,
      discipline: 'Computer Science',
      department: 'School of Informatics',
      funded: false,
      views: 45,
      created: '03-28',
    }),
    source: 'recruiter',
  },
  row(4, {
    title: 'Cellular Neuroscience of Memory',
    country: DE,
    university: HEIDELBERG,
    discipline: 'Biology',
    department: 'Faculty of Biosciences',
    funded: true,
    views: 80,
    created: '02-14',
  }),
  row(5, {
    title: 'Computational Neuroscience of Decision Making',
    country: DE,
    university: TUM,
    discipline: 'Computer Science',
    department: 'School of Computation',
    featured: true,
    funded: true,
    views: 80,
    created: '03-11',
  }),
  row(6, {
    title: 'Graphene Membranes for Water Filtration',
    country: NL,
    university: DELFT,
    discipline: 'Chemistry',
    department: 'Chemical Engineering',
    funded: false,
    views: 10,
    created: '03-25',
  }),
  row(7, {
    title: 'Catalysis on Metal Surfaces',
    country: NL,
    university: DELFT,
    discipline: 'Chemistry',
    department: 'Chemical Engineering',
    funded: true,
    views: 5,
    created: '02-20',
    description: '<p>We grow <strong>graphene</strong> on copper foils and study its surface reactions.</p>',
  }),
  row(8, {
    title: 'Optics with Trapped Ions in Cavities',
    country: UK,
    university: EDINBURGH,
    discipline: 'Physics',
    department: 'School of Physics and Astronomy',
    funded: false,
    views: 0,
    created: '03-02',
  }),
  row(9, {
    title: 'Dark Matter Searches with Liquid Xenon',
    country: DE,
    university: HEIDELBERG,
    discipline: 'Physics',
    department: 'Kirchhoff Institute for Physics',
    funded: true,
    views: 150,
    created: '03-17',
    supervisor: 'Prof. Ada Lovelace',
  }),
  row(10, {
    title: 'Ultracold Atom Interferometry',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Physics',
    department: 'Niels Bohr Institute',
    featured: true,
    funded: true,
    views: 300,
    created: '03-30',
  }),
  row(11, {
    title: 'Formal Verification of Distributed Systems',
    country: UK,
    university: OXFORD,
    discipline: 'Computer Science',
    department: 'Department of Computer Science',
    funded: false,
    views: 12,
    created: '02-08',
  }),
  row(12, {
    title: 'Compilers for Heterogeneous Hardware',
    country: DE,
    university: TUM,
    discipline: 'Computer Science',
    department: 'School of Computation',
    funded: true,
    views: 7,
    created: '03-14',
  }),
  row(13, {
    title: 'Quantum Transport in Nanowires',
    country: NL,
    university: DELFT,
    discipline: 'Physics',
    department: 'Applied Physics',
    funded: true,
    views: 64,
    created: '03-22',
  }),
  row(14, {
    title: 'Plant Immunity and Root Microbiomes',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Biology',
    department: 'Department of Biology',
    featured: true,
    funded: true,
    views: 33,
    created: '02-26',
  }),
  row(15, {
    title: 'Evolution of Marine Invertebrates',
    country: UK,
    university: EDINBURGH,
    discipline: 'Biology',
    department: 'School of Biological Sciences',
    funded: true,
    views: 0,
    created: '03-09',
  }),
  row(16, {
    title: 'Stem Cell Niches in the Intestine',
    country: DE,
    university: HEIDELBERG,
    discipline: 'Biology',
    department: 'Faculty of Biosciences',
    funded: false,
    views: 21,
    created: '03-27',
  }),
  row(17, {
    title: 'Arctic Bird Migration Ecology',
    country: CA,
    university: MCGILL,
    discipline: 'Biology',
    department: 'Department of Biology',
    funded: false,
    views: 2,
    created: '02-03',
  }),
  row(18, {
    title: 'Privacy-Preserving Data Analysis',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Computer Science',
    department: 'Department of Computer Science',
    funded: true,
    views: 99,
    created: '03-18',
    supervisor: 'Prof. Ada Lovelace',
  }),
  row(19, {
    title: 'Gravitational Lensing of Distant Galaxies',
    country: UK,
    university: OXFORD,
    discipline: 'Physics',
    department: 'Department of Physics',
    funded: true,
    views: 250,
    created: '02-11',
  }),
  row(20, {
    title: 'Robust Software for Autonomous Vehicles',
    country: NL,
    university: DELFT,
    discipline: 'Computer Science',
    department: 'Software Technology',
    featured: true,
    funded: true,
    views: 18,
    created: '03-24',
  }),
  row(21, {
    title: 'Neutrino Detection at SNOLAB',
    country: CA,
    university: TORONTO,
    discipline: 'Physics',
    department: 'Department of Physics',
    funded: true,
    views: 40,
    created: '03-01',
  }),
  row(22, {
    title: 'Medieval Manuscripts and Scribal Networks',
    country: UK,
    university: EDINBURGH,
    discipline: null,
    department: 'School of History',
    funded: false,
    views: 0,
    created: '03-12',
  }),
  row(23, {
    title: 'Neuroscience of Ageing',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Biology',
    department: 'Department of Biology',
    funded: false,
    views: 3,
    created: '02-17',
  }),
  row(24, {
    title: 'Inorganic Chemistry of Rare Earth Elements',
    country: DE,
    university: HEIDELBERG,
    discipline: 'Chemistry',
    department: 'Institute of Inorganic Chemistry',
    funded: true,
    views: 55,
    created: '03-07',
  }),
  row(25, {
    title: 'Sustainable Timber Architecture',
    country: NL,
    university: DELFT,
    discipline: null,
    department: 'Architecture',
    funded: false,
    views: 1,
    created: '03-29',
  }),
  row(26, {
    title: 'Human-Computer Interaction for Accessibility',
    country: CA,
    university: MCGILL,
    discipline: 'Computer Science',
    department: 'School of Computer Science',
    featured: true,
    funded: true,
    views: 8,
    created: '02-23',
  }),
  row(27, {
    title: 'Atmospheric Chemistry of Aerosols',
    country: UK,
    university: OXFORD,
    discipline: 'Chemistry',
    department: 'Department of Chemistry',
    funded: false,
    views: 16,
    created: '03-15',
  }),
  row(28, {
    title: 'Enzyme Design for Green Chemistry',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Chemistry',
    department: 'Department of Chemistry',
    funded: true,
    views: 70,
    created: '02-05',
  }),
  row(29, {
    title: 'Laser Plasma Acceleration',
    country: DE,
    university: TUM,
    discipline: 'Physics',
    department: 'Department of Physics',
    funded: false,
    views: 27,
    created: '03-26',
  }),
  row(30, {
    title: 'Reinforcement Learning for Robotics',
    country: CA,
    university: TORONTO,
    discipline: 'Computer Science',
    department: 'Department of Computer Science',
    funded: false,
    views: 9,
    created: '03-26',
  }),
];

// Each hidden row would top a listing, a sort, a keyword or a facet if it leaked.
export const HIDDEN_ROWS: Row[] = [
  row(31, {
    title: 'Quantum Sensing with Diamond Defects',
    country: UK,
    university: EDINBURGH,
    discipline: 'Physics',
    department: 'School of Physics and Astronomy',
    featured: true,
    funded: true,
    views: 999,
    created: '04-01',
    closed: true,
  }),
  row(32, {
    title: 'Neuroscience of Sleep and Memory',
    country: DE,
    university: HEIDELBERG,
    discipline: 'Biology',
    department: 'Faculty of Biosciences',
    funded: true,
    views: 500,
    created: '03-21',
    closed: true,
  }),
  row(33, {
    title: 'Graphene Quantum Dots',
    country: NL,
    university: DELFT,
    discipline: 'Chemistry',
    department: 'Chemical Engineering',
    featured: true,
    funded: true,
    views: 800,
    created: '03-31',
    deleted: true,
  }),
  row(34, {
    title: 'Lovelace Fellowship in Astrophysics',
    country: CA,
    university: 'University of Alberta',
    discipline: 'Physics',
    department: 'Department of Physics',
    funded: true,
    views: 50,
    created: '03-10',
    supervisor: 'Prof. Ada Lovelace',
    deleted: true,
  }),
  row(35, {
    title: 'Quantum Neuroscience Fellowship',
    country: 'Belgium',
    university: 'KU Leuven',
    discipline: 'Mathematics',
    department: 'Department of Mathematics',
    featured: true,
    funded: true,
    views: 1000,
    created: '04-02',
    tenant: true,
  }),
  row(36, {
    title: 'Quantum Optics with Trapped Atoms',
    country: UK,
    university: EDINBURGH,
    discipline: 'Physics',
    department: 'School of Physics and Astronomy',
    funded: true,
    views: 700,
    created: '03-31',
    tenant: true,
  }),
  row(37, {
    title: 'Green Solvents for Pharmaceuticals',
    country: 'France',
    university: 'Sorbonne University',
    discipline: 'Chemistry',
    department: 'Department of Chemistry',
    funded: true,
    views: 20,
    created: '03-03',
    closed: true,
    deleted: true,
  }),
  row(38, {
    title: 'Graphene Biosensors',
    country: 'Belgium',
    university: 'Ghent University',
    discipline: 'Biology',
    department: 'Department of Biology',
    funded: true,
    views: 60,
    created: '03-19',
    closed: true,
  }),
  row(39, {
    title: 'Topological Phases of Matter',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Physics',
    department: 'Niels Bohr Institute',
    featured: true,
    funded: true,
    views: 40,
    created: '03-16',
    tenant: true,
  }),
  row(40, {
    title: 'Secure Multiparty Computation',
    country: DK,
    university: COPENHAGEN,
    discipline: 'Computer Science',
    department: 'Department of Computer Science',
    funded: true,
    views: 35,
    created: '03-06',
    closed: true,
  }),
];

/** "Now" of the "open for applications" cases: a deadline after it, or none, is open. */
export const OPEN_AT = new Date('2026-05-01T00:00:00.000Z');

/**
 * Deadlines besides row 1's (2026-06-30, open at OPEN_AT): 2 and 6 passed before OPEN_AT, 12's is
 * OPEN_AT itself (not after it: not open), 4 and 9 are to come; hidden 31 is to come too (it would
 * leak into an "open" answer).
 */
const DEADLINES: Record<number, string> = {
  2: '2026-04-20T00:00:00.000Z',
  6: '2026-04-30T23:59:59.000Z',
  12: '2026-05-01T00:00:00.000Z',
  4: '2026-05-15T00:00:00.000Z',
  9: '2026-09-01T00:00:00.000Z',
  31: '2026-12-31T00:00:00.000Z',
};
/** The visible rows that are not open for applications at OPEN_AT. */
export const NOT_OPEN_AT = [2, 6, 12];

/**
 * Funding types (the "Funding" filter); rows not listed have none, 6 is "unknown"; hidden 31 and 38
 * would leak. 4 and 9 tick the "fully funded" box too: the box wins (services/src/opportunities/funding.ts),
 * so they are fully funded, and the partially funded rows are 11, 16 and 29.
 */
const FUNDING: Record<number, FundingType> = {
  1: 'fully_funded',
  2: 'fully_funded',
  10: 'fully_funded',
  4: 'partially_funded',
  9: 'partially_funded',
  11: 'partially_funded',
  16: 'partially_funded',
  29: 'partially_funded',
  3: 'self_funded',
  22: 'self_funded',
  6: 'unknown',
  31: 'fully_funded',
  38: 'partially_funded',
};

/**
 * Yearly stipends (opportunities.stipend_yearly, in the posting's own currency): 4 and 5 share 30,000
 * EUR (5 is newer), 13's 24,000 EUR is exactly a 24,000 minimum, 20's 18,000 EUR is under a 20,000
 * one, 10's 330,000 DKK is the largest number (no currency is converted); hidden 31 would leak.
 * Every other row has none.
 */
const STIPENDS: Record<number, [number, string]> = {
  2: [20780, 'GBP'],
  4: [30000, 'EUR'],
  5: [30000, 'EUR'],
  10: [330000, 'DKK'],
  13: [24000, 'EUR'],
  20: [18000, 'EUR'],
  27: [26000, 'GBP'],
  31: [99000, 'GBP'],
};

/** Visible rows with a stipend, by its yearly figure DESC, equal ones newest first. */
export const BY_STIPEND = [10, 5, 4, 27, 13, 2, 20];

/**
 * Who may apply (opportunities.eligible_countries): 2 is UK-only, 11 EU/UK (shortened to three
 * codes), 17 Canadian-only, 26 Canadians and Americans; hidden 31 is UK-only and would leak. Every
 * other row has no known limit: the empty default, and 5's NULL (ELIGIBLE_NULL), which counts the same.
 */
const ELIGIBLE: Record<number, string[]> = {
  2: ['GB'],
  11: ['DE', 'FR', 'GB'],
  17: ['CA'],
  26: ['CA', 'US'],
  31: ['GB'],
};
export const ELIGIBLE_NULL = 5;

function withDeadlineAndFunding(r: Row): Row {
  const n = fixtureNumber(r.id!) as number;
  return {
    ...r,
    ...(DEADLINES[n] ? { closingDate: new Date(DEADLINES[n]) } : {}),
    ...(FUNDING[n] ? { fundingType: FUNDING[n] } : {}),
    ...(STIPENDS[n] ? { stipendYearly: STIPENDS[n][0], stipendCurrency: STIPENDS[n][1] } : {}),
    ...(ELIGIBLE[n] ? { eligibleCountries: ELIGIBLE[n] } : {}),
  };
}

export const ALL_ROWS: Row[] = [...VISIBLE_ROWS, ...HIDDEN_ROWS].map(withDeadlineAndFunding);
export const ALL_IDS: string[] = ALL_ROWS.map((r) => r.id!);
export const HIDDEN_NUMBERS = HIDDEN_ROWS.map((r) => fixtureNumber(r.id!) as number);

/** Writes the catalogue (and the tenant that owns rows 35, 36 and 39) into a fresh database. */
export async function insertFixtures(db: Db): Promise<void> {
  await db.tenant.create({
    data: { id: TENANT_ID, slug: 'contract-tenant', name: 'Contract Tenant', universityName: 'KU Leuven' },
  });
  await db.opportunity.createMany({ data: ALL_ROWS });
  // The column is nullable in Postgres (rows from before it); Prisma writes only its empty default.
  await db.$executeRaw`UPDATE opportunities SET eligible_countries = NULL WHERE id = ${fixtureId(ELIGIBLE_NULL)}::uuid`;
}
