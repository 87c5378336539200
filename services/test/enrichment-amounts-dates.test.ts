// The local engine's stipend, duration, start date and eligibility on the wordings fresh adverts use
// (issue 29): each case is a class of wording, written as another advert would put it.
import { describe, expect, it } from 'vitest';
import { durationMonthsOf } from '../src/enrichment/local/facts/duration.ts';
import { eligibilityOf } from '../src/enrichment/local/facts/eligibility.ts';
import { extractFacts } from '../src/enrichment/local/facts/index.ts';
import { parseAmount } from '../src/enrichment/local/facts/numbers.ts';
import { startDateOf } from '../src/enrichment/local/facts/start-date.ts';
import { stipendOf } from '../src/enrichment/local/facts/stipend.ts';

describe('start date', () => {
  it.each([
    // The start word after the date.
    ['Apply online for the January 2028 intake by 30 June 2027.', '2028-01'],
    ['Submit your application by 1 March 2027 for a September 2027 start.', '2027-09'],
    ['Applications for the October 2027 entry close on 15 May 2027.', '2027-10'],
    ['Tehtävä täytetään määräaikaisena 1.10.2027 alkaen.', '2027-10-01'],
    // The same start told twice: the day wins.
    ['We invite applications for the September 2027 intake. Programme start: 1 September 2027.', '2027-09-01'],
    // Start verbs, not only nouns.
    ['Le contrat doctoral, d’une durée de trois ans, débutera le 1er novembre 2027.', '2027-11-01'],
    ['Contrat de trois ans débutant le 1er octobre 2027.', '2027-10-01'],
    ['Le doctorat commencera le 2 novembre 2027.', '2027-11-02'],
    ['Il corso ha durata triennale e inizia il 1° novembre 2027.', '2027-11-01'],
    ["L'inizio delle attività è previsto per il 1º novembre 2027.", '2027-11-01'],
    ['Työsuhde alkaa 1.3.2028.', '2028-03-01'],
    ['Anställningen börjar den 1 mars 2028.', '2028-03-01'],
    ['De aanstelling begint op 1 februari 2028.', '2028-02-01'],
    ['The successful candidate is expected to commence by 1 February 2028.', '2028-02-01'],
    // Start words and month names of more languages.
    ['De aanstelling is vanaf 1 september 2027.', '2027-09-01'],
    ['Início previsto: 1 de outubro de 2027.', '2027-10-01'],
    ['Tiltredelse 1. desember 2027.', '2027-12-01'],
    ['The position is available as of 1 March 2028.', '2028-03-01'],
    ['Le contrat démarre dès le 1er décembre 2027.', '2027-12-01'],
    ['Anställningen gäller från och med 1 september 2027.', '2027-09-01'],
    ['Contratto dal 1° novembre 2027.', '2027-11-01'],
    ['The application period for April 2028 enrolment closes on 15 December 2027.', '2028-04'],
  ] as const)('%s -> %s', (text, date) => {
    expect(startDateOf(text)).toBe(date);
  });

  it.each([
    'The start date is flexible but no later than 1 March 2028.',
    'Candidates should be able to start before 1 December 2027.',
    'Apply by 31 January 2027 for consideration.',
    'The project can start in October 2027, January 2028 or April 2028.',
  ])('a bound or a deadline is no start: %s', (text) => {
    expect(startDateOf(text)).toBeNull();
  });
});

describe('duration', () => {
  it.each([
    // Finnish genitive and translative numbers, Portuguese, Italian adjectives.
    ['Tehtävä täytetään neljän vuoden määräaikaisena.', 48],
    ['Tarjoamme kolmen vuoden työsuhteen väitöskirjatutkijana.', 36],
    ['Valittu henkilö palkataan neljäksi vuodeksi.', 48],
    ['O doutoramento tem a duração de quatro anos.', 48],
    ['La borsa ha durata triennale e un importo annuo lordo di € 16.243.', 36],
    ['Il corso di dottorato ha durata quadriennale.', 48],
    // The length named outright outranks a length near a scholarship.
    ['An extra project scholarship of €900 per month for 36 months. The programme lasts four years.', 48],
    ['The appointment is for a maximum of four years, subject to annual review.', 48],
    // The funded time counts, also for the first years.
    ['Admitted students receive a scholarship of €1,800 per month for the first three years.', 36],
    ['A full-time post for four years, with a first contract of two years and an extension after review.', 48],
    // The length the pay is for outranks another period in the project; a position's own length outranks both.
    ['Samples are exposed at the field site for up to two years. The allowance is paid for three years.', 36],
    [
      'You are offered a 4-year period of employment: an initial 1.5-year contract, then a contract for the remaining 2.5 years.',
      48,
    ],
    ['The post is funded for the first two years of the expected four-year doctorate.', 48],
  ] as const)('%s -> %s', (text, months) => {
    expect(durationMonthsOf(text)).toBe(months);
  });

  it.each([
    'Our university is committed to an inclusive culture in which everyone can thrive.',
    'The number of awards varies from year to year.',
    "Candidates may also apply for the university's Four Year Fellowship.",
  ])('no length: %s', (text) => {
    expect(durationMonthsOf(text)).toBeNull();
  });

  it('dates a fixed term from its start to its end, never to the deadline', () => {
    const text =
      'Am Lehrstuhl ist zum 01.10.2027 eine Stelle bis zum 30.09.2031 zu besetzen. Bewerbungen bis zum 15.06.2027.';
    expect(extractFacts({ editorTexts: '', description: text, country: 'Germany' })).toMatchObject({
      startDate: '2027-10-01',
      durationMonths: 48,
    });
    expect(durationMonthsOf('Zum 01.10.2027 zu besetzen. Bewerbungen bis zum 15.06.2027.', '2027-10-01')).toBeNull();
    expect(durationMonthsOf('The contract runs until 31 March 2030.', '2027-04-01')).toBe(36);
  });
});

describe('stipend: currencies and periods real adverts use', () => {
  it.each([
    ['India', 'JRF fellowship: Rs. 37,000/- per month plus HRA as per institute norms.', 37000, 'INR', 'month'],
    ['India', 'A monthly fellowship of Rs 42000 will be paid.', 42000, 'INR', 'month'],
    ['South Africa', 'The NRF bursary is valued at R150 000 per annum.', 150000, 'ZAR', 'year'],
    ['South Africa', 'The bursary provides R 160 000 per year.', 160000, 'ZAR', 'year'],
    ['Czech Republic', 'Stipendium ve výši 16 000 Kč měsíčně.', 16000, 'CZK', 'month'],
    ['Sweden', 'A salary of 34 000 kr månadsvis.', 34000, 'SEK', 'month'],
    ['Switzerland', 'Gehalt gemäss SNF: CHF 47’040.– im ersten Jahr.', 47040, 'CHF', 'year'],
    ['Brazil', 'Bolsa de doutorado no valor de R$ 3.100,00 mensais.', 3100, 'BRL', 'month'],
    ['Mexico', 'Beca de $16,000 MXN mensuales.', 16000, 'MXN', 'month'],
    ['Canada', 'A minimum stipend of $24,000 CAD per year.', 24000, 'CAD', 'year'],
    ['Taiwan', 'A monthly stipend of NTD 35,000.', 35000, 'TWD', 'month'],
    ['South Korea', 'Students receive a stipend of KRW 2.5 million per month.', 2500000, 'KRW', 'month'],
    ['Malaysia', 'A monthly stipend of RM2,500.', 2500, 'MYR', 'month'],
    ['Israel', 'A scholarship of 7,000 NIS per month.', 7000, 'ILS', 'month'],
    ['Hungary', 'Scholarship of HUF 400,000 per month.', 400000, 'HUF', 'month'],
    ['United Arab Emirates', 'A stipend of AED 8,000 per month.', 8000, 'AED', 'month'],
    ['Belgium', "Une bourse d'un montant d'environ 2 150 € nets par mois.", 2150, 'EUR', 'month'],
    // Gross when the posting gives it beside the net figure.
    ['Germany', 'The salary is approx. €2,100 net per month (€2,900 gross).', 2900, 'EUR', 'month'],
    ['Netherlands', 'Salaris: € 2.400 netto / € 3.200 bruto per maand.', 3200, 'EUR', 'month'],
    // A semester's figure is a year of two; an academic year is a year.
    ['United States', 'The assistantship stipend is $9,000 per semester.', 18000, 'USD', 'year'],
    ['United States', 'A stipend of $24,000 per academic year.', 24000, 'USD', 'year'],
    // Parts of a year: the equivalent written beside them, else the year they make.
    ['South Korea', 'A stipend of ₩9,000,000 per semester (₩1,500,000 per month).', 1500000, 'KRW', 'month'],
    ['United Kingdom', 'The stipend is paid as £1,600 per four-week period (£20,800 a year).', 20800, 'GBP', 'year'],
    ['Australia', 'A living allowance of $1,500 per fortnight (equivalent to $39,000 a year).', 39000, 'AUD', 'year'],
    ['Australia', 'A living allowance of $1,500 per fortnight, tax-free.', 39000, 'AUD', 'year'],
    // A scale written bare before its currency starts at its first figure.
    ['Finland', 'The salary is 2 600–3 200 euros per month.', 2600, 'EUR', 'month'],
    ['Germany', 'Das Gehalt liegt zwischen 2.600 und 3.200 € brutto im Monat.', 2600, 'EUR', 'month'],
    ['Belgium', 'Het netto maandloon bedraagt ongeveer € 2.450.', 2450, 'EUR', 'month'],
  ] as const)('%s: %s', (country, text, amount, currency, period) => {
    expect(stipendOf(text, country)).toEqual({ amount, currency, period });
  });

  it('reads typographic apostrophes as thousands separators', () => {
    expect(parseAmount('47’040')).toBe(47040);
  });

  it('reads no currency inside a word or from an R outside South Africa', () => {
    expect(stipendOf('A salary of r 3,000 per month.', 'United States')).toBeNull();
    expect(stipendOf('Lönen är 34 000 kr per månad.', 'Sweden')).toEqual({
      amount: 34000,
      currency: 'SEK',
      period: 'month',
    });
    expect(stipendOf('The research budget is £2.5 million over five years.', 'United Kingdom')).toBeNull();
  });

  it('reads money for the fees as no pay', () => {
    expect(
      stipendOf('Applicants receive a bursary of £2,500 towards their tuition fees.', 'United Kingdom'),
    ).toBeNull();
    expect(
      stipendOf(
        'There is no stipend: candidates pay tuition fees (currently €7,000 for EU students and €20,000 for others) and their living expenses.',
        'Ireland',
      ),
    ).toBeNull();
  });
});

describe('eligibility', () => {
  const said = (text: string) => eligibilityOf(text).join(' | ').toLowerCase();

  it.each([
    ['Le poste est ouvert à toutes les nationalités.', ['toutes les nationalités']],
    ['These studentships are open to applicants worldwide, but carry no stipend.', ['worldwide']],
    ['The waiver covers fees at either the home or the international rate.', ['home', 'international']],
    ['Candidates must pay tuition at the relevant level (home or international).', ['home', 'international']],
    ['The award pays your fees, whether you are charged at the home or the overseas rate.', ['overseas']],
    [
      'Domestic and international applicants will be considered for the PhD scholarships.',
      ['domestic', 'international'],
    ],
    [
      'Funding: the studentship is supported by a national research award and includes an annual tax-free stipend of €25,000 together with full payment of academic fees for the full four years, for both EU and non-EU students.',
      ['eu', 'non-eu'],
    ],
  ] as const)('%s', (text, words) => {
    for (const word of words) expect(said(text)).toContain(word);
  });

  it.each([
    'International applicants need an IELTS score of 6.5 or higher.',
    'TOEFL iBT 90 or equivalent for international applicants.',
    'The university welcomes applicants of every gender, nationality and background.',
    'Annual tuition fees are £5,006 for home students and £23,350 for international students.',
    'Details of current fees for home and international students are on the University website.',
    'Students pay their own tuition; international students should note that their fees are higher.',
    'Applicants will need to meet the cost of fees, currently €6,950 per year for EU students.',
    'Students pay their own tuition; provincial, out-of-province and international students pay different rates.',
    'Admitted students can be considered for the Graduate Scholarship for International Students.',
  ])('says nothing of who may apply: %s', (text) => {
    expect(eligibilityOf(text)).toEqual([]);
  });

  it('keeps a fee sentence that says who is covered', () => {
    expect(
      said('Funding: tuition fees for home and international students plus a stipend of £20,780 per year.'),
    ).toContain('international');
  });
});
