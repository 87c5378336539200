// The position form's values and their mapping to and from the API's snake_case body
// (docs/recruiter-api.md, "Opportunities"). Dates travel as unix seconds; a blank text is null.
import type { OpportunityInput } from '../../api/university.ts';
import type { FundingTypeJson, OpportunityDetail } from '../../api/types.ts';

export interface OpportunityTexts extends Record<string, string> {
  title: string;
  ai_department: string;
  department: string;
  researchArea: string;
  supervisor: string;
  supervisor_url: string;
  city: string;
  country: string;
  closing_date: string;
  deadline: string;
  open_to: string;
  funding: string;
  fundingDetails: string;
  /** '' = not stated (the site reads it from the description). */
  funding_type: string;
  opportunity_url: string;
  university_url: string;
}

export interface OpportunityDraft {
  texts: OpportunityTexts;
  description: string;
  fully_funded: boolean;
  collect_resumes: boolean;
}

export const EMPTY_DRAFT: OpportunityDraft = {
  texts: {
    title: '',
    ai_department: '',
    department: '',
    researchArea: '',
    supervisor: '',
    supervisor_url: '',
    city: '',
    country: '',
    closing_date: '',
    deadline: '',
    open_to: '',
    funding: '',
    fundingDetails: '',
    funding_type: '',
    opportunity_url: '',
    university_url: '',
  },
  description: '',
  fully_funded: false,
  collect_resumes: true,
};

/** "2027-03-31" <-> unix seconds at the end of that day in UTC (a deadline day is open all day). */
export function dateToSeconds(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 0;
  const ms = Date.parse(`${day}T23:59:59Z`);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

export function secondsToDate(seconds: number): string {
  return seconds > 0 ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';
}

/** The form's values of a position as the API answers it (a recruiter's, or a site's with its own status). */
export function draftFrom(o: Omit<OpportunityDetail, 'status'>): OpportunityDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    texts: {
      title: o.title,
      ai_department: text(o.ai_department),
      department: text(o.department),
      researchArea: text(o.researchArea),
      supervisor: text(o.supervisor),
      supervisor_url: text(o.supervisor_url),
      city: text(o.city),
      country: o.country,
      closing_date: secondsToDate(o.closing_date),
      deadline: text(o.deadline),
      open_to: text(o.open_to),
      funding: text(o.funding),
      fundingDetails: text(o.fundingDetails),
      funding_type: text(o.funding_type),
      opportunity_url: text(o.opportunity_url),
      university_url: text(o.university_url),
    },
    description: o.description,
    fully_funded: o.fully_funded,
    collect_resumes: o.collect_resumes,
  };
}

export function bodyFrom(draft: OpportunityDraft): OpportunityInput {
  const t = draft.texts;
  const orNull = (value: string) => value.trim() || null;
  return {
    title: t.title.trim(),
    ai_department: orNull(t.ai_department),
    department: orNull(t.department),
    researchArea: orNull(t.researchArea),
    supervisor: orNull(t.supervisor),
    supervisor_url: orNull(t.supervisor_url),
    city: orNull(t.city),
    country: t.country.trim(),
    closing_date: dateToSeconds(t.closing_date),
    deadline: orNull(t.deadline),
    open_to: orNull(t.open_to),
    fully_funded: draft.fully_funded,
    funding: orNull(t.funding),
    fundingDetails: orNull(t.fundingDetails),
    funding_type: (orNull(t.funding_type) as FundingTypeJson | null) ?? null,
    description: draft.description,
    collect_resumes: draft.collect_resumes,
    opportunity_url: draft.collect_resumes ? orNull(t.opportunity_url) : t.opportunity_url.trim(),
    university_url: orNull(t.university_url),
  };
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+\.[^\s]+$/i;

/** What the form checks before sending (the server checks again and has the last word). */
export function draftErrors(draft: OpportunityDraft): Partial<Record<keyof OpportunityTexts, string>> {
  const t = draft.texts;
  const errors: Partial<Record<keyof OpportunityTexts, string>> = {};
  if (!t.title.trim()) errors.title = 'Title is required';
  if (!t.country.trim()) errors.country = 'Country is required';
  if (!draft.collect_resumes && !t.opportunity_url.trim())
    errors.opportunity_url = 'Please give the link where candidates apply';
  for (const field of ['opportunity_url', 'supervisor_url', 'university_url'] as const) {
    const value = t[field].trim();
    if (value && !WEB_ADDRESS.test(value)) errors[field] ??= 'Please enter a web address starting with https://';
  }
  return errors;
}
