// What a search alert keeps of the listing's search (spec section 7's listing filters): category,
// countries, universities, disciplines, funded only and a keyword. Dates are not kept: an alert is
// about listings created after its last run. The label says it in words for Smart Picks and e-mails.
import { z } from 'zod';
import { lineText } from '../input/text.ts';

const names = (field: string) =>
  z
    .array(lineText(field).trim().min(1).max(200), { error: `${field} must be a list of names` })
    .max(10, `At most 10 ${field} per alert`)
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a.localeCompare(b)));

export const alertFilters = z
  .object({
    category: z.enum(['standard', 'featured'], { error: 'Category must be standard or featured' }).default('standard'),
    country: names('countries'),
    university: names('universities'),
    discipline: names('disciplines'),
    funded: z.boolean({ error: 'Funded must be true or false' }).default(false),
    q: lineText('Keyword').trim().max(200, 'The keyword may be at most 200 characters').default(''),
  })
  .strict();

export type AlertFilters = z.output<typeof alertFilters>;

/**
 * The search engine's filters (search/src/engine.ts SearchFilters, restated here because services
 * does not depend on the search package; the engine satisfies it structurally).
 */
export interface AlertSearchFilters {
  category: readonly string[];
  country?: readonly string[];
  university?: readonly string[];
  discipline?: readonly string[];
  fundedOnly?: boolean;
  q?: string;
  createdAfter: Date;
  createdBefore: Date;
}

/** What the alerts run needs of the search engine. */
export interface AlertSearch {
  search(
    request: AlertSearchFilters & { sort: 'latest'; limit: number; offset: number },
  ): Promise<{ hits: readonly { id: string }[] }>;
}

/** The engine's filters for an alert's matches created after `since`. */
export function searchFiltersOf(filters: AlertFilters, since: Date, until: Date): AlertSearchFilters {
  return {
    category: [filters.category],
    ...(filters.country.length > 0 && { country: filters.country }),
    ...(filters.university.length > 0 && { university: filters.university }),
    ...(filters.discipline.length > 0 && { discipline: filters.discipline }),
    ...(filters.funded && { fundedOnly: true }),
    ...(filters.q !== '' && { q: filters.q }),
    createdAfter: since,
    createdBefore: until,
  };
}

const list = (values: string[]) =>
  values.length <= 2 ? values.join(' or ') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** "Fully funded PhD positions in Physics in Germany or Sweden matching “quantum”". */
export function alertLabel(f: AlertFilters): string {
  const parts = [
    `${f.funded ? 'Fully funded ' : ''}${f.category === 'featured' ? 'featured ' : ''}PhD positions`,
    f.discipline.length > 0 ? `in ${list(f.discipline)}` : '',
    f.country.length > 0 ? `in ${list(f.country)}` : '',
    f.university.length > 0 ? `at ${list(f.university)}` : '',
    f.q !== '' ? `matching “${f.q}”` : '',
  ];
  const label = parts.filter(Boolean).join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
