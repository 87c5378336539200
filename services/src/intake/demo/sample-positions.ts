// The demo's sample CSV (issue 31, docs/imports.md "Trying it offline"): ten PhD positions at the demo
// recruiter's university in the template's columns, so the upload maps itself. Exactly one row is
// refused, and a person sees why: its closing date is last month's ("The closing date … has passed").
// Rows carry no link: a recruiter's position without one takes applications on the site.
import { csvLine } from '../../applicants/export-csv.ts';
import { DEMO_RECRUITER_DEPARTMENT, DEMO_RECRUITER_UNIVERSITY } from '../../seed/accounts.ts';
import { TEMPLATE_COLUMNS } from '../mapping/template.ts';
import type { ItemField } from '../types.ts';
import { isoDay, monthEnd, monthStart } from './closing-dates.ts';

type SampleRow = Partial<Record<ItemField, string>> & {
  /** Months from now to the closing date's month end; -1 makes the refused row. */
  closesIn: number;
};

const UKRI = 'UKRI stipend at the national rate, tuition fees and a research budget';

const ROWS: readonly SampleRow[] = [
  {
    id: 'ED-INF-001',
    title: 'PhD studentship in trustworthy machine learning for clinical decision support',
    department: DEMO_RECRUITER_DEPARTMENT,
    discipline: 'Computer Science',
    supervisor: 'Dr. Morag Sinclair',
    description:
      '<p>Design machine-learning models whose predictions clinicians can check, with NHS Lothian.</p><ul><li>Uncertainty estimates</li><li>Explanations tested with clinicians</li></ul>',
    funding: `3.5 years: ${UKRI}`,
    funding_type: 'fully_funded',
    open_to: 'Home and international students',
    closesIn: 2,
  },
  {
    id: 'ED-GEO-002',
    title: 'PhD in Antarctic ice-shelf dynamics and sea-level rise',
    department: 'School of GeoSciences',
    discipline: 'Earth Sciences',
    supervisor: 'Prof. Alasdair Reid',
    description: '<p>Combine satellite radar and ice-flow models to predict how West Antarctic ice shelves thin.</p>',
    funding: `3.5 years: ${UKRI}`,
    funding_type: 'fully_funded',
    open_to: 'All nationalities',
    closesIn: 1,
  },
  {
    id: 'ED-CHEM-003',
    title: 'PhD in sustainable catalysis for converting CO2 into fuels',
    department: 'School of Chemistry',
    discipline: 'Chemistry',
    supervisor: 'Dr. Priya Raman',
    description: '<p>Make and test earth-abundant metal catalysts that turn captured CO2 into methanol.</p>',
    funding: 'EPSRC doctoral studentship: stipend and home fees for 3.5 years',
    funding_type: 'fully_funded',
    open_to: 'Home students; exceptional international candidates considered',
    closesIn: 3,
  },
  {
    id: 'ED-NEURO-004',
    title: 'PhD in neuroinflammation and remyelination in multiple sclerosis',
    department: 'Centre for Discovery Brain Sciences',
    discipline: 'Neuroscience',
    supervisor: 'Dr. Fiona MacLeod',
    description: '<p>Study how microglia support myelin repair, in organoids and in patient tissue.</p>',
    funding: 'Four-year MS Society studentship with stipend and fees',
    funding_type: 'fully_funded',
    open_to: 'All nationalities',
    closesIn: 2,
  },
  {
    id: 'ED-LING-005',
    title: 'PhD in computational models of child language acquisition',
    department: 'School of Philosophy, Psychology and Language Sciences',
    discipline: 'Linguistics',
    supervisor: 'Prof. Ewan Baird',
    description: '<p>Build learning models that explain how children find words in continuous speech.</p>',
    funding: 'College scholarship covering fees and a stipend for three years',
    funding_type: 'fully_funded',
    open_to: 'All nationalities',
    closesIn: 4,
  },
  {
    id: 'ED-ENG-006',
    title: 'PhD in reliability of floating offshore wind turbines',
    department: 'School of Engineering',
    discipline: 'Mechanical Engineering',
    supervisor: 'Dr. Callum Fraser',
    description: '<p>Model fatigue in mooring lines and predict failures from turbine sensor data.</p>',
    funding: 'Industry-sponsored studentship with an enhanced stipend',
    funding_type: 'fully_funded',
    open_to: 'Home and international students',
    closesIn: 3,
  },
  {
    // The one row the preview refuses: its closing date is last month's end, so it has always passed.
    id: 'ED-HIST-007',
    title: 'PhD in the environmental history of the Scottish Highlands',
    department: 'School of History, Classics and Archaeology',
    discipline: 'History',
    supervisor: 'Dr. Isla Grant',
    description: '<p>Trace how land use changed the Highlands between 1750 and 1900, from estate archives.</p>',
    funding: 'Partial fee waiver; applicants seek their own maintenance funding',
    funding_type: 'partially_funded',
    open_to: 'All nationalities',
    closesIn: -1,
  },
  {
    id: 'ED-PHYS-008',
    title: 'PhD in quantum simulation with ultracold atoms',
    department: 'School of Physics and Astronomy',
    discipline: 'Physics',
    supervisor: 'Prof. Hamish Stewart',
    description: '<p>Build an optical-lattice experiment to study magnetism in strongly interacting fermions.</p>',
    funding: `3.5 years: ${UKRI}`,
    funding_type: 'fully_funded',
    open_to: 'All nationalities',
    closesIn: 2,
  },
  {
    id: 'ED-ECON-009',
    title: 'PhD in the economics of carbon pricing and household energy use',
    department: 'School of Economics',
    discipline: 'Economics',
    supervisor: 'Dr. Niamh Kelly',
    description: '<p>Use smart-meter data to measure how households respond to carbon taxes.</p>',
    funding: 'Tuition fees covered; a tutoring post pays part of the living costs',
    funding_type: 'partially_funded',
    open_to: 'All nationalities',
    closesIn: 5,
  },
  {
    id: 'ED-VET-010',
    title: 'PhD in antimicrobial resistance in dairy cattle',
    department: 'Royal (Dick) School of Veterinary Studies',
    discipline: 'Veterinary Science',
    supervisor: 'Dr. Ruaridh Munro',
    description: '<p>Follow resistance genes from farm to milk with genome sequencing, with Scottish dairy farms.</p>',
    funding: 'BBSRC studentship: stipend and fees for four years',
    funding_type: 'fully_funded',
    open_to: 'Home students',
    closesIn: 3,
  },
];

/** The reference of the row the preview refuses, for tests and the docs. */
export const SAMPLE_REFUSED_REFERENCE = 'ED-HIST-007';
export const SAMPLE_POSITION_COUNT = ROWS.length;

/** The CSV as a download: the template's header, then the rows with dates relative to `now`. */
export function samplePositionsCsv(now: Date = new Date()): string {
  const fields = (row: SampleRow): Partial<Record<ItemField, string>> => ({
    university: DEMO_RECRUITER_UNIVERSITY,
    country: 'United Kingdom',
    city: 'Edinburgh',
    closing_date: monthEnd(now, row.closesIn),
    start_date: isoDay(monthStart(now, Math.max(row.closesIn, 0) + 4)),
    posted_date: isoDay(monthStart(now, 0)),
    ...row,
  });
  const lines = ROWS.map((row) => {
    const values = fields(row);
    return csvLine(TEMPLATE_COLUMNS.map((c) => values[c.field] ?? null));
  });
  return csvLine(TEMPLATE_COLUMNS.map((c) => c.header)) + lines.join('');
}
