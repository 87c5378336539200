// Dates as sources write them (issue 31, docs/imports.md "Mapping"), read with luxon: ISO 8601, RFC 2822
// (feeds), "31 January 2027", "January 31, 2027", "31.01.2027", "31/01/2027", "2027-01-31 17:00 CET",
// Excel serial numbers and unix seconds. A date without a time is a whole day in the source's time zone:
// for a closing date the end of it (applications are open all of the deadline day), else its start.
import { DateTime, FixedOffsetZone, Info, type TokenParser, type Zone } from 'luxon';

/** Longer text is a sentence, not a date: refused before any format is tried. */
const MAX_DATE_LENGTH = 100;

export interface ItemDateOptions {
  /** The zone of a date or time that names none (IANA, e.g. "Europe/Berlin"); UTC when absent. */
  timeZone?: string;
  /** A date without a time means the end of that day (closing dates), not its start. */
  endOfDay?: boolean;
}

/**
 * Zone abbreviations as fixed offsets: an abbreviation names standard or summer time explicitly
 * ("CET" in July is still +01:00). Ambiguous ones are left out on purpose: IST (India, Ireland,
 * Israel) and CST (China, US Central) are refused rather than guessed.
 */
const ZONE_ABBREVIATIONS: Record<string, string> = {
  UTC: 'UTC',
  GMT: 'UTC',
  Z: 'UTC',
  WET: 'UTC',
  WEST: 'UTC+1',
  BST: 'UTC+1',
  CET: 'UTC+1',
  CEST: 'UTC+2',
  MEZ: 'UTC+1',
  MESZ: 'UTC+2',
  EET: 'UTC+2',
  EEST: 'UTC+3',
  EST: 'UTC-5',
  EDT: 'UTC-4',
  CDT: 'UTC-5',
  MST: 'UTC-7',
  MDT: 'UTC-6',
  PST: 'UTC-8',
  PDT: 'UTC-7',
  AEST: 'UTC+10',
  AEDT: 'UTC+11',
  JST: 'UTC+9',
  KST: 'UTC+9',
  SGT: 'UTC+8',
  HKT: 'UTC+8',
};

/**
 * Day-first for dots, slashes and hyphens: the European and British order, which academic job
 * sources overwhelmingly use. "02/03/2027" is therefore 2 March; a US month-first source must send
 * ISO dates or month names. A value that only fits month-first ("01/31/2027") is not a date.
 */
const DATE_FORMATS = [
  'd MMMM yyyy',
  'd MMM yyyy',
  'MMMM d, yyyy',
  'MMMM d yyyy',
  'MMM d, yyyy',
  'MMM d yyyy',
  'd-MMM-yyyy',
  'd. MMMM yyyy',
  'd.M.yyyy',
  'd/M/yyyy',
  'd-M-yyyy',
  'yyyy/M/d',
];
const TIME_FORMATS = ['H:mm', 'H:mm:ss', 'h:mm a', 'h a'];
/** ISO-like date and time with a space instead of the T ("2027-01-31 17:00"). */
const SPACED_ISO = ['yyyy-MM-dd H:mm', 'yyyy-MM-dd H:mm:ss'];

/** Month names in the languages the header names cover, tried in this order. */
const LOCALES = ['en', 'de', 'fr', 'nl'];

const EXCEL_EPOCH = DateTime.fromISO('1899-12-30', { zone: 'UTC' });
/**
 * Excel serials a position can carry: 25569 is 1970-01-01 and 60000 the year 2064. Outside them a
 * number is not an Excel date ("2027" alone is a year, not serial day 2027 of 1905).
 */
const EXCEL_SERIALS = { min: 25_569, max: 60_000 };

/** A trailing zone: an abbreviation ("CET") or an IANA name ("Europe/Berlin"). */
const TRAILING_ZONE = /\s+\(?([A-Z]{1,5}|[A-Za-z_]+\/[A-Za-z_/+-]+)\)?$/;

const UTC = FixedOffsetZone.utcInstance;
const zones = new Map<string, Zone | null>();

/** An IANA name or luxon's "UTC+1" as a zone, or null; cached, since checking a name costs an Intl call. */
function zoneCalled(name: string): Zone | null {
  let zone = zones.get(name);
  if (zone === undefined) {
    const normalised = Info.normalizeZone(name);
    zone = normalised.isValid ? normalised : null;
    if (zones.size < 1_000) zones.set(name, zone);
  }
  return zone;
}

/** The source's zone, UTC when it has none or names none that exists. */
const sourceZone = (name: string | undefined) => (name && zoneCalled(name)) || UTC;

/**
 * The day an instant falls on in the source's zone, as people write it ("12 March 2025"): the end of a
 * closing day in Los Angeles is the next morning in UTC, and the refusal must name the day the source wrote.
 */
export function formatItemDay(date: Date, timeZone?: string): string {
  return DateTime.fromJSDate(date, { zone: sourceZone(timeZone) }).toFormat('d MMMM yyyy', { locale: 'en' });
}

/** The zone a date's text ends with: an abbreviation this knows, or an IANA name. */
function namedZone(name: string): Zone | null {
  const offset = ZONE_ABBREVIATIONS[name];
  if (offset) return zoneCalled(offset);
  return name.includes('/') ? zoneCalled(name) : null;
}

function wholeDay(day: DateTime, endOfDay: boolean): DateTime {
  return endOfDay ? day.endOf('day') : day.startOf('day');
}

/** Excel serial days (fraction = time of day) as wall time in `zone`, or unix seconds/milliseconds. */
function fromNumber(text: string, zone: Zone, endOfDay: boolean): DateTime | null {
  const value = Number(text);
  if (value >= 1_000_000_000_000) return DateTime.fromMillis(value);
  if (value >= 1_000_000_000) return DateTime.fromSeconds(value);
  if (value < EXCEL_SERIALS.min || value > EXCEL_SERIALS.max) return null;
  const days = Math.floor(value);
  const wall = EXCEL_EPOCH.plus({ days, milliseconds: Math.round((value - days) * 86_400_000) });
  const local = DateTime.fromObject(wall.toObject(), { zone });
  return Number.isInteger(value) ? wholeDay(local, endOfDay) : local;
}

interface FormatParser {
  parser: TokenParser;
  locale: string;
  /** The format spells the month as a word (the only ones that differ by language). */
  monthName: boolean;
  /** The format has a time of day; without one the text is a whole day. */
  time: boolean;
}

let formatParsers: readonly FormatParser[] | undefined;

/**
 * Every format's parser, built once: luxon's fromFormat compiles its format on each call, and a
 * 5,000-row preview would try dozens per row. Numeric formats are the same in every language, so they
 * are built for one.
 */
function parsers(): readonly FormatParser[] {
  const build = (format: string, locale: string, time: boolean): FormatParser => ({
    parser: DateTime.buildFormatParser(format, { locale }),
    locale,
    monthName: format.includes('MMM'),
    time,
  });
  formatParsers ??= [
    ...SPACED_ISO.map((format) => build(format, 'en', true)),
    ...LOCALES.flatMap((locale) =>
      DATE_FORMATS.filter((format) => locale === 'en' || format.includes('MMM')).flatMap((format) => [
        build(format, locale, false),
        ...TIME_FORMATS.map((time) => build(`${format} ${time}`, locale, true)),
      ]),
    ),
  ];
  return formatParsers;
}

/** The first format that reads the text, with the wall time in `zone`; date-only formats become a whole day. */
function fromFormats(text: string, zone: Zone, endOfDay: boolean): DateTime | null {
  // Only the formats of the text's shape are tried: words need month names, a colon or am/pm a time.
  const words = /\p{L}/u.test(text.replace(/\b[ap]\.?m\.?$/i, ''));
  const time = /\d:\d|\d\s?[ap]\.?m\.?$/i.test(text);
  for (const format of parsers()) {
    if (format.monthName !== words || format.time !== time) continue;
    const parsed = DateTime.fromFormatParser(text, format.parser, { zone, locale: format.locale });
    if (parsed.isValid) return format.time ? parsed : wholeDay(parsed, endOfDay);
  }
  return null;
}

function parse(text: string, zone: Zone, endOfDay: boolean): DateTime | null {
  if (/^\d+(\.\d+)?$/.test(text)) return fromNumber(text, zone, endOfDay);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return wholeDay(DateTime.fromISO(text, { zone }), endOfDay);
  for (const read of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP]) {
    const parsed = read(text, { zone });
    if (parsed.isValid) return parsed;
  }
  const trailing = TRAILING_ZONE.exec(text);
  const named = trailing ? namedZone(trailing[1]!) : null;
  if (trailing && named) return fromFormats(text.slice(0, trailing.index), named, endOfDay);
  return fromFormats(text, zone, endOfDay);
}

/**
 * A source's date text as an instant, or null when it is not a date this reads (the caller words the
 * refusal). Ordinals ("31st January"), a leading weekday and surrounding spaces are tolerated.
 */
export function parseItemDate(text: string, options: ItemDateOptions = {}): Date | null {
  const zone = sourceZone(options.timeZone);
  const trimmed = text.trim();
  // The longest form here ("31 September 2027 23:59:59 America/Argentina/Buenos_Aires") is far below this.
  if (!trimmed || trimmed.length > MAX_DATE_LENGTH) return null;
  const cleaned = trimmed
    .replace(/\s+/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    // A leading English weekday says nothing the date does not ("Friday, 31 January 2027"; RFC 2822's is optional).
    .replace(/^(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\.?,? /i, '');
  const parsed = parse(cleaned, zone, options.endOfDay ?? false);
  return parsed?.isValid ? parsed.toJSDate() : null;
}
