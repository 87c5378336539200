// One item as its source gives it -> an opportunity's fields, or the reason it is refused (issue 31,
// docs/imports.md "Mapping"). The fields are checked by the same schema every editor's write passes
// (createOpportunityInput), so an imported position can hold nothing a typed one could not, and its
// refusal reads like the forms' ("Title is required"). The row number travels separately.
import { z } from 'zod';
import { FundingType } from '../../db/client.ts';
import { createOpportunityInput, type CreateOpportunityInput } from '../../opportunities/opportunity.schema.ts';
import type { ItemField, RowProblem, SourceItem } from '../types.ts';
import { siteCountryName } from './countries.ts';
import { formatItemDay, parseItemDate } from './dates.ts';
import { applyMapping, effectiveMapping, type MappingTarget } from './headers.ts';
import { compactKey } from './normalise.ts';
import type { UniversityMatch, UniversityMatcher } from './universities.ts';

export interface SourceDefaults {
  university?: string;
  country?: string;
  department?: string;
}

export interface MapContext {
  /** The source's saved mapping (header -> field or 'ignore'), on top of the mapping by name. */
  mapping?: Record<string, MappingTarget>;
  /** What the source's items leave out. */
  defaults: SourceDefaults;
  universities: UniversityMatcher;
  /** The source's zone for dates and times that name none (IANA); UTC when absent. */
  timeZone?: string;
  /** A closing date before this has passed. */
  now: Date;
}

export type MappedItem =
  | {
      ok: true;
      /** The item's own id, else its URL: what a later run finds it by (null: created once, never updated). */
      key: string | null;
      /** The fields as createOpportunityInput returns them: checked, trimmed, description sanitised. */
      input: CreateOpportunityInput;
    }
  | { ok: false; problem: RowProblem };

type Fields = Partial<Record<ItemField, string>>;

/** The field names people see, for the schema's messages that leave the subject out ("must be …"). */
const LABELS: Record<string, string> = {
  title: 'Title',
  universityName: 'University',
  department: 'Department',
  discipline: 'Discipline',
  supervisor: 'Supervisor',
  country: 'Country',
  city: 'City',
  description: 'Description',
  closingDate: 'Closing date',
  opportunityUrl: 'A link',
  funding: 'Funding',
  fundingType: 'Funding type',
  openTo: 'Open to',
};

/** "Fully funded", "fully-funded", "FULLY_FUNDED" -> fully_funded; other words are left to the enrichment. */
const FUNDING_TYPES = new Map(Object.values(FundingType).map((value) => [compactKey(value), value]));

/** The first issue as a sentence: the schema's own when it has a subject, else the field's label first. */
function refusalOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const label = LABELS[String(issue.path[0])] ?? String(issue.path[0] ?? 'A field');
  if (issue.code === 'too_big') return `${label} is too long (at most ${issue.maximum} characters)`;
  return /^\p{Lu}/u.test(issue.message) ? issue.message : `${label} ${issue.message}`;
}

/** The university as listed: a known one, else the source's default (matched if it can be), else the text. */
function universityOf(
  text: string | undefined,
  context: MapContext,
): UniversityMatch | { universityId: null; universityName: string } {
  const fallback = context.defaults.university?.trim();
  return (
    context.universities.match(text) ??
    context.universities.match(fallback) ?? { universityId: null, universityName: fallback || text || '' }
  );
}

/** The closing date, or the refusal: unreadable, or already past. */
function closingDateOf(text: string | undefined, context: MapContext): Date | null | string {
  if (!text) return null;
  const date = parseItemDate(text, { timeZone: context.timeZone, endOfDay: true });
  if (!date) return `Closing date '${text}' is not a date we can read`;
  if (date.getTime() < context.now.getTime())
    return `The closing date ${formatItemDay(date, context.timeZone)} has passed`;
  return date;
}

export function mapItem(item: SourceItem, context: MapContext): MappedItem {
  const fields: Fields = applyMapping(item, effectiveMapping(Object.keys(item.fields), context.mapping));
  const key = fields.id ?? fields.url ?? null;
  const refuse = (reason: string): MappedItem => ({ ok: false, problem: { row: item.row, key, reason } });

  const closingDate = closingDateOf(fields.closing_date, context);
  if (typeof closingDate === 'string') return refuse(closingDate);

  const university = universityOf(fields.university, context);
  const countryText =
    fields.country ?? ('country' in university ? university.country : undefined) ?? context.defaults.country;
  const fundingType = fields.funding_type ? FUNDING_TYPES.get(compactKey(fields.funding_type)) : undefined;

  const parsed = createOpportunityInput.safeParse({
    // Absent required fields go in blank so the schema says "Title is required", not "expected string".
    title: fields.title ?? '',
    universityId: university.universityId,
    universityName: university.universityName,
    country: countryText ? (siteCountryName(countryText) ?? countryText) : '',
    department: fields.department ?? context.defaults.department,
    discipline: fields.discipline,
    supervisor: fields.supervisor,
    city: fields.city,
    description: fields.description,
    closingDate,
    opportunityUrl: fields.url,
    funding: fields.funding,
    fundingType,
    fullyFunded: fundingType === 'fully_funded',
    openTo: fields.open_to,
    source: 'import',
  } satisfies CreateOpportunityInput);
  return parsed.success ? { ok: true, key, input: parsed.data } : refuse(refusalOf(parsed.error));
}
