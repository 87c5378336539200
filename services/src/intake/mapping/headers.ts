// Spreadsheet headers -> the fields an item carries (issue 31, docs/imports.md "Mapping"). People name
// columns their own way, often in their own language, so a header is compared by its compact key (case,
// accents, spaces, underscores and hyphens ignored) against each field's names in English, German,
// French and Dutch. What no name matches is left for the mapping screen; a source's saved mapping wins.
import { ITEM_FIELDS, type ItemField, type SourceItem } from '../types.ts';
import { compactKey } from './normalise.ts';

/** A saved mapping's value: a field, or 'ignore' for a column that should not be read. */
export type MappingTarget = ItemField | 'ignore';

/** The names each field is known by. The canonical name itself always counts (feeds use it). */
const SYNONYMS: Record<ItemField, readonly string[]> = {
  id: [
    'Reference',
    'Ref',
    'Reference number',
    'Job ID',
    'Vacancy ID',
    'Position ID',
    'Job reference',
    'Kennziffer',
    'Referenz',
    'Référence',
    'Referentie',
    'Vacaturenummer',
  ],
  title: [
    'Title',
    'Position title',
    'Job title',
    'Position',
    'Vacancy',
    'Project title',
    'Titel',
    'Stellenbezeichnung',
    'Titre',
    'Intitulé du poste',
    'Functietitel',
    'Functie',
  ],
  university: [
    'University',
    'Institution',
    'Employer',
    'Organisation',
    'Organization',
    'University name',
    'Universität',
    'Hochschule',
    'Arbeitgeber',
    'Université',
    'Établissement',
    'Employeur',
    'Universiteit',
    'Instelling',
    'Werkgever',
  ],
  department: [
    'Department',
    'School',
    'Faculty',
    'Institute',
    'Group',
    'Research group',
    'Abteilung',
    'Fakultät',
    'Institut',
    'Département',
    'Faculté',
    'Laboratoire',
    'Afdeling',
    'Faculteit',
  ],
  discipline: [
    'Discipline',
    'Subject',
    'Subject area',
    'Field',
    'Research field',
    'Fachgebiet',
    'Fachrichtung',
    'Domaine',
    'Discipline scientifique',
    'Vakgebied',
  ],
  supervisor: [
    'Supervisor',
    'Principal investigator',
    'PI',
    'Contact person',
    'Betreuer',
    'Betreuerin',
    'Directeur de thèse',
    'Encadrant',
    'Promotor',
    'Begeleider',
  ],
  country: ['Country', 'Land', 'Pays', 'Country code'],
  city: ['City', 'Location', 'Town', 'Stadt', 'Ort', 'Arbeitsort', 'Ville', 'Lieu', 'Plaats', 'Stad', 'Standplaats'],
  description: [
    'Description',
    'Details',
    'Job description',
    'Summary',
    'Body',
    'Beschreibung',
    'Stellenbeschreibung',
    'Descriptif',
    'Description du poste',
    'Omschrijving',
    'Beschrijving',
  ],
  closing_date: [
    'Deadline',
    'Closing date',
    'Closing',
    'Apply by',
    'Application deadline',
    'Expires',
    'Expiry date',
    'Valid through',
    'Bewerbungsschluss',
    'Bewerbungsfrist',
    'Frist',
    'Date limite',
    'Date de clôture',
    'Sluitingsdatum',
    'Deadline sollicitatie',
  ],
  start_date: [
    'Start date',
    'Starting date',
    'Start',
    'Beginn',
    'Startdatum',
    'Date de début',
    'Date de prise de fonction',
    'Begindatum',
    'Ingangsdatum',
  ],
  posted_date: [
    'Posted',
    'Posted date',
    'Date posted',
    'Published',
    'Publication date',
    'Veröffentlicht',
    'Veröffentlichungsdatum',
    'Date de publication',
    'Publicatiedatum',
    'Geplaatst',
  ],
  url: [
    'Link',
    'URL',
    'Apply URL',
    'Apply link',
    'Application link',
    'Application URL',
    'Web address',
    'Website',
    'Bewerbungslink',
    'Lien',
    'Lien de candidature',
    'Sollicitatielink',
  ],
  funding: [
    'Funding',
    'Salary',
    'Stipend',
    'Remuneration',
    'Finanzierung',
    'Gehalt',
    'Vergütung',
    'Financement',
    'Salaire',
    'Rémunération',
    'Financiering',
    'Salaris',
  ],
  funding_type: ['Funding type', 'Funding status', 'Finanzierungsart', 'Type de financement', 'Type financiering'],
  open_to: [
    'Open to',
    'Eligibility',
    'Eligible applicants',
    'Nationality',
    'Zielgruppe',
    'Éligibilité',
    'Ouvert à',
    'Doelgroep',
  ],
};

/** compact key -> field, built once. */
const BY_KEY: ReadonlyMap<string, ItemField> = new Map(
  ITEM_FIELDS.flatMap((field) => [field, ...SYNONYMS[field]].map((name) => [compactKey(name), field] as const)),
);

/** The field a header names, or undefined when it names none we know. */
export function fieldForHeader(header: string): ItemField | undefined {
  return BY_KEY.get(compactKey(header));
}

/**
 * The mapping by name: each header that names a field, the first one winning when two name the same
 * field (a second "Title" column is left for the person to decide). `unmapped` keeps the headers' order.
 */
export function autoMapping(headers: string[]): { mapping: Record<string, ItemField>; unmapped: string[] } {
  const mapping: Record<string, ItemField> = {};
  const unmapped: string[] = [];
  const taken = new Set<ItemField>();
  for (const header of headers) {
    const field = fieldForHeader(header);
    if (field && !taken.has(field)) {
      mapping[header] = field;
      taken.add(field);
    } else unmapped.push(header);
  }
  return { mapping, unmapped };
}

/** The automatic mapping with the source's saved one on top (a saved 'ignore' drops a column). */
export function effectiveMapping(
  headers: string[],
  saved: Record<string, MappingTarget> = {},
): Record<string, MappingTarget> {
  const known = new Set(headers);
  const savedHere = Object.fromEntries(Object.entries(saved).filter(([header]) => known.has(header)));
  const savedFields = new Set(Object.values(savedHere));
  // A field the person assigned to a column is no longer claimed by another column's name.
  const automatic = Object.entries(autoMapping(headers).mapping).filter(([, field]) => !savedFields.has(field));
  return { ...Object.fromEntries(automatic), ...savedHere };
}

/** An item's values by field: blank cells are absent, and of two columns for one field the first filled wins. */
export function applyMapping(
  item: SourceItem,
  mapping: Record<string, MappingTarget>,
): Partial<Record<ItemField, string>> {
  const fields: Partial<Record<ItemField, string>> = {};
  for (const [header, raw] of Object.entries(item.fields)) {
    const field = mapping[header];
    const value = raw?.trim();
    if (!field || field === 'ignore' || !value || fields[field] !== undefined) continue;
    fields[field] = value;
  }
  return fields;
}
