// When the position starts: a month (and day when given) after a start word, in English or the
// languages European postings use. "starting October 2027" -> "2027-10", "Beginn: 1. Oktober 2027"
// -> "2027-10-01", "date de début : 1er septembre 2027". The application deadline is never the start,
// even when it is written with "from" or "zum" ("Bewerbungen bis zum 15. März 2027").

const MONTH_NAMES: [number, string][] = [
  [1, 'jan(?:uary|uar|vier|uari|uar|eiro)?|enero|gennaio|tammikuu\\w*'],
  [2, 'feb(?:ruary|ruar|ruari)?|février|fevrier|fevereiro|febrero|febbraio|helmikuu\\w*'],
  [3, 'mar(?:ch)?|märz|maerz|mars|maart|marts|marzo|março|maaliskuu\\w*'],
  [4, 'apr(?:il|ile)?|avril|abril|huhtikuu\\w*'],
  [5, 'may|mai|mei|maj|mayo|maggio|maio|toukokuu\\w*'],
  [6, 'june?|juni|juin|junio|junho|giugno|kesäkuu\\w*'],
  [7, 'july?|juli|juillet|julio|julho|luglio|heinäkuu\\w*'],
  [8, 'aug(?:ust|usti|ustus)?|août|aout|agosto|elokuu\\w*'],
  [9, 'sep(?:t(?:ember)?)?|septembre|septiembre|settembre|setembro|syyskuu\\w*'],
  [10, 'oct(?:ober)?|okt(?:ober)?|octobre|octubre|ottobre|outubro|lokakuu\\w*'],
  [11, 'nov(?:ember)?|novembre|noviembre|novembro|marraskuu\\w*'],
  [12, 'dec(?:ember)?|dez(?:ember)?|desember|décembre|decembre|diciembre|dicembre|dezembro|joulukuu\\w*'],
];
const MONTH_NAME = `(${MONTH_NAMES.map(([, names]) => names).join('|')})\\.?`;
const START_WORD = [
  '(?<!review |consideration |screening |interviews |assessment )(?:start(?:s|ing)?|begin(?:s|ning)?|commenc(?:e|es|ing|ement)|entry|from|intake|available from|take up|as of)',
  'beginn(?:t)?|eintritt(?:sdatum|stermin)?|starttermin|dienstantritt|arbeitsbeginn|ab|zum(?= \\d)',
  'dès le|début(?:e|era|ant)?|commen(?:ce|cera|çant)|démarr(?:age|era)|entrée en fonctions?|à partir du|à compter du|prise de (?:poste|fonctions?)',
  'startdatum|ingangsdatum|aanvang|begint|vanaf|per(?= \\d)',
  'tillträde|tillträdesdag|från och med|fra og med|börjar|påbörjas|besat|pr\\.(?= \\d)|tiltrædelse|tiltredelse|oppstart|tiltræde|tiltre|begynder|begynner',
  'fecha de (?:inicio|incorporación)|incorporación|inicio|comenzará|empezará|a partir del?',
  'inizio|data di inizio|dal(?= \\d)|inizi(?:a|ano|erà|eranno)|decorrenza|início|inicia|aloitus|alka(?:a|vat)',
].join('|');
const FILLER = '[^.;]{0,40}?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|\\.|°|º)?\\s+(?:of\\s+|de\\s+)?';
const YEAR = '\\s*,?\\s+(?:de\\s+)?(\\d{4})\\b';
// One scan for the start words; each date shape is then tried only where one stands (sticky), which
// keeps the four shapes from each scanning the whole posting.
const START = new RegExp(`(?:^|[^\\p{L}])(?:${START_WORD})(?![\\p{L}])`, 'giu');
const AT_START = `(?:^|[^\\p{L}])(?:${START_WORD})(?![\\p{L}])${FILLER}`;
const DAY_MONTH_YEAR = new RegExp(`${AT_START}(?<![\\p{L}\\d])(?:${DAY})?${MONTH_NAME}${YEAR}`, 'iuy');
const MONTH_DAY_YEAR = new RegExp(
  `${AT_START}(?<![\\p{L}\\d])${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,\\s*(\\d{4})\\b`,
  'iuy',
);
const ISO = new RegExp(`${AT_START}\\b(\\d{4})-(\\d{2})(?:-(\\d{2}))?\\b`, 'iuy');
const NUMERIC = new RegExp(`${AT_START}\\b(\\d{1,2})[./](\\d{1,2})[./](\\d{4})\\b`, 'iuy');
/** Words of the application, not the position: a date after them is a deadline. */
const DEADLINE =
  /\b(?:deadline|apply|applications?|closing|close|submit|bewerbung\w*|bis|einsendeschluss|frist|candidature|date limite|postuler|sollicit\w*|reageren|ansökan|ansøgning|søknad\w*|solicitud\w*|plazo|scadenza|domanda|haku)\b/i;

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (name: string) =>
  MONTH_NAMES.find(([, names]) => new RegExp(`^(?:${names})$`, 'i').test(name.replace(/\.$/, '')))?.[0] ?? 0;

function format(year: number, month: number, day?: number): string | null {
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  return day === undefined ? `${year}-${pad(month)}` : `${year}-${pad(month)}-${pad(day)}`;
}

type Reader = (m: RegExpExecArray) => string | null;
const READERS: [RegExp, Reader][] = [
  [MONTH_DAY_YEAR, (m) => format(Number(m[3]), monthOf(m[1]!), Number(m[2]))],
  [DAY_MONTH_YEAR, (m) => format(Number(m[3]), monthOf(m[2]!), m[1] ? Number(m[1]) : undefined)],
  [ISO, (m) => format(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined)],
  [NUMERIC, (m) => format(Number(m[3]), Number(m[2]), Number(m[1]))],
];

/** "no later than 1 October", "before 31 January": a bound, not the day it starts ("commence by 1 August" is a start). */
const BOUND_WORDS =
  'no later than|not later than|at the latest|before|until|spätestens|au plus tard|avant|uiterlijk|senast|senest|seneste|entro';
const BOUND_IN = new RegExp(`\\b(?:${BOUND_WORDS})\\b`, 'i');
const BOUND = new RegExp(`\\b(?:by|${BOUND_WORDS})\\b[^.;]{0,12}$`, 'i');
// The start word after the date: "for the August 2027 intake", "a September 2027 start", Finnish
// "1.8.2027 alkaen" (from 1 August 2027). Found from the word back, so only where one stands.
const AFTER_WORD = /\s(?:intake|start|entry|cohort|enrol(?:l)?ment|admission|alkaen|lähtien)(?![\p{L}])/giu;
const DATE_BEFORE = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:${DAY})?${MONTH_NAME}${YEAR}|(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}))\\s*$`,
  'iu',
);

function dateThenStart(text: string): { at: number; date: string } | null {
  for (const word of text.matchAll(AFTER_WORD)) {
    const from = Math.max(0, word.index - 30);
    const m = DATE_BEFORE.exec(text.slice(from, word.index));
    if (!m) continue;
    const at = from + m.index;
    if (BOUND.test(text.slice(Math.max(0, at - 30), at))) continue;
    const date = m[2]
      ? format(Number(m[3]), monthOf(m[2]), m[1] ? Number(m[1]) : undefined)
      : format(Number(m[6]), Number(m[5]), Number(m[4]));
    if (date) return { at, date };
  }
  return null;
}

/** The first start word with a date after it; a null date when it offers several starts. */
function startWordThenDate(text: string): { at: number; date: string | null } | null {
  for (const start of text.matchAll(START)) {
    // The start word's own sentence: "Apply by 15 March. Start: 1 September" starts in September.
    const before = text
      .slice(Math.max(0, start.index - 30), start.index + 1)
      .split(/[.;!?]\s/)
      .pop()!;
    if (DEADLINE.test(before)) continue;
    for (const [pattern, read] of READERS) {
      pattern.lastIndex = start.index;
      const m = pattern.exec(text);
      // "The start is flexible but no later than 1 October": the latest start, not the start.
      if (!m || DEADLINE.test(m[0]) || BOUND_IN.test(m[0])) continue;
      const date = read(m);
      // "can start in October 2027, January 2028 or April 2028": no one start.
      if (date && ALTERNATIVE.test(text.slice(start.index + m[0].length, start.index + m[0].length + 30)))
        return { at: start.index, date: null };
      if (date) return { at: start.index, date };
    }
  }
  return null;
}

// "befristet bis zum 31.03.2030", "until 30 September 2031": when a fixed term ends.
const UNTIL = new RegExp(
  `(?:^|[^\\p{L}])(?:bis(?: zum| einschließlich)?|until|till|jusqu.au|t/m|tot en met|till och med|t\\.o\\.m\\.|til og med|frem til|hasta el|fino al)\\s+(?:(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})|(?:${DAY})?${MONTH_NAME}${YEAR})`,
  'giu',
);

/** The ends of fixed terms the posting names, as "YYYY-MM-DD" or "YYYY-MM" (deadlines among them). */
export function untilDatesOf(text: string): string[] {
  const dates: string[] = [];
  for (const m of text.matchAll(UNTIL)) {
    const date = m[1]
      ? format(Number(m[3]), Number(m[2]), Number(m[1]))
      : format(Number(m[6]), monthOf(m[5]!), m[4] ? Number(m[4]) : undefined);
    if (date) dates.push(date);
  }
  return dates;
}

const ALTERNATIVE = new RegExp(`^\\s*(?:,|or|oder|ou|of|eller|o|tai)\\s+(?:\\d{1,2}\\.?\\s+)?${MONTH_NAME}`, 'iu');

/** The earliest start the posting states, skipping dates that belong to the application. */
export function startDateOf(text: string): string | null {
  const forward = startWordThenDate(text);
  if (forward?.date === null) return null;
  const backward = dateThenStart(text);
  if (!forward?.date || !backward) return forward?.date ?? backward?.date ?? null;
  // "the August 2027 intake ... Programme start: 1 August 2027": the same start, the day told later.
  if (forward.date.startsWith(backward.date)) return forward.date;
  if (backward.date.startsWith(forward.date)) return backward.date;
  return forward.at <= backward.at ? forward.date : backward.date;
}
