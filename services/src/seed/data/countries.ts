// Countries the catalogue covers. The footer list is fixed by the product spec (section 2, "Footer"):
// the site links to each of them, so every one must have listings.

export interface CountryProfile {
  name: string;
  /** Relative share of the catalogue: the footer countries dominate, as on the live site. */
  weight: number;
  /** Faker locale codes for supervisor names (an international mix is added on top). */
  locales: string[];
  /** open_to values a listing in this country may carry. */
  openTo: string[];
  /** Stipend or salary sentence for a fully funded post. */
  stipend: string[];
  /** How long the doctorate usually takes there. */
  duration: string;
}

const EU_OPEN_TO = ['EU students', 'EU/EEA students', 'International students', 'All nationalities'];
const WORLD_OPEN_TO = ['International students', 'All nationalities', 'Domestic students'];

export const COUNTRIES: CountryProfile[] = [
  {
    name: 'United Kingdom',
    weight: 18,
    locales: ['en_GB'],
    openTo: ['UK students', 'Home students', 'UK and EU students', 'International students', 'All nationalities'],
    stipend: [
      'a tax-free stipend at the UKRI rate (£20,780 for 2025/26) and home tuition fees',
      'an enhanced tax-free stipend of £22,780 per year plus tuition fees at the home rate',
      'tuition fees and a tax-free maintenance stipend of £20,780 per year, with a research training support grant',
    ],
    duration: '3.5 years',
  },
  {
    name: 'Germany',
    weight: 13,
    locales: ['de'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a salary according to TV-L E13 (65%), including social security and pension contributions',
      'a full-time position paid according to TV-L E13 (75%) for three years',
      'a DFG-funded doctoral position (TV-L E13, 65%) with a travel budget for conferences',
    ],
    duration: '3 years',
  },
  {
    name: 'Netherlands',
    weight: 9,
    locales: ['nl'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a full-time employment contract with a gross monthly salary from €2,901 in the first year rising to €3,707 in the fourth',
      'a four-year PhD contract under the Collective Labour Agreement of Dutch Universities, plus 8% holiday allowance and an 8.3% end-of-year bonus',
    ],
    duration: '4 years',
  },
  {
    name: 'France',
    weight: 8,
    locales: ['fr'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a three-year doctoral contract with a gross monthly salary of €2,200',
      'a fully funded doctoral contract (contrat doctoral) of €2,200 gross per month with optional teaching duties',
    ],
    duration: '3 years',
  },
  {
    name: 'Switzerland',
    weight: 6,
    locales: ['de_CH', 'fr_CH'],
    openTo: ['International students', 'All nationalities', 'EU/EEA students'],
    stipend: [
      'a doctoral salary of CHF 50,040 in the first year, increasing annually, according to the institutional scale',
      'a fully funded position with a gross salary of about CHF 48,000 per year and Swiss social benefits',
    ],
    duration: '4 years',
  },
  {
    name: 'Sweden',
    weight: 6,
    locales: ['sv'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a doctoral studentship employment with a monthly salary starting at SEK 34,600',
      'a four-year salaried position on the national doctoral student salary scale (from SEK 33,900 per month)',
    ],
    duration: '4 years',
  },
  {
    name: 'Denmark',
    weight: 5,
    locales: ['da'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a salaried three-year PhD fellowship according to the agreement between the Ministry of Finance and AC (about DKK 31,000 per month plus pension)',
      'full PhD funding including salary, pension, tuition and a running budget for fieldwork and conferences',
    ],
    duration: '3 years',
  },
  {
    name: 'Norway',
    weight: 4,
    locales: ['nb_NO'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a position as PhD Research Fellow in salary code 1017, starting at NOK 550,800 per year',
      'a four-year fellowship with 25% duties and a gross salary of NOK 550,800 per year',
    ],
    duration: '3-4 years',
  },
  {
    name: 'Finland',
    weight: 4,
    locales: ['fi'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a salary of €2,600-€3,200 per month according to the university salary system',
      'a four-year doctoral researcher employment with occupational health care and a starting salary of about €2,700 per month',
    ],
    duration: '4 years',
  },
  {
    name: 'Belgium',
    weight: 5,
    locales: ['nl_BE', 'fr_BE'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a tax-free doctoral scholarship of about €2,600 net per month for four years',
      'a four-year FWO-style doctoral fellowship including social security coverage',
    ],
    duration: '4 years',
  },
  {
    name: 'Luxembourg',
    weight: 1.5,
    locales: ['fr', 'de'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a doctoral contract with an annual gross salary of €42,000, funded by the FNR',
      'an employment contract for 36 months (extendable) with a highly competitive salary of about €3,500 gross per month',
    ],
    duration: '3-4 years',
  },
  {
    name: 'Ireland',
    weight: 3,
    locales: ['en_IE'],
    openTo: ['EU students', 'International students', 'All nationalities'],
    stipend: [
      'a tax-free stipend of €25,000 per year and full payment of EU fees',
      'a Research Ireland-funded scholarship with a stipend of €25,000 per annum plus fees',
    ],
    duration: '4 years',
  },
  {
    name: 'Italy',
    weight: 3,
    locales: ['it'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a PNRR-funded scholarship of €17,000 gross per year with a 50% increase for periods abroad',
      'a three-year doctoral scholarship of €16,243 gross per year and a research budget',
    ],
    duration: '3 years',
  },
  {
    name: 'Spain',
    weight: 3,
    locales: ['es'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a four-year predoctoral contract (FPI) with a gross annual salary of about €21,000',
      'a fully funded predoctoral contract including tuition and a mobility allowance',
    ],
    duration: '4 years',
  },
  {
    name: 'Austria',
    weight: 2.5,
    locales: ['de_AT'],
    openTo: EU_OPEN_TO,
    stipend: [
      'a 30-hour-per-week university assistant position with a gross salary of €3,000 per month (14 times a year)',
      'a fully funded doctoral position on the FWF scale (about €3,100 gross per month, 14 payments a year)',
    ],
    duration: '4 years',
  },
  {
    name: 'Portugal',
    weight: 1.5,
    locales: ['pt_PT'],
    openTo: EU_OPEN_TO,
    stipend: [
      'an FCT doctoral grant of €1,309 per month plus tuition fees',
      'a four-year research grant (BI) with a monthly stipend of €1,309 and social insurance',
    ],
    duration: '4 years',
  },
  {
    name: 'United States',
    weight: 4,
    locales: ['en_US'],
    openTo: WORLD_OPEN_TO,
    stipend: [
      'full tuition remission, health insurance and a twelve-month stipend of $45,000',
      'five years of guaranteed funding covering tuition, fees and a stipend of $42,000 per year',
    ],
    duration: '5 years',
  },
  {
    name: 'Canada',
    weight: 2.5,
    locales: ['en_CA'],
    openTo: WORLD_OPEN_TO,
    stipend: [
      'a guaranteed funding package of CAD 30,000 per year for four years',
      'a minimum funding package of CAD 28,000 per year, including teaching assistantships',
    ],
    duration: '4 years',
  },
  {
    name: 'Australia',
    weight: 2.5,
    locales: ['en_AU'],
    openTo: WORLD_OPEN_TO,
    stipend: [
      'a Research Training Program stipend of AUD 37,000 per year (tax-free) and a tuition fee offset',
      'a full scholarship of AUD 38,500 per annum for 3.5 years, plus tuition fees for international candidates',
    ],
    duration: '3.5 years',
  },
];

/** Names for supervisors whose origin differs from the university's country: academia is international. */
export const INTERNATIONAL_LOCALES = [
  'en_US',
  'en_GB',
  'en_IN',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pl',
  'pt_BR',
  'ro',
  'tr',
  'cs_CZ',
];
