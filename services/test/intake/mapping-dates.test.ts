// Dates in every form sources write them (issue 31, docs/imports.md "Mapping"), their time zones, and
// a date without a time as the end (closing dates) or start of that day.
import { describe, expect, it } from 'vitest';
import { parseItemDate } from '../../src/intake/mapping/dates.ts';

const iso = (text: string, options?: Parameters<typeof parseItemDate>[1]) =>
  parseItemDate(text, options)?.toISOString() ?? null;

const berlinClosing = { timeZone: 'Europe/Berlin', endOfDay: true };

describe('parseItemDate: formats', () => {
  it.each([
    ['2027-01-31T17:00:00+01:00', '2027-01-31T16:00:00.000Z'],
    ['2027-01-31T17:00:00Z', '2027-01-31T17:00:00.000Z'],
    ['Sun, 31 Jan 2027 17:00:00 GMT', '2027-01-31T17:00:00.000Z'],
    ['Sun, 31 Jan 2027 17:00:00 +0100', '2027-01-31T16:00:00.000Z'],
    ['Sun, 31 Jan 2027 12:00:00 EST', '2027-01-31T17:00:00.000Z'],
    ['2027-01-31 17:00 CET', '2027-01-31T16:00:00.000Z'],
    ['1801407600', '2027-01-31T15:00:00.000Z'],
    ['1801407600000', '2027-01-31T15:00:00.000Z'],
  ])('%s names its instant: %s', (text, expected) => {
    expect(iso(text, berlinClosing)).toBe(expected);
  });

  it.each([
    '2027-01-31',
    '31 January 2027',
    'January 31, 2027',
    '31 Jan 2027',
    '31-Jan-2027',
    '31st January 2027',
    'Sunday, 31 January 2027',
    'Sun 31 Jan 2027',
    '31.01.2027',
    '31/01/2027',
    '31. Januar 2027',
    '31 janvier 2027',
    '31 januari 2027',
    '46418',
  ])('%s is the whole of 31 January 2027 in Berlin: its end for a closing date, else its start', (text) => {
    expect(iso(text, berlinClosing)).toBe('2027-01-31T22:59:59.999Z');
    // Midnight in Berlin (+01:00 in winter) is 23:00 UTC the day before.
    expect(iso(text, { timeZone: 'Europe/Berlin' })).toBe('2027-01-30T23:00:00.000Z');
  });

  it('reads a date with a time and no zone as wall time in the source zone', () => {
    expect(iso('2027-01-31T17:00:00', { timeZone: 'America/New_York' })).toBe('2027-01-31T22:00:00.000Z');
    expect(iso('31 January 2027 17:00', { timeZone: 'Asia/Tokyo' })).toBe('2027-01-31T08:00:00.000Z');
    expect(iso('31/01/2027 17:00', { timeZone: 'Europe/London' })).toBe('2027-01-31T17:00:00.000Z');
    expect(iso('January 31, 2027 5:30 PM', { timeZone: 'UTC' })).toBe('2027-01-31T17:30:00.000Z');
    expect(iso('2027-01-31 17:00', { timeZone: 'Europe/Berlin' })).toBe('2027-01-31T16:00:00.000Z');
  });

  it('reads an Excel serial with a fraction as a time of day', () => {
    expect(iso('46418.75', { timeZone: 'UTC' })).toBe('2027-01-31T18:00:00.000Z');
  });

  it('uses UTC when no zone (or no valid zone) is given', () => {
    expect(iso('2027-01-31', { endOfDay: true })).toBe('2027-01-31T23:59:59.999Z');
    expect(iso('2027-01-31', { timeZone: 'Mars/Olympus', endOfDay: true })).toBe('2027-01-31T23:59:59.999Z');
  });

  it('reads slashes day first: 02/03/2027 is 2 March, and a month-first-only value is not a date', () => {
    expect(iso('02/03/2027')).toBe('2027-03-02T00:00:00.000Z');
    expect(iso('01/31/2027')).toBeNull();
  });

  it.each([
    'next spring',
    '',
    '   ',
    '2027',
    '31 Smarch 2027',
    '2027-13-01',
    '32.01.2027',
    '2027-02-30',
    '1e400',
    `31 January 2027 ${'and more '.repeat(20)}`,
  ])('refuses %j', (text) => {
    expect(parseItemDate(text, berlinClosing)).toBeNull();
  });
});

describe('parseItemDate: time zones', () => {
  it.each([
    ['CET', '16:00'],
    ['CEST', '15:00'],
    ['GMT', '17:00'],
    ['UTC', '17:00'],
    ['BST', '16:00'],
    ['EST', '22:00'],
    ['EDT', '21:00'],
    ['PST', '01:00'],
    ['PDT', '00:00'],
    ['AEST', '07:00'],
    ['JST', '08:00'],
    ['KST', '08:00'],
    ['SGT', '09:00'],
    ['HKT', '09:00'],
  ])('17:00 %s is %s UTC', (zone, utc) => {
    const text = iso(`2027-01-31 17:00 ${zone}`, { timeZone: 'Asia/Tokyo' });
    expect(text?.slice(11, 16)).toBe(utc);
  });

  it('takes IANA names after the time, with summer time where it applies', () => {
    expect(iso('2027-07-01 17:00 Europe/Berlin')).toBe('2027-07-01T15:00:00.000Z');
    expect(iso('31 January 2027 09:30 America/Los_Angeles')).toBe('2027-01-31T17:30:00.000Z');
  });

  it('refuses an ambiguous abbreviation rather than guessing (CST: China or US Central)', () => {
    expect(parseItemDate('2027-01-31 17:00 CST')).toBeNull();
  });
});
