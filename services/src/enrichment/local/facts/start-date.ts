// When the position starts: a month (and day when given) after a start word, in English or the
// languages European postings use. "starting October 2027" -> "2027-10", "Beginn: 1. Oktober 2027"
// -> "2027-10-01", "date de début : 1er septembre 2027". The application deadline is never the start,
// even when it is written with "from" or "zum" ("Bewerbungen bis zum 15. März 2027").

const MONTH_NAMES: [number, string][] = [
  [1, 'jan(?:uary|uar|vier|uari|uar)?|enero|gennaio|tammikuu\\w*'],
  [2, 'feb(?:ruary|ruar|ruari)?|février|fevrier|febrero|febbraio|helmikuu\\w*'],
  [3, 'mar(?:ch)?|märz|maerz|mars|maart|marts|marzo|maaliskuu\\w*'],
  [4, 'apr(?:il|ile)?|avril|abril|huhtikuu\\w*'],
  [5, 'may|mai|mei|maj|mayo|maggio|toukokuu\\w*'],
  [6, 'june?|juni|juin|junio|giugno|kesäkuu\\w*'],
  [7, 'july?|juli|juillet|julio|luglio|heinäkuu\\w*'],
  [8, 'aug(?:ust|usti|ustus)?|août|aout|agosto|elokuu\\w*'],
  [9, 'sep(?:t(?:ember)?)?|septembre|septiembre|settembre|syyskuu\\w*'],
  [10, 'oct(?:ober)?|okt(?:ober)?|octobre|octubre|ottobre|lokakuu\\w*'],
  [11, 'nov(?:ember)?|novembre|noviembre|marraskuu\\w*'],
  [12, 'dec(?:ember)?|dez(?:ember)?|décembre|decembre|diciembre|dicembre|joulukuu\\w*'],
];
const MONTH_NAME = `(${MONTH_NAMES.map(([, names]) => names).join('|')})\\.?`;
const START_WORD = [
  '(?<!review |consideration |screening |interviews |assessment )(?:start(?:s|ing)?|begin(?:s|ning)?|commenc(?:e|es|ing|ement)|entry|from|intake|available from|take up)',
  'beginn(?:t)?|eintritt(?:sdatum|stermin)?|starttermin|dienstantritt|arbeitsbeginn|ab|zum(?= \\d)',
  'début|démarrage|entrée en fonctions?|à partir du|à compter du|prise de (?:poste|fonctions?)',
  'startdatum|ingangsdatum|aanvang|per(?= \\d)',
  'tillträde|tillträdesdag|besat|pr\\.(?= \\d)|tiltrædelse|tiltredelse|oppstart|tiltræde|tiltre',
  'fecha de (?:inicio|incorporación)|incorporación|inicio|a partir del?',
  'inizio|data di inizio|aloitus',
].join('|');
const FILLER = '[^.;]{0,40}?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:of\\s+|de\\s+)?';
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

/** The earliest start the posting states, skipping dates that belong to the application. */
export function startDateOf(text: string): string | null {
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
      if (!m || DEADLINE.test(m[0])) continue;
      const date = read(m);
      if (date) return date;
    }
  }
  return null;
}
