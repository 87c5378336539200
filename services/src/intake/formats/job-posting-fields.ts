// A schema.org JobPosting's properties as item fields (docs/imports.md "Formats"). Google's guidance
// for job postings is what careers pages follow, so its shapes are the ones read: identifier as a
// PropertyValue, hiringOrganization as an Organization, jobLocation as a Place with a PostalAddress,
// baseSalary as a MonetaryAmount. employmentType is not a field of ours and is left out.
import type { ItemField } from '../types.ts';
import { presentFields, textOf } from './caps.ts';

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

/** The first of a property that may be written once or as a list. */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A property that is text, or a thing with a name (an Organization, a Country). */
const nameOf = (value: unknown): string | null => textOf(first(value)) ?? textOf(objectOf(first(value))?.name);

function identifierOf(value: unknown): string | null {
  const identifier = first(value);
  return textOf(identifier) ?? textOf(objectOf(identifier)?.value);
}

const UNITS: Record<string, string> = {
  YEAR: 'a year',
  MONTH: 'a month',
  WEEK: 'a week',
  DAY: 'a day',
  HOUR: 'an hour',
};

const amount = (value: unknown): string | null =>
  typeof value === 'number' ? value.toLocaleString('en-GB') : textOf(value);

/** baseSalary as a person writes it: "GBP 20,780 a year", "EUR 2,500–3,000 a month". */
export function salaryText(value: unknown): string | null {
  const salary = objectOf(first(value));
  if (!salary) return textOf(value);
  const quantity = objectOf(salary.value);
  const figure = quantity
    ? (amount(quantity.value) ?? [amount(quantity.minValue), amount(quantity.maxValue)].filter(Boolean).join('–'))
    : amount(salary.value);
  if (!figure) return null;
  const unit = textOf(quantity?.unitText);
  return [textOf(salary.currency), figure, unit ? (UNITS[unit.toUpperCase()] ?? `per ${unit.toLowerCase()}`) : null]
    .filter(Boolean)
    .join(' ');
}

/** True for `"@type": "JobPosting"` and for a list of types that holds it. */
export function isJobPosting(value: unknown): value is Json {
  const type = objectOf(value)?.['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
}

export function jobPostingFields(posting: Json): Record<string, string | null> {
  const organisation = objectOf(first(posting.hiringOrganization));
  const address = objectOf(first(objectOf(first(posting.jobLocation))?.address));
  // directApply is a boolean in schema.org, but some pages put the application link there.
  const url = textOf(posting.url) ?? (typeof posting.directApply === 'string' ? textOf(posting.directApply) : null);
  const fields: Partial<Record<ItemField, string | null>> = {
    id: identifierOf(posting.identifier) ?? url,
    title: textOf(posting.title),
    university: nameOf(posting.hiringOrganization),
    department: nameOf(organisation?.department),
    // As written: a country's name or its ISO code; the mapping reads either.
    country: nameOf(address?.addressCountry),
    city: textOf(address?.addressLocality),
    description: textOf(posting.description),
    closing_date: textOf(posting.validThrough),
    posted_date: textOf(posting.datePosted),
    start_date: textOf(first(posting.jobStartDate)),
    url,
    funding: salaryText(posting.baseSalary),
  };
  return presentFields(fields);
}

/** Every JobPosting in a JSON-LD value: itself, the items of an array, the nodes of an @graph. */
export function jobPostingsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(jobPostingsIn);
  if (isJobPosting(value)) return [value];
  const graph = objectOf(value)?.['@graph'];
  return graph === undefined ? [] : jobPostingsIn(graph);
}
