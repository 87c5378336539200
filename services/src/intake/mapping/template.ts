// The CSV template people download to fill in (issue 31, docs/imports.md "Mapping"), and the columns'
// descriptions the mapping screen shows beside each field. Every header here maps itself by name
// (headers.ts), so a filled-in template needs no mapping at all.
import type { ItemField } from '../types.ts';

export interface TemplateColumn {
  field: ItemField;
  /** The header the template writes. */
  header: string;
  /** One line for the mapping screen. */
  description: string;
  /** The example row's value. */
  example: string;
}

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  {
    field: 'id',
    header: 'Reference',
    description: 'Your own reference for the position; later uploads update the position with the same reference.',
    example: 'PHD-2030-017',
  },
  {
    field: 'title',
    header: 'Title',
    description: "The position's title (required).",
    example: 'PhD position in computational neuroscience',
  },
  {
    field: 'university',
    header: 'University',
    description: 'The university or institute offering it; your default is used when empty.',
    example: 'University of Amsterdam',
  },
  {
    field: 'department',
    header: 'Department',
    description: 'The department, school or research group.',
    example: 'Informatics Institute',
  },
  {
    field: 'discipline',
    header: 'Discipline',
    description: 'The field of study; read from the description when empty.',
    example: 'Neuroscience',
  },
  {
    field: 'supervisor',
    header: 'Supervisor',
    description: 'The supervisor or principal investigator.',
    example: 'Dr. Anna de Vries',
  },
  {
    field: 'country',
    header: 'Country',
    description: 'The country, by name or ISO code (required unless the university is known or a default is set).',
    example: 'Netherlands',
  },
  { field: 'city', header: 'City', description: 'The city where the position is based.', example: 'Amsterdam' },
  {
    field: 'description',
    header: 'Description',
    description: 'The full text; simple HTML (paragraphs, lists, links) is kept.',
    example: '<p>Join our lab to model how neural circuits learn.</p>',
  },
  {
    field: 'closing_date',
    header: 'Closing date',
    description: 'The application deadline, e.g. 2030-01-31 or 31 January 2030 (the end of that day).',
    example: '2030-01-31',
  },
  {
    field: 'start_date',
    header: 'Start date',
    description: 'When the position starts (shown in the text; not a filter).',
    example: '2030-09-01',
  },
  {
    field: 'posted_date',
    header: 'Posted date',
    description: 'When you published it (for your records; not shown).',
    example: '2029-11-01',
  },
  {
    field: 'url',
    header: 'Link',
    description: 'Where to apply: an http(s) address; also identifies the position when it has no reference.',
    example: 'https://example.org/vacancies/phd-2030-017',
  },
  {
    field: 'funding',
    header: 'Funding',
    description: 'Salary, stipend or funding in your own words.',
    example: 'Four-year contract, gross salary from €2,901 per month',
  },
  {
    field: 'funding_type',
    header: 'Funding type',
    description: 'fully_funded, partially_funded or self_funded; read from the text when empty.',
    example: 'fully_funded',
  },
  {
    field: 'open_to',
    header: 'Open to',
    description: 'Who may apply, e.g. "All nationalities".',
    example: 'All nationalities',
  },
];

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180), quotes doubled. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const line = (values: string[]) => values.map(cell).join(',');

/** The template: the header row and one example row, CRLF line ends as RFC 4180 writes them. */
export function csvTemplate(): string {
  return `${line(TEMPLATE_COLUMNS.map((c) => c.header))}\r\n${line(TEMPLATE_COLUMNS.map((c) => c.example))}\r\n`;
}
