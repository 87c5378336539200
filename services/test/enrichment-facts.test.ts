// The local engine's facts by rules (issue 17), one rule family at a time, on the words postings use.
import { describe, expect, it } from 'vitest';
import { postingFactsSchema } from '../src/enrichment/engine.ts';
import { durationMonthsOf } from '../src/enrichment/local/facts/duration.ts';
import { eligibilityOf } from '../src/enrichment/local/facts/eligibility.ts';
import { extractFacts } from '../src/enrichment/local/facts/index.ts';
import { parseAmount } from '../src/enrichment/local/facts/numbers.ts';
import { readFunding } from '../src/enrichment/local/facts/reading.ts';
import { startDateOf } from '../src/enrichment/local/facts/start-date.ts';
import { stipendOf } from '../src/enrichment/local/facts/stipend.ts';
import { feesOf } from '../src/enrichment/local/facts/tuition.ts';
import { yearlyStipend } from '../src/enrichment/stipend-yearly.ts';

const fundingTypeOf = (editorTexts: string, text: string, country = 'United Kingdom') =>
  readFunding(editorTexts, text, country).fundingType;
const tuitionOf = (text: string, country = 'United Kingdom') => readFunding('', text, country).tuition;

describe('funding type', () => {
  it.each([
    ['Applications are invited for a fully funded three-year PhD studentship.', 'fully_funded'],
    ['A fully-funded position in our group.', 'fully_funded'],
    ['The position is paid according to TV-L E13 (65%).', 'fully_funded'],
    ['We offer a four-year position starting at €2,770 gross per month.', 'fully_funded'],
    ['The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum.', 'fully_funded'],
    ['This is a self-funded PhD: applicants must secure their own funding.', 'self_funded'],
    ['There is no funding attached to this project.', 'self_funded'],
    ['Candidates must fund fees and maintenance themselves.', 'self_funded'],
    ['This project is partially funded by the department.', 'partially_funded'],
    ['The scholarship covers tuition fees. It does not include a monthly stipend.', 'partially_funded'],
    ['A stipend of AUD 37,000 per annum. Tuition fees are not included.', 'partially_funded'],
    [
      'The award covers home tuition fees and a stipend. Overseas applicants must fund the difference between home and overseas fees.',
      'partially_funded',
    ],
    ['A stipend of SGD 2,000 per month for the first two years only.', 'partially_funded'],
    ['The scholarship offers a 50% reduction in tuition fees. No living stipend is attached.', 'partially_funded'],
    ['La ayuda cubre la matrícula durante tres cursos. No incluye asignación mensual ni contrato.', 'partially_funded'],
    ['Il posto copre le tasse universitarie. Non è prevista alcuna retribuzione.', 'partially_funded'],
    ['A half-time graduate assistantship with a stipend and a 50% tuition scholarship.', 'partially_funded'],
    ['The scholarship provides a stipend, a contribution to fees and research expenses.', 'fully_funded'],
    ['This project competes for a competition-funded studentship covering fees and a stipend.', 'unknown'],
    ['Candidates develop a proposal and submit it to national fellowship calls.', 'unknown'],
    ['We study the ecology of alpine lakes with field campaigns.', 'unknown'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(fundingTypeOf('', text)).toBe(expected);
  });

  it("reads the editor's funding texts before the description", () => {
    expect(fundingTypeOf('Self-funded', 'A fully funded studentship with a stipend.')).toBe('self_funded');
    expect(fundingTypeOf('Fully funded. Stipend and fees covered.', 'Join our group.')).toBe('fully_funded');
    expect(fundingTypeOf('Partially funded', 'We study lakes.')).toBe('partially_funded');
  });

  it("a job board's funding category says money is attached; the description says how much", () => {
    const shortfall =
      'The studentship covers tuition fees at the home rate and a stipend of £19,237 per year. ' +
      'International applicants must pay the difference between home and international fees themselves.';
    expect(fundingTypeOf('Funded PhD Project (Students Worldwide)', shortfall)).toBe('partially_funded');
    expect(fundingTypeOf('Fully funded', shortfall)).toBe('fully_funded');
    expect(fundingTypeOf('Funded PhD Project (Students Worldwide)', 'We study lakes with field campaigns.')).toBe(
      'fully_funded',
    );
  });

  it('a funded place that also welcomes self-funded applicants stays fully funded', () => {
    expect(fundingTypeOf('', 'A fully funded studentship. Self-funded applicants are also welcome.')).toBe(
      'fully_funded',
    );
  });
});

describe('stipend', () => {
  it.each([
    ['a tax-free stipend of £20,780 per annum', 'United Kingdom', { amount: 20780, currency: 'GBP', period: 'year' }],
    ['a salary of €2,770 gross per month', 'Netherlands', { amount: 2770, currency: 'EUR', period: 'month' }],
    ['The gross salary is 2.770 Euro per month.', 'Germany', { amount: 2770, currency: 'EUR', period: 'month' }],
    ["a salary starting at CHF 47'040 per year", 'Switzerland', { amount: 47040, currency: 'CHF', period: 'year' }],
    ['The salary is SEK 34 600 per month.', 'Sweden', { amount: 34600, currency: 'SEK', period: 'month' }],
    ['The monthly salary is kr 30,000.', 'Denmark', { amount: 30000, currency: 'DKK', period: 'month' }],
    ['a stipend of $35,000 per year', 'United States', { amount: 35000, currency: 'USD', period: 'year' }],
    ['a stipend of $28,000 a year', 'Canada', { amount: 28000, currency: 'CAD', period: 'year' }],
    [
      'a living allowance stipend of AUD 37,000 per annum',
      'Australia',
      { amount: 37000, currency: 'AUD', period: 'year' },
    ],
  ] as const)('%s (%s)', (text, country, expected) => {
    expect(stipendOf(text, country)).toEqual(expected);
  });

  it('fees, bench fees and research budgets are not a stipend', () => {
    expect(stipendOf('International tuition fees are £28,000 per year.', 'United Kingdom')).toBeNull();
    expect(stipendOf('A bench fee of £5,000 per year applies.', 'United Kingdom')).toBeNull();
    expect(stipendOf('A research training support grant of £3,000 is included.', 'United Kingdom')).toBeNull();
    expect(
      stipendOf('Tuition fees of £4,786 are covered, and a stipend of £20,780 per annum is paid.', 'United Kingdom'),
    ).toEqual({ amount: 20780, currency: 'GBP', period: 'year' });
  });

  it('the pay word just before an amount names it, even with fees after', () => {
    expect(
      stipendOf(
        'It includes a stipend at the UKRI rate (£20,780 in 2026/27), UK tuition fees and a grant.',
        'United Kingdom',
      ),
    ).toEqual({ amount: 20780, currency: 'GBP', period: 'year' });
    expect(stipendOf('Monthly salary starts at SEK 31 000. Last application date: 14 January.', 'Sweden')).toEqual({
      amount: 31000,
      currency: 'SEK',
      period: 'month',
    });
  });

  it('reads thousands separators of any locale', () => {
    expect(parseAmount('20,780')).toBe(20780);
    expect(parseAmount('20.780')).toBe(20780);
    expect(parseAmount("47'040")).toBe(47040);
    expect(parseAmount('34 600')).toBe(34600);
    expect(parseAmount('2,770.50')).toBe(2770.5);
    expect(parseAmount('2.770,50')).toBe(2770.5);
  });
});

describe('duration', () => {
  it.each([
    ['a fully funded three-year PhD studentship', 36],
    ['funding for 3.5 years', 42],
    ['a 36 months fixed-term contract', 36],
    ['The position is for three and a half years.', 42],
    ['a four-year doctoral position', 48],
    ['The expected duration is 4 years.', 48],
    ['a stipend of £20,780 per year for up to four years', 48],
  ] as const)('%s -> %i months', (text, months) => {
    expect(durationMonthsOf(text)).toBe(months);
  });

  it('years of experience and past periods are not a duration', () => {
    expect(durationMonthsOf('At least two years of experience in Python.')).toBeNull();
    expect(durationMonthsOf('Our group has grown over the last five years.')).toBeNull();
  });
});

describe('start date', () => {
  it.each([
    ['The project is starting October 2027.', '2027-10'],
    ['The project starts in October 2027. Apply by 31 January 2027.', '2027-10'],
    ['Start date: 1 March 2027.', '2027-03-01'],
    ['The preferred start date is September 1, 2027.', '2027-09-01'],
    ['Expected start: 2027-10-01.', '2027-10-01'],
  ] as const)('%s -> %s', (text, expected) => {
    expect(startDateOf(text)).toBe(expected);
  });

  it('a deadline or the start of a review is not a start date', () => {
    expect(startDateOf('Apply by 31 January 2027.')).toBeNull();
    expect(startDateOf('Priority review begins February 1, 2027.')).toBeNull();
  });
});

describe('eligibility', () => {
  it.each([
    ['Due to funding restrictions this studentship is open to UK applicants only.', 'UK applicants only'],
    ['The award is available to EU/UK students only.', 'EU/UK only'],
    ['Funding is available to home students only.', 'home students only'],
    ['Applicants must be US citizens or permanent residents.', 'US citizens or permanent residents only'],
  ] as const)('a known restriction in its short form: %s -> %s', (text, note) => {
    expect(eligibilityOf(text)).toEqual([note]);
  });

  it.each([
    ['This position is open to all nationalities.', 'This position is open to all nationalities'],
    ['Applicants of any nationality are eligible.', 'Applicants of any nationality are eligible'],
    [
      'International applicants are eligible but would need to fund the difference between home and international fees.',
      'International applicants are eligible but would need to fund the difference between home and international fees',
    ],
  ] as const)('anything else in the posting’s own words: %s', (text, note) => {
    expect(eligibilityOf(`We study alpine lakes. ${text} The project starts in October.`)).toEqual([note]);
  });

  it('keeps each note within 200 characters', () => {
    const long = `Applicants of any nationality are eligible, ${'provided that they meet the requirements, '.repeat(8)}.`;
    const [note] = eligibilityOf(long);
    expect(note!.length).toBeLessThanOrEqual(200);
    expect(note).toMatch(/^Applicants of any nationality/);
  });

  it('says nothing when the posting does not', () => {
    expect(eligibilityOf('We study alpine lakes. The position starts in October.')).toEqual([]);
  });

  it('a restriction beats a general welcome', () => {
    expect(
      eligibilityOf('Open to UK applicants only. International students are welcome to apply for other projects.'),
    ).toEqual(['UK applicants only']);
  });
});

describe('tuition', () => {
  it('home fees with an international top-up to pay', () => {
    expect(
      tuitionOf(
        'The award covers home tuition fees. International applicants must pay the difference between home and international fees.',
      ),
    ).toEqual({ home: true, international: false });
  });

  it('fees for home and international students', () => {
    expect(tuitionOf('Tuition fees for home and international students are covered.')).toEqual({
      home: true,
      international: true,
    });
  });

  it('says nothing when the posting does not', () => {
    expect(tuitionOf('A salary according to TV-L E13.')).toEqual({ home: null, international: null });
  });

  it('no fee charged and nobody paying one leaves tuition unsaid; a scholarship that pays it covers it', () => {
    expect(tuitionOf('TUM does not charge tuition fees for doctoral candidates. A salary per TV-L E13.')).toEqual({
      home: null,
      international: null,
    });
    expect(tuitionOf('There are no tuition fees at the University of Bonn (only a semester contribution).')).toEqual({
      home: null,
      international: null,
    });
    expect(tuitionOf('Tuition fees are covered by a tuition scholarship, so the student pays no fees.')).toEqual({
      home: true,
      international: true,
    });
  });

  it('fees not included, or a self-funded place: not covered for anyone', () => {
    expect(tuitionOf('A stipend of AUD 37,000. Tuition fees are not included.')).toEqual({
      home: false,
      international: false,
    });
    expect(tuitionOf('Join our lab. This is a self-funded project.')).toEqual({ home: false, international: false });
  });

  it('fees named among what is provided cover both; a few awards for international students decide nothing', () => {
    expect(tuitionOf('The studentship provides full tuition fees and a stipend.')).toEqual({
      home: true,
      international: true,
    });
    expect(
      tuitionOf('The studentship covers fees at the home rate. A limited number of awards cover international fees.'),
    ).toEqual({ home: true, international: null });
  });
});

describe('extractFacts', () => {
  it('gathers every family and always satisfies the facts schema', () => {
    const facts = extractFacts({
      editorTexts: '',
      country: 'United Kingdom',
      description:
        'Applications are invited for a fully funded three-year PhD studentship. The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum. Due to funding restrictions this studentship is open to UK applicants only. The project starts in October 2027.',
    });
    expect(facts).toEqual({
      fundingType: 'fully_funded',
      tuition: { home: true, international: null },
      stipend: { amount: 20780, currency: 'GBP', period: 'year' },
      durationMonths: 36,
      startDate: '2027-10',
      eligibility: ['UK applicants only'],
    });
    expect(postingFactsSchema.parse(facts)).toEqual(facts);
    const empty = extractFacts({ editorTexts: '', country: 'France', description: '' });
    expect(postingFactsSchema.safeParse(empty).success).toBe(true);
  });
});

describe('one reading of who pays what (issue 29)', () => {
  it.each([
    [
      'The university covers or waives the international fee difference',
      'A fully funded studentship with home fees and a stipend of £20,780 per year. The university waives the international fee difference for successful international applicants.',
      'fully_funded',
      { home: true, international: true },
    ],
    [
      'international applicants also receive a tuition-fee scholarship',
      'The studentship pays a stipend of £20,780 per year and home tuition fees. International applicants also receive a tuition-fee scholarship covering the difference.',
      'fully_funded',
      { home: true, international: true },
    ],
    [
      'international applicants pay the difference themselves',
      'A stipend of £20,780 per year and home tuition fees. International applicants would need to pay the difference between home and international fees.',
      'partially_funded',
      { home: true, international: false },
    ],
    [
      'a stipend while students pay their own tuition',
      'The position comes with a $25,000 CAD stipend per year; students are responsible for their own tuition, which is about $8,000 per year for international students.',
      'partially_funded',
      { home: false, international: false },
    ],
    [
      'fees covered but no stipend: the fees are not what is left out',
      'This is a fees-only studentship. It covers tuition fees at the home or international rate but does not include a stipend.',
      'partially_funded',
      { home: true, international: true },
    ],
    [
      'home fees covered by an offset, international students pay',
      'It does not include tuition: international students must pay their own tuition fees, and domestic students are covered by the fee offset.',
      'partially_funded',
      { home: true, international: false },
    ],
  ] as const)('%s', (_, text, type, tuition) => {
    const reading = readFunding('', text, 'United Kingdom');
    expect(reading.fundingType).toBe(type);
    expect(reading.tuition).toEqual(tuition);
  });

  it('a studentship named in local terms, with a fellowship scheme to compete for beside it, is fully funded', () => {
    const reading = readFunding(
      '',
      'Postgraduate Studentship HK$18,030 per month, and the tuition fee is covered. Outstanding applicants may be nominated for the Hong Kong PhD Fellowship Scheme.',
      'Hong Kong',
    );
    expect(reading).toEqual({
      fundingType: 'fully_funded',
      tuition: { home: true, international: true },
      stipend: { amount: 18030, currency: 'HKD', period: 'month' },
    });
  });

  it('the funding type and the tuition never disagree', () => {
    const editorFull = readFunding(
      'Fully funded',
      'International students must pay the difference in fees.',
      'Ireland',
    );
    expect(editorFull.fundingType).toBe('fully_funded');
    expect(editorFull.tuition.international).not.toBe(false);
    expect(readFunding('', 'A self-funded project: candidates pay their own way.', 'Ireland').tuition).toEqual({
      home: false,
      international: false,
    });
  });

  it('a research-costs budget is not a stipend, and funding to compete for decides nothing', () => {
    expect(readFunding('', 'The lab has a research-costs budget of €10,000 per year.', 'Germany').stipend).toBeNull();
    expect(fundingTypeOf('', 'Competitive scholarships are available for outstanding applicants.')).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        'Die Promotion ist nicht finanziert. Informationen zu Stellen und Stipendien erhalten Sie später.',
      ),
    ).toBe('self_funded');
  });

  it('reads fees by who pays, sentence by sentence', () => {
    expect(feesOf('The lab covers tuition for both domestic and international students.')).toEqual({
      home: true,
      international: true,
    });
    expect(feesOf('We give feedback on every application.')).toEqual({ home: null, international: null });
  });
});

describe('funding in other languages (issue 29)', () => {
  it.each([
    [
      'Die Stelle ist auf 3 Jahre befristet; die Vergütung erfolgt nach Entgeltgruppe 13 TV-L (65 %).',
      'Germany',
      'fully_funded',
    ],
    ['Es handelt sich um ein selbstfinanziertes Promotionsvorhaben.', 'Germany', 'self_funded'],
    ['Mit dieser Ausschreibung ist keine Stelle und kein Stipendium verbunden.', 'Germany', 'self_funded'],
    [
      'Ein Stipendium von € 1.700 pro Monat. Eine Anschlussfinanzierung ist nicht gesichert.',
      'Austria',
      'partially_funded',
    ],
    ['Contrat doctoral de 3 ans, rémunération 2 100 € bruts mensuels.', 'France', 'fully_funded'],
    ['Thèse sans financement : le candidat doit disposer de son propre financement.', 'France', 'self_funded'],
    [
      'Wij bieden een aanstelling als promovendus, salaris € 2.901 per maand bruto (CAO).',
      'Netherlands',
      'fully_funded',
    ],
    ['Dit is een promotieplaats zonder financiering.', 'Netherlands', 'self_funded'],
    [
      'Er is geen aanstelling of salaris aan verbonden; je financiert je promotieonderzoek zelf.',
      'Netherlands',
      'self_funded',
    ],
    ["L'attribution d'un contrat doctoral dépendra du classement des candidats.", 'France', 'unknown'],
    ['Contrato predoctoral con un salario bruto de 1.400 € al mes.', 'Spain', 'fully_funded'],
    ['Doktorandtjänst, anställning på fyra år. Lön enligt lokalt avtal.', 'Sweden', 'fully_funded'],
    ['Ph.d.-stipendium, ansættelse efter AC-overenskomsten.', 'Denmark', 'fully_funded'],
    ['Stipendiat, stillingen lønnes etter statens lønnsregulativ, kode 1017.', 'Norway', 'fully_funded'],
  ] as const)('%s (%s) -> %s', (text, country, type) => {
    expect(fundingTypeOf('', text, country)).toBe(type);
  });
});

describe('amounts keep their currency and period (issue 29)', () => {
  it.each([
    ['A research scholarship of S$2,700 per month.', 'Singapore', { amount: 2700, currency: 'SGD', period: 'month' }],
    ['The stipend is ¥200,000 per month.', 'Japan', { amount: 200000, currency: 'JPY', period: 'month' }],
    ['A stipend of ¥6,000 per month.', 'China', { amount: 6000, currency: 'CNY', period: 'month' }],
    [
      'Students receive a stipend of ₩2,500,000 monthly.',
      'South Korea',
      { amount: 2500000, currency: 'KRW', period: 'month' },
    ],
    ['A salary of 2,000,000 won.', 'South Korea', { amount: 2000000, currency: 'KRW', period: 'month' }],
    ['Gehalt: EUR 2.950 brutto pro Monat.', 'Germany', { amount: 2950, currency: 'EUR', period: 'month' }],
    ['Vergütung: 3.100 Euro brutto monatlich.', 'Germany', { amount: 3100, currency: 'EUR', period: 'month' }],
    ['Rémunération : 2 100 € bruts par mois.', 'France', { amount: 2100, currency: 'EUR', period: 'month' }],
    ['Een salaris van € 2.901 per maand bruto.', 'Netherlands', { amount: 2901, currency: 'EUR', period: 'month' }],
    ['Un salario de 1.400 € al mes.', 'Spain', { amount: 1400, currency: 'EUR', period: 'month' }],
    ['Lön: 32 000 kr per månad.', 'Sweden', { amount: 32000, currency: 'SEK', period: 'month' }],
    [
      'Monthly salary starts at SEK 31 000 on the ladder.',
      'Sweden',
      { amount: 31000, currency: 'SEK', period: 'month' },
    ],
    ['Løn: 28.000 kr. om måneden.', 'Denmark', { amount: 28000, currency: 'DKK', period: 'month' }],
    ['Lønn: kr 532 200 per år.', 'Norway', { amount: 532200, currency: 'NOK', period: 'year' }],
    ["A salary of CHF 47'040 jährlich.", 'Switzerland', { amount: 47040, currency: 'CHF', period: 'year' }],
  ] as const)('%s (%s)', (text, country, expected) => {
    expect(stipendOf(text, country)).toEqual(expected);
  });
});

describe('duration and start in other languages (issue 29)', () => {
  it.each([
    ['The position is a 12-month appointment, renewable, as a research assistant.', null],
    ['A one-year contract, extendable to four years in total.', 48],
    ['Die Stelle ist befristet auf 3 Jahre.', 36],
    ['Contrat doctoral de 4 ans.', 48],
    ['Een aanstelling voor 4 jaar.', 48],
    ['Anställningen är på fyra år.', 48],
    ['Stillingen er på 3 år.', 36],
    ['Een tijdelijke aanstelling van 18 maanden met verlenging tot in totaal vier jaar.', 48],
    ['Stillingen er et treårigt ph.d.-stipendium.', 36],
  ] as const)('%s -> %s', (text, months) => {
    expect(durationMonthsOf(text)).toBe(months);
  });

  it.each([
    ['Apply by 15 March 2027. Start: 1 September 2027.', '2027-09-01'],
    ['Bewerbungen bis zum 15. März 2027. Beginn: 1. Oktober 2027.', '2027-10-01'],
    ['Interessierte senden bis zum 30. April 2027 ein Exposé.', null],
    ['Am Institut ist zum 1. April 2027 eine Stelle zu besetzen.', '2027-04-01'],
    ['Eintrittsdatum: 01.10.2027.', '2027-10-01'],
    ['Date de début : 1er septembre 2027.', '2027-09-01'],
    ['Startdatum: 1 september 2027.', '2027-09-01'],
    ['Tiltrædelse 1. februar 2027 eller snarest muligt.', '2027-02-01'],
    ['Tiltredelse: 1. mars 2027.', '2027-03-01'],
    ['Clôture des candidatures : 31 mai 2027. Entrée en fonction : 1er octobre 2027.', '2027-10-01'],
    ['Ansøgningsfristen er 20. marts 2027, og stillingen ønskes besat pr. 1. juni 2027.', '2027-06-01'],
  ] as const)('%s -> %s', (text, date) => {
    expect(startDateOf(text)).toBe(date);
  });
});

describe('funding read by who pays what, whatever the wording (issue 29)', () => {
  const typeIn = (country: string, text: string) => readFunding('', text, country).fundingType;

  it.each([
    [
      'United Kingdom',
      'Successful applicants will be considered for School studentships, which are awarded competitively.',
    ],
    ['United Kingdom', 'Studentships are available on a competitive basis to excellent applicants.'],
    ['Ireland', 'Funding may be available for outstanding candidates through the Graduate School.'],
    ['United Kingdom', 'Applicants are encouraged to apply for external funding such as the CSC scholarship.'],
    ['Germany', 'Geeignete Bewerberinnen können sich um ein Stipendium der Graduiertenschule bewerben.'],
    ['Germany', 'Ob in diesem Jahr Stipendien vergeben werden, steht noch nicht fest.'],
    [
      'Spain',
      'Los candidatos podrán optar a un contrato FPU; la incorporación dependerá del resultado de la convocatoria.',
    ],
    ['Belgium', 'De kandidaat wordt begeleid bij een aanvraag voor een FWO-mandaat.'],
    ['Belgium', 'Tot de beslissing kan een tijdelijke aanstelling als assistent worden besproken.'],
    ['France', "La ou le candidat pourra candidater au concours de l'école doctorale pour un contrat doctoral."],
    ['Italy', 'Il candidato potrà concorrere per una borsa di dottorato.'],
    ['United Kingdom', 'Details of studentships are available on the Graduate School website.'],
    ['Germany', 'Informationen zu Stipendien finden Sie auf der Website der Graduiertenschule.'],
  ])('pay to compete for, or to read about elsewhere, decides nothing (%s): %s', (country, text) => {
    expect(typeIn(country, text)).toBe('unknown');
  });

  it.each([
    'We will test whether treatment success depends on the outcome of early screening.',
    'It may be possible to recover the signal with compressed sensing.',
  ])('a research sentence with "depends on the outcome" or "may be possible" is no competition: %s', (research) => {
    expect(
      typeIn('United Kingdom', `${research} The studentship covers tuition fees and a stipend at the UKRI rate.`),
    ).toBe('fully_funded');
  });

  it.each([
    [
      'Australia',
      'The scholarship covers tuition and a living allowance. Additional funding for conferences may be available.',
    ],
    [
      'United Kingdom',
      'The studentship provides fees and a stipend for 3.5 years. Candidates may apply for additional fellowships to extend their research visits.',
    ],
  ])('extras to compete for leave the funding promised (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('fully_funded');
  });

  it.each([
    ['Germany', 'The position is paid according to TV-L E13. Candidates may also apply for travel grants.'],
    [
      'Netherlands',
      'De aanstelling is voor een jaar; verlenging met drie jaar is afhankelijk van een positieve evaluatie. Salaris volgens de cao.',
    ],
    [
      'United Kingdom',
      'The studentship provides a stipend of £19,000 per year and covers tuition fees. Renewal each year depends on satisfactory progress.',
    ],
  ])('pay promised stays funded beside a competition or a progress review (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('fully_funded');
  });

  it.each([
    ['United Kingdom', 'Applicants will need to cover tuition and living expenses themselves.'],
    ['United Kingdom', 'Students must fund their studies themselves or through a sponsor.'],
    ['United Kingdom', 'Candidates must bring their own funding or apply to the national scholarship calls.'],
    ['United States', 'Candidates are responsible for their own tuition and living costs.'],
    ['Spain', 'La plaza no incluye financiación.'],
    ['Germany', 'Die Stelle ist unbezahlt.'],
    ['France', "La thèse n'est pas financée."],
    ['Netherlands', 'Dit promotietraject is onbezoldigd.'],
    ['Germany', 'Diese Promotion ist nicht finanziert. Es fallen keine Studiengebühren an.'],
  ])('the candidate pays for everything (%s): %s', (country, text) => {
    expect(typeIn(country, text)).toBe('self_funded');
  });

  it.each([
    ['United Kingdom', 'A tuition fee waiver is provided. No maintenance is provided with this award.'],
    ['Australia', 'The scholarship covers tuition fees; a stipend is not included.'],
    ['Italy', 'Il posto è senza borsa di studio; il vincitore è esonerato dal pagamento dei contributi universitari.'],
    ['Ireland', 'The scholarship covers 50 per cent of the tuition fee.'],
    ['Spain', 'Se concede una beca del 50 % sobre el importe de la matrícula.'],
  ])('fees without pay, or part of the fees, is partial (%s): %s', (country, text) => {
    expect(typeIn(country, text)).toBe('partially_funded');
  });

  it.each([
    ['Ireland', 'A stipend of €1,800 per month is paid. Funding is for 18 months only.'],
    [
      'United Kingdom',
      'The stipend is guaranteed for two years; funding for the remaining period depends on the candidate winning a fellowship.',
    ],
    [
      'Germany',
      'Das Stipendium beträgt 1.400 € monatlich und wird zunächst für ein Jahr gewährt; eine Verlängerung ist nicht gesichert.',
    ],
    ['Belgium', 'Wij bieden een beurs van twee jaar. De financiering voor de resterende periode is niet verzekerd.'],
    ['Spain', 'Contrato de un año. La continuidad del contrato dependerá de que la persona obtenga una ayuda FPU.'],
    ['Denmark', 'Projektet finansierer lønnen i to år. Den resterende finansiering skal søges hos private fonde.'],
  ])('part of the doctorate funded is partial (%s): %s', (country, text) => {
    expect(typeIn(country, text)).toBe('partially_funded');
  });

  it.each([
    'The extension of the model to three dimensions depends on the data available.',
    'Urban renewal in post-industrial cities depends on local coalitions, which this project studies.',
    'The project studies top-up payments to pension schemes.',
  ])('research about extensions, renewals or top-ups is no shortfall: %s', (research) => {
    expect(
      typeIn('United Kingdom', `${research} The studentship pays a stipend of £19,000 per year and tuition fees.`),
    ).toBe('fully_funded');
  });

  it.each([
    [
      'Netherlands',
      'The contract is for two years; its extension depends on the candidate obtaining external funding.',
    ],
    ['Ireland', 'The scholarship is for one year. Renewal of the scholarship is not guaranteed.'],
  ])('an extension of the funding that is not secured is partial (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('partially_funded');
  });

  it.each([
    ['Germany', 'The institute pays a top-up of €500 per month to your DAAD scholarship.'],
    ['Germany', 'Wir bieten eine Aufstockung Ihres Stipendiums um 300 € monatlich.'],
  ])('a top-up to a scholarship the candidate brings is partial (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('partially_funded');
  });

  it('a funder topping up the stipend to a full rate is no top-up the candidate brings', () => {
    expect(
      typeIn(
        'United Kingdom',
        'The university will top up the stipend to the UKRI rate and pays home and international tuition fees.',
      ),
    ).toBe('fully_funded');
  });

  it.each([
    ['Belgium', "Une bourse de 1 700 € par mois est versée. Les frais d'inscription restent à la charge du doctorant."],
    [
      'Canada',
      'Une bourse de 21 000 $ par année sera versée. Les droits de scolarité ne sont pas inclus dans la bourse.',
    ],
    ['Spain', 'Se ofrece una beca de 1.200 € al mes. La matrícula corre a cargo del doctorando.'],
  ])('pay while the candidate pays the fees, in French and Spanish (%s)', (country, text) => {
    const reading = readFunding('', text, country);
    expect(reading.fundingType).toBe('partially_funded');
    expect(reading.tuition).toEqual({ home: false, international: false });
  });

  it.each([
    ['Finland', 'Tarjoamme neljän vuoden työsuhteen; palkka noin 2 800 euroa kuukaudessa.'],
    ['Italy', 'La borsa ha un importo annuo lordo di € 16.243; i titolari sono esonerati dalle tasse universitarie.'],
    ['Italy', 'Il compenso mensile è di 1.200 euro.'],
    ['Portugal', 'Oferecemos uma bolsa de doutoramento de 1.309 € por mês.'],
  ])('employment and stipends in inflected languages are pay (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('fully_funded');
  });
});

describe('a competition, the candidate’s own money and fee amounts (issue 29)', () => {
  const typeIn = (country: string, text: string) => readFunding('', text, country).fundingType;

  it('beside a competition, a studentship "with fees and a stipend" describes the prize; a job or an amount is promised', () => {
    expect(
      typeIn(
        'United Kingdom',
        'This project is competition funded. Successful candidates receive a studentship covering fees and a stipend.',
      ),
    ).toBe('unknown');
    expect(
      typeIn(
        'Netherlands',
        'You will be employed for four years. Candidates are invited to apply for a travel fellowship.',
      ),
    ).toBe('fully_funded');
    expect(
      typeIn(
        'United Kingdom',
        'The studentship covers tuition fees and a stipend at the UKRI rate. For more information about the project, contact Dr Smith.',
      ),
    ).toBe('fully_funded');
  });

  it('others welcome beside a funded place leave it funded; the candidate bringing money "also" is still self-funded', () => {
    const typeOf = (text: string) => readFunding('', text, 'United Kingdom').fundingType;
    expect(
      typeOf(
        'A fully funded studentship with a stipend of £20,780. Applicants with their own funding are also encouraged to apply.',
      ),
    ).toBe('fully_funded');
    expect(
      typeOf('We also welcome self-funded applicants. The studentship covers fees and a stipend of £20,780.'),
    ).toBe('fully_funded');
    expect(typeOf('Candidates must also bring their own funding.')).toBe('self_funded');
  });

  it.each([
    ['France', 'Cette thèse n’est pas financée : le ou la doctorant·e devra la financer par ses propres moyens.'],
    ['Germany', 'Mit der Promotion ist keine Finanzierung verbunden.'],
    ['Netherlands', 'Aan dit traject is geen financiering verbonden.'],
    ['Sweden', 'Det finns ingen finansiering kopplad till platsen.'],
    ['France', 'Le doctorant devra disposer d’un financement personnel.'],
    ['Italy', 'Il dottorando dovrà disporre di un finanziamento proprio.'],
    ['Spain', 'La persona candidata deberá contar con recursos propios.'],
  ])('own funding in every language is self-funded (%s)', (country, text) => {
    expect(typeIn(country, text)).toBe('self_funded');
  });

  it('a fee amount with a thousands comma still names the fees the student must pay', () => {
    const reading = readFunding(
      '',
      'Tuition fees for international students are £26,000 per year and must be paid by the student. There is a stipend of £20,780.',
      'United Kingdom',
    );
    expect(reading.fundingType).toBe('partially_funded');
    expect(reading.tuition.international).toBe(false);
  });
});

describe('negation has a scope (issue 29)', () => {
  it.each([
    ['United Kingdom', 'The award not only covers tuition fees but also provides a stipend of £20,780 per year.'],
    ['United States', 'Students do not have to pay tuition fees, and a stipend of $30,000 is provided.'],
    [
      'Singapore',
      'There is no need to pay tuition: the scholarship provides a stipend of S$2,700 per month and covers fees.',
    ],
    [
      'United Kingdom',
      'Self-funded applicants are not eligible; this studentship covers fees and a stipend of £20,780.',
    ],
    ['United Kingdom', 'This is not a self-funded project: the studentship covers fees and a stipend of £20,780.'],
  ])('a negation outside the payer’s verb leaves the place funded (%s): %s', (country, text) => {
    expect(readFunding('', text, country).fundingType).toBe('fully_funded');
  });

  it('fees the students "must pay themselves" are a shortfall, not a self-funded place', () => {
    expect(
      readFunding(
        '',
        'A stipend of $24,000. The stipend does not cover tuition fees, which students must pay themselves.',
        'Canada',
      ),
    ).toMatchObject({ fundingType: 'partially_funded', tuition: { home: false, international: false } });
  });

  it.each([
    ['Australia', 'A limited number of scholarships are available to outstanding applicants.'],
    ['United Kingdom', 'The Graduate School awards a small number of studentships each year.'],
  ])('a few awards in general say nothing of this place (%s): %s', (country, text) => {
    expect(readFunding('', text, country).fundingType).toBe('unknown');
  });
});

describe('an employment is full funding where doctorates charge no fees (issue 29)', () => {
  it.each([
    ['Switzerland', 'Die Anstellung erfolgt nach den Ansätzen des Schweizerischen Nationalfonds (SNF).'],
    ['Switzerland', 'Il s’agit d’un poste de doctorant·e à 100 %, selon les barèmes du FNS.'],
    ['Sweden', 'Anställningen som doktorand är tidsbegränsad till fyra år.'],
    ['Denmark', 'The PhD position is a paid four-year position at the university.'],
    ['Italy', 'Contratto di lavoro a tempo determinato per tre anni.'],
    ['Spain', 'Plaza de personal investigador predoctoral en formación con contrato de cuatro años.'],
    ['Finland', 'Tehtävä on neljän vuoden määräaikainen työsuhde.'],
    ['Netherlands', 'Je krijgt een tijdelijke aanstelling van vier jaar.'],
  ])('%s: %s', (country, text) => {
    expect(readFunding('', text, country).fundingType).toBe('fully_funded');
  });
});

describe('who pays the international fee difference, in other words (issue 29)', () => {
  const withHomeFees = (sentence: string) =>
    readFunding(
      '',
      `The studentship provides a stipend of £20,780 per year and home tuition fees. ${sentence}`,
      'United Kingdom',
    );

  it.each([
    'The School will cover the difference between home and international fees for the successful candidate.',
    'Overseas candidates will have the fee difference waived.',
    'For international candidates, the University meets the difference between the home and overseas fee.',
    'International students are welcome to apply, and the fee difference is paid by the Faculty.',
  ])('the funder pays it: %s', (sentence) => {
    expect(withHomeFees(sentence)).toMatchObject({
      fundingType: 'fully_funded',
      tuition: { home: true, international: true },
    });
  });

  it.each([
    'International students are welcome but must cover the difference between home and international fees.',
    'Overseas applicants will be responsible for the difference in fees.',
    'International students will be charged the higher international fee, which this award does not cover in full.',
    'Applicants from outside the UK are eligible, but the award covers fees at the home rate only.',
  ])('the candidate pays it: %s', (sentence) => {
    expect(withHomeFees(sentence)).toMatchObject({
      fundingType: 'partially_funded',
      tuition: { home: true, international: false },
    });
  });
});

describe('words research is written about are not an offer of pay (issue 29)', () => {
  it.each([
    'This project develops predictive maintenance models for offshore wind turbines.',
    'The thesis studies how minimum wages affect employment in small firms.',
    'You will analyse executive remuneration and the gender pay gap in listed companies.',
    'The project examines how migrant workers employed in care homes experience precarity.',
    'We study the allocation of scarce resources in hospitals.',
    'The study will model household income and salary dynamics using panel data.',
    'The student will investigate graduate teaching assistants and their learning.',
  ])('%s', (text) => {
    expect(readFunding('', text, 'United Kingdom').fundingType).toBe('unknown');
  });

  it.each([
    ['Denmark', 'Salary and terms of employment: the appointment will be based on the collective agreement.'],
    ['United Kingdom', 'We offer a competitive salary and a generous pension.'],
    ['Switzerland', 'The salary is in line with the SNSF guidelines.'],
    ['Germany', 'You will be employed for three years as a research associate.'],
  ])('an offer of pay is worded as one (%s): %s', (country, text) => {
    expect(readFunding('', text, country).fundingType).toBe('fully_funded');
  });
});

describe('the amount that is pay, with its period (issue 29)', () => {
  it.each([
    ['une bourse de 21 000 $ par année', 'Canada', { amount: 21000, currency: 'CAD', period: 'year' }],
    ['A scholarship of NT$40,000 per month', 'Taiwan', { amount: 40000, currency: 'TWD', period: 'month' }],
    ['palkka on noin 2 800 euroa kuukaudessa', 'Finland', { amount: 2800, currency: 'EUR', period: 'month' }],
    ['importo annuo lordo della borsa: € 16.243', 'Italy', { amount: 16243, currency: 'EUR', period: 'year' }],
    ['uma bolsa de 1.309 € por mês', 'Portugal', { amount: 1309, currency: 'EUR', period: 'month' }],
    ['Bruttojahresgehalt von 48.000 €', 'Germany', { amount: 48000, currency: 'EUR', period: 'year' }],
    ['Wynagrodzenie: 5 000 zł miesięcznie brutto.', 'Poland', { amount: 5000, currency: 'PLN', period: 'month' }],
    ['uma bolsa de 20.000 € por ano', 'Portugal', { amount: 20000, currency: 'EUR', period: 'year' }],
    [
      'The project offers a one-year doctoral grant of €12,000 in total.',
      'Spain',
      { amount: 12000, currency: 'EUR', period: 'total' },
    ],
  ] as const)('pay words and currencies of every language: %s', (text, country, expected) => {
    expect(stipendOf(text, country)).toEqual(expected);
  });

  it.each([
    [
      'un salario bruto anual de 19.000 € (1.357 € al mes en catorce pagas)',
      'Spain',
      { amount: 19000, currency: 'EUR', period: 'year' },
    ],
    [
      'Das monatliche Bruttoentgelt beträgt derzeit 2.981,30 € (14-mal jährlich).',
      'Austria',
      { amount: 2981.3, currency: 'EUR', period: 'month' },
    ],
    [
      'The studentship provides €24,000 in total, paid in monthly instalments.',
      'Ireland',
      { amount: 24000, currency: 'EUR', period: 'total' },
    ],
    [
      'The total value of the studentship is £90,000 over 3.5 years.',
      'United Kingdom',
      { amount: 90000, currency: 'GBP', period: 'total' },
    ],
    [
      'Year 1: €2,770; Year 4: €3,539 per month (gross salary).',
      'Netherlands',
      { amount: 2770, currency: 'EUR', period: 'month' },
    ],
  ] as const)('the period of the amount’s own clause wins over a remark: %s', (text, country, expected) => {
    expect(stipendOf(text, country)).toEqual(expected);
  });

  it.each([
    ['Living costs in Zurich are estimated at CHF 2,500 per month.', 'Switzerland'],
    [
      'Applicants should show how they will meet living costs, which the University estimates at £1,200 per month.',
      'United Kingdom',
    ],
    ['A travel allowance of €1,500 per year is available.', 'Germany'],
    ['A relocation allowance of £2,000 is paid on arrival.', 'United Kingdom'],
    ['A research support grant of €3,000 per year is included.', 'Ireland'],
    ['Lisäksi käytössäsi on 4 000 euron budjetti matkoihin.', 'Finland'],
    ['The project is funded by a £450,000 grant from the Leverhulme Trust.', 'United Kingdom'],
    ['The University has a research income of £300 million a year.', 'United Kingdom'],
    ['Research assistant work is paid at ¥1,500 per hour.', 'Japan'],
    ['Tutors are paid HK$150 per hour for marking.', 'Hong Kong'],
    ['Accommodation in Cambridge costs around £800 per month.', 'United Kingdom'],
  ])(
    'not a stipend (living-cost estimates, travel, relocation, research budgets, an institution’s millions, hourly wages): %s',
    (text, country) => {
      expect(stipendOf(text, country)).toBeNull();
    },
  );
});

describe('yearlyStipend', () => {
  it('normalises to a year in the posting’s own currency', () => {
    expect(yearlyStipend({ amount: 2700, currency: 'SGD', period: 'month' }, null)).toBe(32400);
    expect(yearlyStipend({ amount: 20780, currency: 'GBP', period: 'year' }, 42)).toBe(20780);
    expect(yearlyStipend({ amount: 2950.5, currency: 'EUR', period: 'month' }, 36)).toBe(35406);
    expect(yearlyStipend({ amount: 12000, currency: 'EUR', period: 'total' }, 18)).toBe(8000);
  });

  it('has no figure without a stipend, or for a total without a duration', () => {
    expect(yearlyStipend(null, 36)).toBeNull();
    expect(yearlyStipend({ amount: 12000, currency: 'EUR', period: 'total' }, null)).toBeNull();
  });
});

describe('pay inside compounds, possible awards and part left to the candidate (issue 29)', () => {
  const read = (country: string, text: string) => readFunding('', text, country);
  const typeIn = (country: string, text: string) => read(country, text).fundingType;

  it('reads pay and employment stems inside compounds, in several languages', () => {
    expect(typeIn('Belgium', 'Je ontvangt een doctoraatsbeurs voor vier jaar binnen het labo.')).toBe('fully_funded');
    expect(typeIn('Belgium', 'U wordt aangesteld als bursaal voor een periode van 48 maanden.')).toBe('fully_funded');
    expect(typeIn('Sweden', 'Anställningen är tidsbegränsad. Lönen följer universitetets doktorandlönestege.')).toBe(
      'fully_funded',
    );
    expect(typeIn('Norway', 'Stillingen lønnes etter lønnstrinn 54 i statens regulativ.')).toBe('fully_funded');
    // Words that only look alike: a reward, profitability.
    expect(typeIn('Sweden', 'Projektet studerar lönsamheten och belöningssystem i svenska företag.')).toBe('unknown');
    expect(typeIn('Germany', 'Die Teilnahme an der Summer School ist unentgeltlich.')).toBe('unknown');
    expect(typeIn('Sweden', 'Forskargruppen är välansett inom klimatmodellering.')).toBe('unknown');
  });

  it('keeps a Nordic monthly salary written in a compound or as kr/mån', () => {
    expect(read('Sweden', 'Ingångslönen är 32 150 kr/mån enligt avtal.').stipend).toEqual({
      amount: 32150,
      currency: 'SEK',
      period: 'month',
    });
    expect(read('Denmark', 'Ansættelsen følger overenskomsten. Månedslønnen er 33.500 kr.').stipend).toEqual({
      amount: 33500,
      currency: 'DKK',
      period: 'month',
    });
  });

  it('reads a bare funding noun beside a possibility as unknown, not fully funded', () => {
    expect(
      typeIn(
        'Australia',
        'Strong applicants may be eligible for a scholarship. Scholarships cover tuition and living costs.',
      ),
    ).toBe('unknown');
    expect(
      typeIn(
        'Germany',
        'Geeignete Bewerberinnen können für ein Promotionsstipendium der Graduiertenschule vorgeschlagen werden.',
      ),
    ).toBe('unknown');
    expect(typeIn('France', 'Une bourse pourra éventuellement être attribuée au candidat retenu.')).toBe('unknown');
    // An amount, a job or a stated promise still funds the place.
    expect(typeIn('United Kingdom', 'The studentship covers fees and a stipend of £19,500 per year.')).toBe(
      'fully_funded',
    );
    expect(typeIn('United Kingdom', 'This place comes with a three-year studentship.')).toBe('fully_funded');
    // Eligibility, how to apply and progress reviews are no possibility of an award.
    expect(
      typeIn(
        'United Kingdom',
        'Only home students are eligible for this studentship. To apply for the studentship, send a CV.',
      ),
    ).toBe('fully_funded');
    expect(typeIn('United Kingdom', 'The studentship is subject to satisfactory progress each year.')).toBe(
      'fully_funded',
    );
  });

  it('reads part of the fees, living costs or time left to the candidate as partial when there is pay', () => {
    expect(
      typeIn(
        'United Kingdom',
        'A stipend of £18,200 a year is paid. The student will contribute towards the tuition fees.',
      ),
    ).toBe('partially_funded');
    expect(
      typeIn('Ireland', 'The award pays €22,000 a year; recipients must find the remainder of their fees themselves.'),
    ).toBe('partially_funded');
    expect(typeIn('Australia', 'A stipend of $33,000 per annum is paid for the first two of the three years.')).toBe(
      'partially_funded',
    );
    expect(
      typeIn(
        'Germany',
        'Das Stipendium beträgt 1.400 € monatlich; einen Teil der Studiengebühren tragen die Promovierenden selbst.',
      ),
    ).toBe('partially_funded');
    expect(
      typeIn('Netherlands', 'De beurs bedraagt € 2.100 per maand en dekt slechts gedeeltelijk het collegegeld.'),
    ).toBe('partially_funded');
    expect(typeIn('United Kingdom', 'The bursary of £8,000 a year only partly covers living costs.')).toBe(
      'partially_funded',
    );
    // Funding received, co-funders and a place of work are no part left to the candidate.
    expect(
      typeIn(
        'United Kingdom',
        'Successful candidates will receive funding to cover tuition fees and a stipend of £19,000 per year.',
      ),
    ).toBe('fully_funded');
    expect(
      typeIn(
        'United Kingdom',
        'The PhD will be partly based at the Met Office. A stipend of £19,500 per year and fees are covered.',
      ),
    ).toBe('fully_funded');
    // The university paying the rest is no shortfall.
    expect(
      typeIn('United Kingdom', 'A stipend of £19,000 a year; the department will cover the rest of the tuition fees.'),
    ).toBe('fully_funded');
  });

  it('reads fees covered or a stipend beside living costs the candidate pays as partial, not self-funded', () => {
    expect(
      typeIn(
        'United Kingdom',
        'The award pays home tuition fees. Successful applicants must meet their living expenses themselves.',
      ),
    ).toBe('partially_funded');
    expect(typeIn('Italy', 'La borsa copre le tasse; il costo della vita è a carico del dottorando.')).toBe(
      'partially_funded',
    );
    expect(
      typeIn(
        'United Kingdom',
        'A bursary of £9,000 a year is paid; students must self-fund the rest of their living costs.',
      ),
    ).toBe('partially_funded');
    // The candidate paying fees and living costs alike is self-funding.
    expect(
      typeIn(
        'United Kingdom',
        'This is a self-funded project: you will need to cover tuition fees and living costs yourself.',
      ),
    ).toBe('self_funded');
  });
});

describe('funding to compete for, negated funding nouns and part of the fees (issue 29, fresh postings)', () => {
  const read = (country: string, text: string) => readFunding('', text, country);
  const typeIn = (country: string, text: string) => read(country, text).fundingType;

  it.each([
    [
      'United Kingdom',
      'The BBSRC-funded Doctoral Training Partnership trains bioscientists. This project is entered into the partnership’s studentship competition, and projects compete for the awards.',
    ],
    [
      'Germany',
      'Successful applicants are expected to apply for external doctoral scholarships, and the institute will support strong applications.',
    ],
    [
      'Australia',
      'Applicants will need to apply for a Graduate Research Scholarship (living stipend and tuition fee offset) in the next round; awards are made on academic merit.',
    ],
    [
      'Finland',
      'Funding will be sought together with the successful applicant: candidates are required to apply for a salaried position in the doctoral programme.',
    ],
    [
      'Chile',
      'Los candidatos seleccionados serán patrocinados para concursar a la beca de doctorado nacional, que cubre arancel y manutención.',
    ],
    [
      'Portugal',
      'Os candidatos serão apoiados na preparação da candidatura ao concurso de bolsas de doutoramento, atribuídas em regime de concorrência.',
    ],
    ['France', 'Le ou la candidate retenue sera accompagnée pour candidater au contrat doctoral de l’école doctorale.'],
    ['Spain', 'La persona seleccionada deberá solicitar una beca FPU del ministerio.'],
    ['Italy', 'Il candidato dovrà partecipare al concorso per le borse di dottorato.'],
    ['Germany', 'Erwartet wird, dass Sie ein Promotionsstipendium beantragen.'],
    ['Netherlands', 'Van de kandidaat wordt verwacht zelf een beurs aan te vragen bij NWO.'],
  ])('funding the candidate still has to win is unknown (%s)', (country, text) => {
    expect(read(country, text)).toMatchObject({ fundingType: 'unknown', tuition: { home: null, international: null } });
  });

  it('a programme funded by a council is no promise; a studentship it pays still is', () => {
    expect(
      typeIn('United Kingdom', 'The NERC-funded Doctoral Training Partnership trains environmental scientists.'),
    ).toBe('unknown');
    expect(
      typeIn(
        'United Kingdom',
        'The EPSRC-funded Centre for Doctoral Training offers a studentship with a stipend of £20,780 per year and tuition fees.',
      ),
    ).toBe('fully_funded');
  });

  it('a funding noun negated in a list, or a place said not to be funded, is self-funded', () => {
    expect(
      read(
        'New Zealand',
        'There is no stipend or fee waiver attached to this project. Applicants must have their funding confirmed before enrolling.',
      ),
    ).toMatchObject({ fundingType: 'self_funded', tuition: { home: false, international: false } });
    expect(typeIn('Norway', 'This is not a funded position. The salary of a research fellow is the benchmark.')).toBe(
      'self_funded',
    );
    expect(typeIn('Germany', 'Es handelt sich nicht um eine finanzierte Stelle.')).toBe('self_funded');
    expect(typeIn('Netherlands', 'Dit is geen gefinancierde promotieplaats.')).toBe('self_funded');
  });

  it('a place without pay, in any language, is at most partly funded', () => {
    expect(
      typeIn('Italy', 'Il posto non prevede borsa di studio; il vincitore è esonerato dal pagamento dei contributi.'),
    ).toBe('partially_funded');
    expect(typeIn('Spain', 'La plaza no incluye beca ni salario, pero la matrícula está exenta.')).toBe(
      'partially_funded',
    );
    expect(
      typeIn('France', 'Le poste ne comporte pas de rémunération ; les frais d’inscription sont pris en charge.'),
    ).toBe('partially_funded');
  });

  it('funding of the later years not yet secured is partial, in any language', () => {
    expect(
      typeIn(
        'Germany',
        'Das Stipendium beträgt 1.400 € monatlich; eine Finanzierung über das erste Jahr hinaus kann nicht zugesagt werden.',
      ),
    ).toBe('partially_funded');
    expect(
      typeIn(
        'France',
        'La thèse est financée (2 000 € bruts par mois). Le financement de la troisième année n’est pas encore acquis.',
      ),
    ).toBe('partially_funded');
    expect(
      typeIn(
        'Switzerland',
        'A gross salary of CHF 48,000 per year is paid. Funding for the following years depends on a grant proposal that is under review.',
      ),
    ).toBe('partially_funded');
    expect(
      typeIn(
        'Sweden',
        'A salary of SEK 30,000 per month; continued funding cannot be guaranteed after the first year.',
      ),
    ).toBe('partially_funded');
  });

  it('a full tuition waiver with a partial waiver of student fees is fully funded', () => {
    expect(
      read(
        'United States',
        'The assistantship includes a full tuition and partial fee waiver and a monthly stipend of $3,000.',
      ),
    ).toMatchObject({ fundingType: 'fully_funded', tuition: { home: true, international: true } });
  });

  it.each([
    [
      'South Korea',
      'The lab pays a monthly stipend of ₩1,500,000. Tuition (about ₩5,000,000 per semester) is the responsibility of the student.',
    ],
    [
      'Spain',
      'Retribución bruta anual de 20.000 euros. Las tasas de matrícula no están incluidas en la ayuda y deberán ser abonadas por la persona contratada.',
    ],
    [
      'Italy',
      'La borsa ammonta a 16.000 euro annui. Le tasse universitarie non sono incluse e restano a carico del dottorando.',
    ],
  ])('a fee left to the student beside pay is partial funding (%s)', (country, text) => {
    expect(read(country, text)).toMatchObject({
      fundingType: 'partially_funded',
      tuition: { home: false, international: false },
    });
  });

  it('a fee left to the student stays read when a contrast adds an award to compete for', () => {
    expect(
      read(
        'South Korea',
        'The lab pays a stipend of ₩1,500,000 per month. Tuition is the responsibility of the student, although students with high grades may apply for a merit scholarship.',
      ),
    ).toMatchObject({ fundingType: 'partially_funded', tuition: { home: false, international: false } });
  });

  it('contracts and rates the research is about are no employment and no fee', () => {
    expect(
      read(
        'Portugal',
        'O projeto usa dados administrativos de contratos de arrendamento. Os candidatos serão apoiados na candidatura ao concurso de bolsas.',
      ),
    ).toMatchObject({ fundingType: 'unknown', tuition: { home: null, international: null } });
    expect(feesOf('Se relacionarán las tasas de retroceso glaciar con la acumulación de sedimentos.')).toEqual({
      home: null,
      international: null,
    });
    expect(typeIn('Spain', 'Se ofrece un contrato predoctoral de cuatro años a tiempo completo.')).toBe('fully_funded');
  });

  it('who pays the fees: the subject across commas, international fees named, education free of charge', () => {
    expect(
      feesOf('El 50 % restante de la matrícula, así como los gastos de manutención, corren a cargo del doctorando.'),
    ).toEqual({ home: false, international: false });
    expect(
      feesOf(
        'A domestic candidate receives a stipend and their tuition fees are covered. An international candidate would receive the same stipend but must pay international tuition fees themselves.',
      ),
    ).toEqual({ home: true, international: false });
    expect(feesOf('Education in the doctoral school is free of charge.')).toEqual({ home: true, international: true });
  });

  it('part of the fees, or a fee amount to pay, says nothing of who pays the tuition', () => {
    expect(feesOf('The scholarship offers a 50% reduction in tuition fees.')).toEqual({
      home: null,
      international: null,
    });
    expect(feesOf('The assistantship pays a stipend and a 50% tuition scholarship.')).toEqual({
      home: null,
      international: null,
    });
    expect(feesOf('This amount does not cover full tuition or living costs.')).toEqual({
      home: null,
      international: null,
    });
    // A waiver of part of the fees is still money the place gives: partly funded, not self-funded.
    expect(
      read(
        'Ireland',
        'There is no funding attached to this project, but the successful candidate receives a 50% tuition fee waiver.',
      ),
    ).toEqual({ fundingType: 'partially_funded', tuition: { home: null, international: null }, stipend: null });
    expect(feesOf('Zu entrichten ist lediglich der Semesterbeitrag von derzeit rund 320 €.')).toEqual({
      home: null,
      international: null,
    });
  });
});

describe('pay counts only where the posting promises it (issue 29)', () => {
  it.each([
    // Negated, in several languages: the place comes with no pay, the candidate funds it.
    ['Germany', 'Mit der Promotion ist weder eine Stelle noch ein Stipendium verbunden. Gebühren fallen nicht an.'],
    ['Finland', 'Tehtävään ei liity palkkaa eikä apurahaa. Tohtoriopinnoista ei peritä lukukausimaksuja.'],
    ['France', 'Ce sujet est proposé sans contrat doctoral.'],
    ['Ireland', 'The place does not carry a scholarship or stipend. Students are responsible for their own fees.'],
    ['Netherlands', 'This is not a paid position. The university does not charge external candidates tuition fees.'],
    // The candidate's own sources, given as examples.
    [
      'France',
      'The topic is open only to candidates who have secured their own funding, for example a government scholarship or an industrial contract.',
    ],
    ['Germany', 'Die Finanzierung ist selbst sicherzustellen, zum Beispiel über ein Stipendium einer Stiftung.'],
  ])('%s: %s is self-funded', (country, text) => {
    expect(fundingTypeOf('', text, country)).toBe('self_funded');
  });

  it('a scholarship the candidate holds, or one the project is only eligible for, is no promise', () => {
    expect(
      fundingTypeOf(
        '',
        'This project is eligible for funding through the doctoral award. Candidates who hold their own scholarships are also encouraged to apply.',
      ),
    ).toBe('unknown');
  });

  it('a negation that does not reach the pay, or widens it, leaves the place funded', () => {
    expect(fundingTypeOf('', 'There are no tuition fees and a monthly stipend of €1,800 is paid.', 'Italy')).toBe(
      'fully_funded',
    );
    expect(
      fundingTypeOf('', 'The studentship covers not only a stipend of £19,000 per year but also tuition fees.'),
    ).toBe('fully_funded');
    expect(
      fundingTypeOf('', 'Students pay no tuition. PhD students receive a monthly stipend of ₪8,450.', 'Israel'),
    ).toBe('fully_funded');
    // The pay word as the agent of a negated verb is still promised.
    expect(fundingTypeOf('', 'Tuition fees are not covered by the studentship.')).toBe('partially_funded');
    // A fees-only place stays partly funded.
    expect(fundingTypeOf('', 'Tuition fees are waived. No stipend is attached to the place.')).toBe('partially_funded');
  });

  it('a fee left to the candidate, in the words adverts use, is a shortfall', () => {
    expect(
      readFunding(
        '',
        'The studentship pays £21,000 a year and fees at the home rate. International students must find the difference between home and international fees from another source.',
        'United Kingdom',
      ),
    ).toMatchObject({ fundingType: 'partially_funded', tuition: { home: true, international: false } });
    expect(
      readFunding(
        '',
        'A studentship of HK$18,000 a month is offered. The tuition fee of HK$42,000 a year is payable by the student.',
        'Hong Kong',
      ),
    ).toMatchObject({ fundingType: 'partially_funded', tuition: { home: false, international: false } });
  });

  it('a sum towards the fees for a self-funded place is part of the fees: partly funded', () => {
    expect(
      fundingTypeOf(
        '',
        'The project is for self-funded students. The student receives £2,500 towards their tuition fees; the remaining fees and living costs must be covered by the student.',
      ),
    ).toBe('partially_funded');
  });

  it('funding the candidate will be helped to apply for, or self-funded students welcome beside it, is unknown', () => {
    expect(
      fundingTypeOf(
        '',
        'The project has no secured funding yet. The candidate will be supported by the supervisor in applying for a research council fellowship.',
        'Belgium',
      ),
    ).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        'Self-funded students are very welcome. Applicants are also considered for departmental scholarships, awarded in open competition.',
      ),
    ).toBe('unknown');
  });
});

describe('who pays the fees decides; pay counts only where promised (fresh postings)', () => {
  it('an award that will not meet the gap to the international fee covers home fees only', () => {
    expect(
      tuitionOf(
        'The award pays a stipend of £19,000 a year. The scholarship will not meet the gap between home and overseas fees.',
      ),
    ).toEqual({ home: true, international: false });
  });

  it('a difference that would have to be met by the student leaves the international fee unpaid', () => {
    const text =
      'The studentship provides a stipend of €22,000 a year and fees at the EU rate. Non-EU applicants may apply, but the non-EU fee is higher and the difference would have to be met by the student.';
    expect(tuitionOf(text, 'Ireland')).toEqual({ home: true, international: false });
    expect(fundingTypeOf('', text, 'Ireland')).toBe('partially_funded');
  });

  it('each student paying the tuition fee beside an assistantship is a shortfall', () => {
    const text =
      'Admitted students receive a teaching assistantship of ₹37,000 per month. Each student pays the tuition fee every semester.';
    expect(tuitionOf(text, 'India')).toEqual({ home: false, international: false });
    expect(fundingTypeOf('', text, 'India')).toBe('partially_funded');
  });

  it('support that only some students receive is funding to compete for', () => {
    expect(
      fundingTypeOf(
        '',
        'Some doctoral students receive tuition and stipend support from research grants; the number of such awards varies from year to year.',
        'United States',
      ),
    ).toBe('unknown');
  });

  it('only the first years financed, or bridging funds not promised, is part of the time', () => {
    expect(
      fundingTypeOf(
        '',
        'We offer a four-year scholarship of €2,600 per month, but only the first two years are financed by the project.',
        'Belgium',
      ),
    ).toBe('partially_funded');
    expect(
      fundingTypeOf(
        '',
        'We offer a scholarship of €2,600 per month. After two years the lab will look for bridging funds but cannot promise them.',
        'Belgium',
      ),
    ).toBe('partially_funded');
  });

  it('Portuguese propinas are tuition fees', () => {
    expect(
      tuitionOf('Bolsa com subsídio mensal de 1.300 € e pagamento das propinas do programa doutoral.', 'Portugal'),
    ).toEqual({ home: true, international: true });
  });
});

describe('fresh wordings of who pays, round w–y (issue 29)', () => {
  it('a funding package or a top-up with its amount is pay, and tuition "paid by the student" out of it is a shortfall', () => {
    const text =
      'Every doctoral student receives a guaranteed funding package of $26,500 per year. Tuition is paid by the student from this package.';
    expect(readFunding('', text, 'Canada')).toMatchObject({
      fundingType: 'partially_funded',
      stipend: { amount: 26500, currency: 'CAD', period: 'year' },
      tuition: { home: false, international: false },
    });
    expect(stipendOf('A top-up of $7,500 per annum is paid on top of an RTP scholarship.', 'Australia')).toEqual({
      amount: 7500,
      currency: 'AUD',
      period: 'year',
    });
  });

  it('a salary that "follows" a scale, and a German "Lohn", name the amount beside them', () => {
    expect(stipendOf('Salary follows the SNSF scale: CHF 48,000 in year one.', 'Switzerland')).toMatchObject({
      amount: 48000,
      currency: 'CHF',
    });
    expect(stipendOf("Lohn gemäss den Richtlinien des SNF (CHF 47'500 im ersten Jahr).", 'Switzerland')).toMatchObject({
      amount: 47500,
      currency: 'CHF',
    });
  });

  it('support the lab cannot promise for this project is not promised; no promise past the years it funds changes nothing', () => {
    expect(
      fundingTypeOf(
        '',
        'Doctoral students in the school are usually funded through teaching assistantships, but we cannot guarantee funding for this project.',
        'United States',
      ),
    ).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        'The studentship pays a stipend of £19,000 per year and home fees for three years; we cannot guarantee funding beyond the third year.',
      ),
    ).toBe('fully_funded');
  });

  it('help preparing a fellowship application, or a Nordic competition for the paid posts, is funding to compete for', () => {
    expect(
      fundingTypeOf(
        '',
        'The candidate will be helped in preparing an application for an FWO fellowship, which would fund the PhD.',
        'Belgium',
      ),
    ).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        'Ohjelman palkalliset tohtorikoulutettavan tehtävät täytetään erillisessä haussa, jossa hakijat kilpailevat keskenään.',
        'Finland',
      ),
    ).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        'Antagna doktorander kan söka om stipendium från fakulteten i konkurrens med andra sökande.',
        'Sweden',
      ),
    ).toBe('unknown');
  });

  it('a first year funded with no extension foreseen is part of the time', () => {
    expect(
      fundingTypeOf(
        '',
        'Wir vergeben ein Stipendium von 1.500 € monatlich für zunächst ein Jahr. Eine Verlängerung aus Projektmitteln ist nicht vorgesehen.',
        'Germany',
      ),
    ).toBe('partially_funded');
    expect(
      fundingTypeOf(
        '',
        'The scholarship pays €1,600 a month for the first year; an extension of the scholarship is not foreseen, and the candidate should raise further funding.',
        'Netherlands',
      ),
    ).toBe('partially_funded');
  });
});

describe('fresh wordings of who pays, round z (issue 29)', () => {
  it('a place that starts only if a fellowship application wins is funding to compete for, not self-funded', () => {
    expect(
      fundingTypeOf(
        '',
        'The position has no contract yet. The candidate will draft, with the supervisor, an application for an FWO fellowship; the appointment depends entirely on the outcome of that call.',
        'Belgium',
      ),
    ).toBe('unknown');
    expect(
      fundingTypeOf(
        '',
        "Aucun financement n'est acquis pour l'instant. La thèse ne commencera que si la bourse est obtenue à l'issue d'une sélection sur concours.",
        'Belgium',
      ),
    ).toBe('unknown');
  });

  it('a salary the candidate’s own employer keeps paying is their own money', () => {
    expect(
      fundingTypeOf(
        '',
        'The university pays no salary for this industrial doctorate: the student stays employed by their current employer, which pays the full salary throughout.',
        'Sweden',
      ),
    ).toBe('self_funded');
  });

  it('Danish funding for the first months only is part of the time', () => {
    expect(
      fundingTypeOf(
        '',
        'Stillingen er finansieret af projektet i de første 12 måneder, med en løn på ca. 29.000 kr. om måneden. Finansieringen af de resterende 24 måneder af ph.d.-forløbet er ikke sikret.',
        'Denmark',
      ),
    ).toBe('partially_funded');
  });

  it('a fee in brackets after its programme’s name is no stipend; a month’s pay "14 x jährlich" stays monthly', () => {
    expect(
      stipendOf(
        'Applicants pay the tuition fee of the Doctoral Programme in Civil Engineering (€3,000 per year) themselves.',
        'Portugal',
      ),
    ).toBeNull();
    expect(stipendOf('Das Gehalt beträgt € 3.150,20 brutto (14 x jährlich).', 'Austria')).toEqual({
      amount: 3150.2,
      currency: 'EUR',
      period: 'month',
    });
  });
});

describe('fresh wordings of who pays, judged halves of round w–n (issue 29)', () => {
  it.each([
    // Self-financed in other words; "unpaid" said of the research's subject is no word about the place.
    ['Japan', 'This is a privately financed position; the laboratory cannot offer a stipend.', 'self_funded'],
    ['Denmark', 'Ansøgere skal selv medbringe fuld finansiering af løn og driftsmidler.', 'self_funded'],
    [
      'United States',
      'The project studies unpaid care work. The fellowship pays $31,000 a year and full tuition for five years.',
      'fully_funded',
    ],
    // Fees alone, or part of the time or money.
    [
      'United Kingdom',
      'The School pays the tuition fees at the home or overseas rate. The award is fees-only: it carries no maintenance stipend.',
      'partially_funded',
    ],
    [
      'Belgium',
      'Wij bieden een doctoraatsbeurs van één jaar. Verdere financiering is niet gegarandeerd.',
      'partially_funded',
    ],
    [
      'Portugal',
      'Subsídio mensal de manutenção: 1.309,64 €. A bolsa não inclui as propinas, que são da responsabilidade do bolseiro.',
      'partially_funded',
    ],
    ['Finland', 'Tehtävään on varattu apuraha ensimmäiselle vuodelle, 2 100 euroa kuukaudessa.', 'partially_funded'],
    [
      'Finland',
      'The department funds the first two years of the four-year doctoral studies with a salary of €2,600 per month.',
      'partially_funded',
    ],
    [
      'Switzerland',
      'Applicants must hold a personal scholarship; the group adds a top-up of CHF 1,000 per month.',
      'partially_funded',
    ],
    [
      'Italy',
      'The scholarship of €16,243 per year is for the first year only. From the second year the candidate continues without a scholarship.',
      'partially_funded',
    ],
    // Funding to compete for.
    [
      'Italy',
      'Scholarships are assigned according to the final merit ranking; applicants may also be admitted without a scholarship.',
      'unknown',
    ],
    [
      'Denmark',
      'Funding for the project is not yet secured: fellowships are awarded in competition with other projects.',
      'unknown',
    ],
    [
      'Germany',
      'Die Finanzierung soll über ein Promotionsstipendium erfolgen, um das Sie sich gemeinsam mit uns bewerben.',
      'unknown',
    ],
    [
      'Portugal',
      'A bolsa só será atribuída no Concurso de Bolsas da FCT. A faculdade não dispõe de financiamento próprio para este projeto.',
      'unknown',
    ],
    [
      'Canada',
      'Applicants are strongly encouraged to hold or apply for external awards such as an Ontario Graduate Scholarship.',
      'unknown',
    ],
  ])('%s: %s', (country, text, type) => {
    expect(fundingTypeOf('', text, country)).toBe(type);
  });

  it('a year-end bonus leaves a monthly salary monthly; a fee in brackets is no stipend', () => {
    expect(
      stipendOf(
        'A gross monthly salary in accordance with the Collective Labour Agreement for Dutch Universities, ranging from €2,950 in the first year to €3,700 in the fourth year. A year-end bonus of 8.3% and a holiday allowance of 8%.',
        'Netherlands',
      ),
    ).toEqual({ amount: 2950, currency: 'EUR', period: 'month' });
    expect(stipendOf('Deberán abonar la tutela académica anual del programa (unos 430 €).', 'Spain')).toBeNull();
  });

  it('fees paid "whether the student is charged EU or non-EU fees" are paid at both rates', () => {
    expect(
      readFunding(
        '',
        'The scholarship provides a stipend of €22,000 per annum and pays the full university fees, whether the student is charged EU or non-EU fees.',
        'Ireland',
      ),
    ).toMatchObject({ fundingType: 'fully_funded', tuition: { home: true, international: true } });
  });
});
