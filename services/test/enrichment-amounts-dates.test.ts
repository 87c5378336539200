// The local engine's stipend, duration, start date and eligibility on the wordings fresh adverts use
// (issue 29): each case is a class of wording, written as another advert would put it.
import { describe, expect, it } from 'vitest';
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
