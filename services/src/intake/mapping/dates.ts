// Dates as sources write them (issue 31, docs/imports.md "Mapping"), read with luxon: ISO 8601, RFC 2822
// (feeds), "31 January 2027", "January 31, 2027", "31.01.2027", "31/01/2027", "2027-01-31 17:00 CET",
// Excel serial numbers and unix seconds. A date without a time is a whole day in the source's time zone:
// for a closing date the end of it (applications are open all of the deadline day), else its start.
import { DateTime, IANAZone } from 'luxon';

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

function zoneOf(name: string): string | undefined {
  if (ZONE_ABBREVIATIONS[name]) return ZONE_ABBREVIATIONS[name];
  return name.includes('/') && IANAZone.isValidZone(name) ? name : undefined;
}

function wholeDay(day: DateTime, endOfDay: boolean): DateTime {
  return endOfDay ? day.endOf('day') : day.startOf('day');
}

/** Excel serial days (fraction = time of day) as wall time in `zone`, or unix seconds/milliseconds. */
function fromNumber(text: string, zone: string, endOfDay: boolean): DateTime | null {
  const value = Number(text);
  if (value >= 1_000_000_000_000) return DateTime.fromMillis(value);
  if (value >= 1_000_000_000) return DateTime.fromSeconds(value);
  if (value < EXCEL_SERIALS.min || value > EXCEL_SERIALS.max) return null;
  const days = Math.floor(value);
  const wall = EXCEL_EPOCH.plus({ days, milliseconds: Math.round((value - days) * 86_400_000) });
  const local = DateTime.fromObject(wall.toObject(), { zone });
  return Number.isInteger(value) ? wholeDay(local, endOfDay) : local;
}

/** The luxon formats, with the wall time read in `zone`; date-only formats become a whole day. */
function fromFormats(text: string, zone: string, endOfDay: boolean): DateTime | null {
  for (const format of SPACED_ISO) {
    const parsed = DateTime.fromFormat(text, format, { zone });
    if (parsed.isValid) return parsed;
  }
  for (const locale of LOCALES) {
    for (const format of DATE_FORMATS) {
      const day = DateTime.fromFormat(text, format, { zone, locale });
      if (day.isValid) return wholeDay(day, endOfDay);
      for (const time of TIME_FORMATS) {
        const parsed = DateTime.fromFormat(text, `${format} ${time}`, { zone, locale });
        if (parsed.isValid) return parsed;
      }
    }
  }
  return null;
}

function parse(text: string, zone: string, endOfDay: boolean): DateTime | null {
  if (/^\d+(\.\d+)?$/.test(text)) return fromNumber(text, zone, endOfDay);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return wholeDay(DateTime.fromISO(text, { zone }), endOfDay);
  for (const read of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP]) {
    const parsed = read(text, { zone });
    if (parsed.isValid) return parsed;
  }
  const trailing = TRAILING_ZONE.exec(text);
  const named = trailing ? zoneOf(trailing[1]!) : undefined;
  if (trailing && named) return fromFormats(text.slice(0, trailing.index), named, endOfDay);
  return fromFormats(text, zone, endOfDay);
}

/**
 * A source's date text as an instant, or null when it is not a date this reads (the caller words the
 * refusal). Ordinals ("31st January") and surrounding spaces are tolerated.
 */
export function parseItemDate(text: string, options: ItemDateOptions = {}): Date | null {
  const zone = options.timeZone && IANAZone.isValidZone(options.timeZone) ? options.timeZone : 'UTC';
  const cleaned = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1');
  if (!cleaned) return null;
  const parsed = parse(cleaned, zone, options.endOfDay ?? false);
  return parsed?.isValid ? parsed.toJSDate() : null;
}
