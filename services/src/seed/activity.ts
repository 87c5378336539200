// Activity around the demo accounts, so every dashboard has something to show on first start:
// the recruiter's own listings and their applications, the candidate's saves and preferences, the
// tenant's listings, applicants, comments and status history, blog tips and PhD postings (positions posted on the site).
import type { ApplicantStatus, Prisma } from '../db/client.ts';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';
import {
  DEMO_RECRUITER_DEPARTMENT,
  DEMO_RECRUITER_POSITION,
  DEMO_RECRUITER_UNIVERSITY,
  DEMO_TENANT_UNIVERSITY,
  SECOND_TENANT_UNIVERSITY,
  demoAccount,
  type DemoAccountIds,
} from './accounts.ts';
import { APPLICANT_COMMENTS, APPLICANT_COUNTRIES, BLOG_POSTS } from './data/content.ts';
import { createOpportunityFactory, type OpportunityRow, type UniversityRow } from './generate.ts';
import { insertOpportunities, type DbClient } from './insert.ts';
import { createNameSource } from './names.ts';
import { demoResume, type ResumeFile } from './demo-resumes.ts';
import { createRng, deriveSeed, type Rng } from './prng.ts';
import { slugify } from './text.ts';

const DAY = 86_400_000;

export interface ActivityInput {
  seed: number;
  now: Date;
  universities: UniversityRow[];
  ids: DemoAccountIds;
  /** Open catalogue listings the candidate can have saved. */
  catalogueSample: OpportunityRow[];
  /** Receives the demo tenant's resume files, for the caller to store once the rows are committed. */
  resumeFiles?: ResumeFile[];
}

export interface ActivitySummary {
  recruiterOpportunities: number;
  applications: number;
  savedOpportunities: number;
  tenantOpportunities: number;
  applicants: number;
  applicantComments: number;
  applicantStatusChanges: number;
  applicantRatings: number;
  /** Applicants with a generated resume (PDF or DOCX) of the demo tenant. */
  applicantResumes: number;
  /** The second tenant's (second-university) listings and applicants. */
  secondTenantOpportunities: number;
  secondTenantApplicants: number;
  /** The demo's blind-reviewed applicants with a resume: their redacted copies are made after the commit. */
  redactionsDue: { tenantId: string; applicantId: string }[];
  blogPosts: number;
  phdPostings: number;
}

function between(rng: Rng, from: number, to: number): Date {
  return new Date(Math.floor((from + rng.next() * Math.max(0, to - from)) / 1000) * 1000);
}

const RATING_NOTES = [
  'Strong methods background.',
  'Publication record fits the group.',
  'Needs a closer look at the proposal.',
  'Good fit for the funding.',
];

/** The demo recruiter as who posted their positions (the /phd-postings pages). */
const demoRecruiterPoster = () => ({
  postedByName: demoAccount('recruiter').name,
  postedByPosition: DEMO_RECRUITER_POSITION,
  postedByDepartment: DEMO_RECRUITER_DEPARTMENT,
});

/** Positions of the professors who post on the site themselves. */
const POSTER_POSITIONS = ['Professor', 'Associate Professor', 'Senior Lecturer', 'Reader', 'Assistant Professor'];

function phone(rng: Rng): string {
  return `+${rng.pick(['31', '49', '91', '39', '34', '30', '86', '44', '351'])} ${rng.int(600_000_000, 699_999_999)}`;
}

/** The status path an applicant took to reach `status` (the first entry is the initial status). */
const PATHS: Record<ApplicantStatus, ApplicantStatus[]> = {
  new: ['new'],
  reviewing: ['new', 'reviewing'],
  shortlisted: ['new', 'reviewing', 'shortlisted'],
  interview: ['new', 'reviewing', 'shortlisted', 'interview'],
  offered: ['new', 'reviewing', 'shortlisted', 'interview', 'offered'],
  rejected: ['new', 'reviewing', 'rejected'],
  withdrawn: ['new', 'reviewing', 'withdrawn'],
};
/** The demo tenant's pipeline: 60 applicants, most still early on, as a real intake looks. */
const APPLICANT_STATUSES: ApplicantStatus[] = [
  ...Array<ApplicantStatus>(16).fill('new'),
  ...Array<ApplicantStatus>(14).fill('reviewing'),
  ...Array<ApplicantStatus>(10).fill('shortlisted'),
  ...Array<ApplicantStatus>(8).fill('interview'),
  ...Array<ApplicantStatus>(4).fill('offered'),
  ...Array<ApplicantStatus>(6).fill('rejected'),
  ...Array<ApplicantStatus>(2).fill('withdrawn'),
];

async function seedRecruiter(db: DbClient, input: ActivityInput, rng: Rng, names: ReturnType<typeof createNameSource>) {
  const university = input.universities.find((u) => u.name === DEMO_RECRUITER_UNIVERSITY)!;
  const next = createOpportunityFactory({
    seed: input.seed,
    stream: 'recruiter',
    now: input.now,
    universities: input.universities,
  });
  const listings = Array.from({ length: 6 }, () => ({
    ...next(university),
    source: 'recruiter' as const,
    recruiterId: input.ids.recruiterId,
    ...demoRecruiterPoster(),
    status: 'open' as const,
    closedAt: null,
    collectResumes: true,
  }));
  await insertOpportunities(db, listings);

  const candidate = demoAccount('candidate');
  const applications = listings.slice(0, 4).flatMap((listing, i) => {
    const people = Array.from({ length: 3 }, () => names(rng.pick(['en_GB', 'de', 'it', 'es', 'en_IN', 'nl', 'pl'])));
    const rows = people.map((p) => ({
      opportunityId: listing.id,
      name: `${p.firstName} ${p.lastName}`,
      email: `${slugify(`${p.firstName}.${p.lastName}`).replace(/-/g, '.')}@example.com`,
      country: rng.pick(APPLICANT_COUNTRIES),
      contactMobile: phone(rng),
      comments: rng.chance(0.5) ? 'I would be happy to discuss the project in an interview.' : null,
      status: rng.pick(['new', 'new', 'reviewing', 'shortlisted', 'rejected'] as const),
      createdAt: between(rng, listing.createdAt.getTime(), input.now.getTime()),
    }));
    if (i < 2) {
      rows.push({
        opportunityId: listing.id,
        name: candidate.name,
        email: candidate.email,
        country: 'Ireland',
        contactMobile: '+353 871234567',
        comments: 'Please find my CV attached.',
        status: 'new',
        createdAt: between(rng, listing.createdAt.getTime(), input.now.getTime()),
      });
    }
    return rows.map((row) => ({
      ...row,
      userId: row.email === candidate.email ? input.ids.candidateId : null,
      updatedAt: row.createdAt,
    }));
  });
  // Generated names can repeat; an applicant applies once per listing.
  const { count } = await db.application.createMany({ data: applications, skipDuplicates: true });
  return { recruiterOpportunities: listings.length, applications: count };
}

async function seedCandidate(db: DbClient, input: ActivityInput, rng: Rng) {
  const saved = rng.sample(input.catalogueSample, 6);
  await db.savedOpportunity.createMany({
    data: saved.map((o) => ({
      userId: input.ids.candidateId,
      opportunityId: o.id,
      createdAt: between(rng, o.createdAt.getTime(), input.now.getTime()),
    })),
  });
  await db.userPreference.create({
    data: {
      userId: input.ids.candidateId,
      countries: ['Netherlands', 'Germany', 'Sweden'],
      universities: [
        'Delft University of Technology',
        'Technical University of Munich',
        'KTH Royal Institute of Technology',
      ],
      departments: ['Computer Science', 'Artificial Intelligence'],
      comments: 'Interested in trustworthy machine learning; starting in autumn.',
    },
  });
  return saved.length;
}

interface TenantPlan {
  tenantId: string;
  universityName: string;
  /** The generator stream of its listings. */
  stream: string;
  listings: number;
  /** Applicants spread over the first `appliedListings` listings. */
  appliedListings: number;
  /** How many of them applied to the first listing: one position with a full pipeline to screen. */
  focused: number;
  statuses: ApplicantStatus[];
  reviewers: string[];
  comments: number;
  /** Give each applicant a generated resume (PDF and DOCX in turn), its text and search vector. */
  resumes?: boolean;
  /** Set up fair review on two of its positions (seedFairReview). */
  fairReview?: boolean;
}

/**
 * Fair review to try in the demo (issue 34, docs/fair-review.md): an open position with no applicants
 * yet that asks for three reference letters and scores by the suggested scorecard (apply to it on the
 * careers page), and an open position with applicants under blind review until shortlisted (the seed
 * makes its redacted resumes once the rows are committed: `redactionsDue`). Neither is
 * the site's newest open position, the one a first look (and the browser specs) open.
 */
async function seedFairReview(
  db: Prisma.TransactionClient,
  tenantId: string,
  listings: { id: string; status: string; createdAt: Date }[],
  appliedListings: number,
): Promise<string | null> {
  const open = listings.filter((l) => l.status === 'open');
  const newest = open.reduce((a, b) => (b.createdAt > a.createdAt ? b : a), open[0]!);
  const pick = (from: typeof listings) => from.find((l) => l.status === 'open' && l.id !== newest.id);
  const letters = pick(listings.slice(appliedListings));
  const blind = pick(listings.slice(1, appliedListings));
  if (letters) {
    await db.opportunity.update({
      where: { id: letters.id },
      data: { referencesRequired: 3, scorecard: SUGGESTED_SCORECARD },
    });
  }
  if (!blind) return null;
  await db.opportunity.update({ where: { id: blind.id }, data: { blindUntil: 'shortlisted' } });
  return blind.id;
}

/**
 * One tenant's listings, applicants, status history and comments. The rows are under FORCE ROW LEVEL
 * SECURITY, so they are written with the tenant set on the seed's transaction (a superuser owner
 * would not need it; any other owner does).
 */
async function seedTenant(
  db: Prisma.TransactionClient,
  input: ActivityInput,
  plan: TenantPlan,
  rng: Rng,
  names: ReturnType<typeof createNameSource>,
) {
  await setTransactionTenant(db, plan.tenantId);
  const university = input.universities.find((u) => u.name === plan.universityName)!;
  const next = createOpportunityFactory({
    seed: input.seed,
    stream: plan.stream,
    now: input.now,
    universities: input.universities,
  });
  const listings = Array.from({ length: plan.listings }, () => ({
    ...next(university),
    source: 'tenant' as const,
    tenantId: plan.tenantId,
    collectResumes: true,
    // The demo tenants' listings stay on their own sites (the public demo catalogue is as documented);
    // a listing the owner creates is "Also listed on PhD Finder" by default.
    listedPublicly: false,
  }));
  await insertOpportunities(db, listings);

  const now = input.now.getTime();
  const reviewers = plan.reviewers;
  let spread = 0;
  const applicants = plan.statuses.map((status, i) => {
    // Every other applicant (so every stage) goes to the first listing until it has its share.
    const focus = i % 2 === 0 && i / 2 < plan.focused;
    const listing = focus ? listings[0]! : listings[1 + (spread++ % (plan.appliedListings - 1))]!;
    const person = names(rng.pick(['nl', 'de', 'en_IN', 'it', 'es', 'pt_BR', 'tr', 'pl', 'en_GB']));
    const createdAt = between(rng, listing.createdAt.getTime(), now - DAY);
    const row = {
      id: rng.uuid(),
      tenantId: plan.tenantId,
      opportunityId: listing.id,
      name: `${person.firstName} ${person.lastName}`,
      email: `${slugify(`${person.firstName}.${person.lastName}`).replace(/-/g, '.')}${i}@example.org`,
      phone: phone(rng),
      country: rng.pick(APPLICANT_COUNTRIES),
      status,
      // Every third came through the careers page (consented, confirmed); the others were added by staff.
      source: i % 3 === 0 ? ('careers' as const) : ('staff' as const),
      consentAt: i % 3 === 0 ? createdAt : null,
      confirmedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
    if (!plan.resumes) return row;
    const resume = demoResume(rng, row, i % 2 === 0 ? 'pdf' : 'docx');
    input.resumeFiles?.push(resume.file);
    return { ...row, ...resume.columns };
  });
  const changes = applicants.flatMap((a) => {
    const path = PATHS[a.status];
    let at = a.createdAt.getTime();
    return path.map((status, step) => {
      if (step > 0) at = between(rng, at, Math.min(now, at + 7 * DAY)).getTime();
      return {
        tenantId: a.tenantId,
        applicantId: a.id,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: status,
        changedById: step === 0 ? null : rng.pick(reviewers),
        createdAt: new Date(at),
      };
    });
  });
  for (const a of applicants) {
    const last = changes.filter((c) => c.applicantId === a.id).at(-1)!.createdAt;
    a.updatedAt = last;
    if (a.status !== 'new') Object.assign(a, { statusChangedAt: last });
  }
  const commented = applicants.filter((a) => a.status !== 'new').slice(0, plan.comments);
  const comments = commented.map((a, i) => ({
    tenantId: a.tenantId,
    applicantId: a.id,
    authorId: reviewers[i % 2]!,
    comment: APPLICANT_COMMENTS[i % APPLICANT_COMMENTS.length]!,
    createdAt: between(rng, a.createdAt.getTime(), now),
  }));
  // Independent 1-4 scores: the owner rates everyone past "new", the reviewer those shortlisted or later.
  const ratings = applicants
    .filter((a) => a.status !== 'new')
    .flatMap((a) =>
      reviewers.slice(0, PATHS[a.status].includes('shortlisted') ? 2 : 1).map((reviewerId) => ({ a, reviewerId })),
    )
    .map(({ a, reviewerId }) => ({
      tenantId: a.tenantId,
      applicantId: a.id,
      reviewerId,
      score: a.status === 'rejected' ? rng.int(1, 2) : rng.int(2, 4),
      note: rng.chance(0.4) ? rng.pick(RATING_NOTES) : null,
      createdAt: between(rng, a.createdAt.getTime(), now),
    }));
  await db.applicant.createMany({ data: applicants });
  await db.applicantStatusChange.createMany({ data: changes });
  await db.applicantComment.createMany({ data: comments });
  await db.applicantRating.createMany({ data: ratings.map((r) => ({ ...r, weighted: r.score })) });
  const blindId = plan.fairReview ? await seedFairReview(db, plan.tenantId, listings, plan.appliedListings) : null;
  await setTransactionTenant(db, null);
  return {
    tenantOpportunities: listings.length,
    applicants: applicants.length,
    applicantComments: comments.length,
    applicantStatusChanges: changes.length,
    applicantRatings: ratings.length,
    applicantResumes: plan.resumes ? applicants.length : 0,
    redactionsDue: applicants
      .filter((a) => a.opportunityId === blindId && 'resumeText' in a)
      .map((a) => ({ tenantId: plan.tenantId, applicantId: a.id })),
  };
}

async function seedContent(db: DbClient, input: ActivityInput) {
  const now = input.now.getTime();
  await db.blogPost.createMany({
    data: BLOG_POSTS.map(({ ageDays, ...post }) => {
      const publishedAt = new Date(now - ageDays * DAY);
      return {
        ...post,
        authorId: input.ids.adminId,
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  });
  const next = createOpportunityFactory({
    seed: input.seed,
    stream: 'postings',
    now: input.now,
    universities: input.universities,
  });
  const edinburgh = input.universities.find((u) => u.name === DEMO_RECRUITER_UNIVERSITY)!;
  // PhD postings: positions published on the site by their posters (the /phd-postings pages), two by
  // the demo recruiter and the others through the post-jobs form by professors with one opening.
  const postings = Array.from({ length: 10 }, (_, i) => {
    const o = next(i < 2 ? edinburgh : undefined);
    const professor = o.supervisor ?? 'Professor';
    const common = {
      ...o,
      title: `PhD Students Wanted: ${o.researchArea}`,
      status: 'open' as const,
      closedAt: null,
      collectResumes: false,
    };
    if (i < 2)
      return { ...common, source: 'recruiter' as const, recruiterId: input.ids.recruiterId, ...demoRecruiterPoster() };
    return {
      ...common,
      source: 'post_jobs' as const,
      postedByName: professor,
      postedByPosition: POSTER_POSITIONS[i % POSTER_POSITIONS.length]!,
      postedByDepartment: o.department,
      posterEmail: `${slugify(professor).replace(/-/g, '.')}@postings.phd-finder.test`,
    };
  });
  await insertOpportunities(db, postings);
  return { blogPosts: BLOG_POSTS.length, phdPostings: postings.length };
}

export async function seedActivity(db: Prisma.TransactionClient, input: ActivityInput): Promise<ActivitySummary> {
  const rng = createRng(deriveSeed(input.seed, 'activity'));
  const names = createNameSource(deriveSeed(input.seed, 'activity-names'));
  const recruiter = await seedRecruiter(db, input, rng, names);
  const savedOpportunities = await seedCandidate(db, input, rng);
  const tenant = await seedTenant(
    db,
    input,
    {
      tenantId: input.ids.tenantId,
      universityName: DEMO_TENANT_UNIVERSITY,
      stream: 'tenant',
      listings: 20,
      appliedListings: 10,
      focused: 30,
      statuses: APPLICANT_STATUSES,
      reviewers: [input.ids.tenantOwnerId, input.ids.tenantReviewerId],
      comments: 12,
      resumes: true,
      fairReview: true,
    },
    rng,
    names,
  );
  const content = await seedContent(db, input);
  // Its own streams, so the first tenant and the content above stay as they were.
  const second = await seedTenant(
    db,
    input,
    {
      tenantId: input.ids.secondTenantId,
      universityName: SECOND_TENANT_UNIVERSITY,
      stream: 'second-tenant',
      listings: 6,
      appliedListings: 4,
      focused: 2,
      statuses: ['new', 'new', 'new', 'reviewing', 'reviewing', 'shortlisted', 'interview', 'rejected'],
      reviewers: [input.ids.secondTenantOwnerId, input.ids.secondTenantReviewerId],
      comments: 4,
    },
    createRng(deriveSeed(input.seed, 'second-tenant')),
    createNameSource(deriveSeed(input.seed, 'second-tenant-names')),
  );
  return {
    ...recruiter,
    savedOpportunities,
    ...tenant,
    secondTenantOpportunities: second.tenantOpportunities,
    secondTenantApplicants: second.applicants,
    ...content,
  };
}
