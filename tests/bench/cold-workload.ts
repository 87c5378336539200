// The cold benchmark's visitor mix, drawn from the catalogue itself: listing pages whose filters follow
// the open catalogue's own distributions (a sampled listing gives the country, its university, its
// discipline, a date range around its date), and keyword queries made of the catalogue's own words,
// two-word phrases, typos of them and broad words. Every page is the list of calls the browser makes
// for it (web/src/api/opportunities.ts): the listing, the country and discipline options of the
// category and, once a country is chosen, its universities. Distinct pages, so a cache cannot answer
// them from one entry.
import type { Db } from '@phd/services/db/client';

/** The calls of one page, sent together as the browser does. */
export type Page = string[];

export interface Workload {
  listing: Page[];
  keyword: Page[];
  /** Listing pages with "Positions I can apply to" on: the same mix, each with a candidate's codes. */
  eligible: Page[];
  /** Pages for warming the engine up, distinct from the measured ones. */
  warmUp: Page[];
}

/** Words most listings carry: the ranking must stay bounded however many documents match. */
export const BROAD_WORDS = ['research', 'position', 'phd', 'university', 'project', 'student', 'doctoral', 'science'];

/** A small deterministic generator (mulberry32), so two runs draw the same workload. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sample {
  title: string;
  country: string;
  university_name: string;
  discipline: string | null;
  fully_funded: boolean;
  created_at: Date;
}

const oneOf = (value: string) => encodeURIComponent(JSON.stringify({ in: [value] }));
const DAY_SECONDS = 86_400;

function query(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * The browser's calls for a listing with these (already encoded) parameters; `eligible` (a candidate's
 * codes) goes to the listing call only, as the browser sends it: the option lists are not narrowed by it.
 */
function pageCalls(
  listing: Record<string, string | number | undefined>,
  country: string | undefined,
  eligible?: string,
): Page {
  const category = oneOf('standard');
  return [
    `/api/opportunities?${query({ category, ...listing, sort: listing.sort ?? 'latest', eligible })}`,
    `/api/countries?category=${category}`,
    `/api/disciplines?category=${category}`,
    ...(country ? [`/api/universities?category=${category}&country=${oneOf(country)}`] : []),
  ];
}

/**
 * Nationalities and residences of candidates: the catalogue's own countries (many positions limited
 * to them) and others (few or none), so the filter hides much, little or nothing.
 */
const CANDIDATE_CODES = [
  'GB',
  'DE',
  'US',
  'CA',
  'AU',
  'FR',
  'NL',
  'IN',
  'CN',
  'BR',
  'NG',
  'IT',
  'ES',
  'IE',
  'CH',
  'NO',
];

/** One or two codes (a nationality, and a residence when it differs), sorted as the web sends them. */
function candidateCodes(next: () => number): string {
  const pick = () => CANDIDATE_CODES[Math.floor(next() * CANDIDATE_CODES.length)]!;
  return [...new Set([pick(), ...(next() < 0.5 ? [pick()] : [])])].sort().join(',');
}

/** Page 1 most often; deeper pages (up to 20) only where the filter leaves enough listings. */
function pageNumber(next: () => number, broad: boolean): number {
  const r = next();
  if (r < 0.6 || !broad) return r < 0.85 ? 1 : 2;
  return r < 0.85 ? 2 + Math.floor(next() * 4) : 6 + Math.floor(next() * 15);
}

function listingPage(sample: Sample, next: () => number, eligible?: string): Page {
  const params: Record<string, string | number | undefined> = { limit: 30 };
  // Most visitors pick a country; some narrow to a university or a discipline, tick "funded" or a date range.
  const country = next() < 0.75 ? sample.country : undefined;
  if (country) params.country = oneOf(country);
  const university = country && next() < 0.3;
  if (university) params.university = oneOf(sample.university_name);
  const discipline = sample.discipline && next() < 0.3;
  if (discipline) params.discipline = oneOf(sample.discipline!);
  if (sample.fully_funded && next() < 0.25) params.funded = 'true';
  if (next() < 0.2) {
    const at = Math.floor(sample.created_at.getTime() / 1000);
    const span = [30, 90, 365][Math.floor(next() * 3)]! * DAY_SECONDS;
    params['created_at[gt]'] = at - Math.floor(span / 2);
    params['created_at[lt]'] = at + Math.floor(span / 2);
  }
  if (next() < 0.1) params.sort = 'most_viewed';
  params.offset = 30 * (pageNumber(next, !university && !discipline) - 1);
  return pageCalls(params, country, eligible);
}

/** A typo as people make them: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 4);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  if (kind === 2) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  const letters = 'aeioustrnl';
  return word.slice(0, i) + letters[Math.floor(next() * letters.length)] + word.slice(i + 1);
}

const KEYWORD_WARM_UP = 20;

const STOP = new Set(['with', 'from', 'that', 'this', 'into', 'their', 'under', 'over', 'about', 'phd', 'for', 'and']);

function keywordQueries(samples: Sample[], count: number, next: () => number): string[] {
  const words = samples.flatMap((s) =>
    s.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 5 && !STOP.has(w)),
  );
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const queries = new Set<string>(BROAD_WORDS);
  for (let guard = 0; queries.size < count && guard < count * 50; guard++) {
    const r = next();
    const word = pick(words);
    if (r < 0.4) queries.add(word);
    else if (r < 0.7) queries.add(`${word} ${pick(words)}`);
    else if (r < 0.9) queries.add(typo(word, next));
    else queries.add(`${pick(BROAD_WORDS)} ${word}`);
  }
  return [...queries].slice(0, count);
}

function shuffle<T>(list: T[], next: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export async function buildWorkload(
  db: Db,
  { listingPages = 500, keywordQueries: keywordCount = 200, eligiblePages = 300, seed = 16 } = {},
): Promise<Workload> {
  const next = random(seed);
  // Listings drawn uniformly from what the public listing shows: filters then follow its distributions.
  const samples = await db.$queryRawUnsafe<Sample[]>(
    `SELECT title, country, university_name, discipline, fully_funded, created_at
       FROM search_documents WHERE category = 'standard' ORDER BY md5(id::text || $1) LIMIT $2`,
    String(seed),
    (listingPages + 100) * 2,
  );
  const distinct = new Map<string, Page>();
  for (const sample of samples) {
    const page = listingPage(sample, next);
    distinct.set(page[0]!, page);
    if (distinct.size >= listingPages + 100) break;
  }
  const pages = shuffle([...distinct.values()], next);
  // The listing page sends sort=latest with a keyword; API clients get relevance by default: half each.
  // A few more queries than are measured: the engine warms up on keyword statements too.
  const keyword = keywordQueries(samples, keywordCount + KEYWORD_WARM_UP, next).map((q, i) =>
    pageCalls({ q: encodeURIComponent(q), limit: 30, offset: 0, sort: i % 2 ? 'relevance' : 'latest' }, undefined),
  );
  const measuredKeyword = shuffle(keyword.slice(0, keywordCount), next);
  // The same visitor mix with "Positions I can apply to" on, drawn last so the other pages stay as they were.
  const eligibleDistinct = new Map<string, Page>();
  for (const sample of samples) {
    const page = listingPage(sample, next, candidateCodes(next));
    eligibleDistinct.set(page[0]!, page);
    if (eligibleDistinct.size >= eligiblePages + 20) break;
  }
  const eligible = shuffle([...eligibleDistinct.values()], next);
  return {
    listing: pages.slice(100),
    keyword: measuredKeyword,
    eligible: eligible.slice(20),
    warmUp: [...pages.slice(0, 100), ...keyword.slice(keywordCount), ...eligible.slice(0, 20)],
  };
}
