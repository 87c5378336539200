// The local engine's stipend, duration, start date and eligibility on the wordings fresh adverts use
// (issue 29): each case is a class of wording, written as another advert would put it.
import { describe, expect, it } from 'vitest';
import { durationMonthsOf } from '../src/enrichment/local/facts/duration.ts';
import { extractFacts } from '../src/enrichment/local/facts/index.ts';
import { startDateOf } from '../src/enrichment/local/facts/start-date.ts';

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
  ] as const)('%s -> %s', (text, date) => {
    expect(startDateOf(text)).toBe(date);
  });

  it.each([
    'The start date is flexible but no later than 1 March 2028.',
    'Candidates should be able to start before 1 December 2027.',
    'Apply by 31 January 2027 for consideration.',
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
