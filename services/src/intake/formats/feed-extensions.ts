// What a feed item says beyond RSS and Atom's own elements (docs/imports.md "Formats"): job feeds put
// a closing date, the employer and the place in elements of their own namespace (jobs.ac.uk-style
// <job:closingDate>, <deadline>, <employer>, <location:city>) or in categories named by their domain
// (RSS) or scheme (Atom). Both are read by the element's local name or the category's name, whatever
// the namespace prefix, so a feed is not tied to one vendor's vocabulary.
import type { ItemField } from '../types.ts';

/** Local element names (lower case, '_' and '-' dropped) -> the field they fill. */
const EXTENSION_FIELDS: Record<string, ItemField> = {
  closingdate: 'closing_date',
  deadline: 'closing_date',
  applicationdeadline: 'closing_date',
  validthrough: 'closing_date',
  expirydate: 'closing_date',
  expirationdate: 'closing_date',
  university: 'university',
  institution: 'university',
  employer: 'university',
  hiringorganization: 'university',
  department: 'department',
  faculty: 'department',
  country: 'country',
  addresscountry: 'country',
  city: 'city',
  addresslocality: 'city',
  startdate: 'start_date',
  jobstartdate: 'start_date',
  funding: 'funding',
  salary: 'funding',
  discipline: 'discipline',
  supervisor: 'supervisor',
};

/** A category's domain (RSS) or scheme/label (Atom) -> the field; the same names as the elements. */
const fieldOfName = (name: string): ItemField | undefined =>
  EXTENSION_FIELDS[name.toLowerCase().replace(/[-_\s]/g, '')];

/** feedparser's raw form of an element: its attributes ('@') and its text ('#'). */
interface RawElement {
  '@'?: Record<string, string>;
  '#'?: string;
}

const asList = (value: unknown): RawElement[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is RawElement => typeof v === 'object' && v !== null);

/** The fields an item's own elements and named categories give, first one written wins. */
export function extensionFields(item: Record<string, unknown>): Partial<Record<ItemField, string>> {
  const found: Partial<Record<ItemField, string>> = {};
  const keep = (field: ItemField | undefined, text: string | undefined) => {
    const value = text?.trim();
    if (field && value && found[field] === undefined) found[field] = value;
  };
  for (const [key, value] of Object.entries(item)) {
    const [prefix, local] = key.includes(':') ? key.split(':', 2) : ['', key];
    if (!local || local === '@') continue;
    if (local === 'category' && (prefix === 'rss' || prefix === 'atom')) {
      for (const category of asList(value)) {
        const attributes = category['@'] ?? {};
        const name = attributes.domain ?? attributes.scheme ?? attributes.label;
        if (name) keep(fieldOfName(name), attributes.term ?? category['#']);
      }
    } else {
      // Any namespace: <job:closingDate>, and <deadline> with none (feedparser files it under 'rss:').
      for (const element of asList(value)) keep(fieldOfName(local), element['#']);
    }
  }
  return found;
}
