// When the position starts: a month (and day when given) after a start word. "starting October
// 2027" -> "2027-10", "start date: 1 March 2027" -> "2027-03-01". A deadline is not a start.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const START_WORD =
  '(?<!review |consideration |screening |interviews |assessment )(?:start(?:s|ing)?|begin(?:s|ning)?|commenc(?:e|es|ing|ement)|entry|from|intake|available from|take up)';
const FILLER = '[^.;]{0,40}?';
const DAY_MONTH_YEAR = new RegExp(
  `\\b${START_WORD}\\b${FILLER}\\b(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?${MONTH_NAME}\\s*,?\\s+(\\d{4})\\b`,
  'i',
);
const MONTH_DAY_YEAR = new RegExp(
  `\\b${START_WORD}\\b${FILLER}\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,\\s*(\\d{4})\\b`,
  'i',
);
const ISO = new RegExp(`\\b${START_WORD}\\b${FILLER}\\b(\\d{4})-(\\d{2})(?:-(\\d{2}))?\\b`, 'i');
const NUMERIC = new RegExp(`\\b${START_WORD}\\b${FILLER}\\b(\\d{1,2})[./](\\d{1,2})[./](\\d{4})\\b`, 'i');

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;

function format(year: number, month: number, day?: number): string | null {
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  return day === undefined ? `${year}-${pad(month)}` : `${year}-${pad(month)}-${pad(day)}`;
}

export function startDateOf(text: string): string | null {
  let m = MONTH_DAY_YEAR.exec(text);
  if (m) return format(Number(m[3]), monthIndex(m[1]!), Number(m[2]));
  m = DAY_MONTH_YEAR.exec(text);
  if (m) return format(Number(m[3]), monthIndex(m[2]!), m[1] ? Number(m[1]) : undefined);
  m = ISO.exec(text);
  if (m) return format(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined);
  m = NUMERIC.exec(text);
  if (m) return format(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}
