// The names of the fields themselves, in every language the engine reads. A title or department that
// names a field ("Health Economics", "Department of Psychology", "Institutionen för kemi",
// "Rechtswissenschaftliche Fakultät") says more about the discipline than any number of topic words:
// "health" and "prevention" lean to Public Health, but a PhD in Health Economics is Economics.
//
// An entry is a word sequence matched word for word ("computer science"); a word ending in "*" is a
// stem, matched at the start of a word, and inside a compound when it is long enough
// ("rechtswiss*" in Rechtswissenschaftliche). Words are folded like the tokeniser's (ä -> a, ø -> o).
// Adjectives are left out on purpose: "economic history" is History, "educational psychology" is
// Psychology. Physics is the exception that proves the head rule: the physics of another field's object
// (solar, environmental, medical physics) belongs to that field, so those are names of their own.
import { foldAccents } from '../text.ts';

const NAMES: Record<string, string> = {
  'Computer Science':
    'computer science, computing science, informatics, informatik*, informatique, informatica, informatiikka, datalogi*, datavetenskap*, computerwetenschap*, tietojenkasittelytie*',
  'Artificial Intelligence':
    'artificial intelligence, kunstlich* intelligenz, intelligence artificielle, inteligencia artificial, intelligenza artificiale, kunstmatige intelligentie, artificiell intelligens, kunstig intelligens, tekoaly*',
  'Data Science': 'data science, datenwissenschaft*, datawetenschap*, datavidenskab*, datatiede*',
  'Electrical Engineering':
    'electrical engineering, electronic engineering, electrical and electronic engineering, elektrotechnik*, elektrotechniek*, elektroteknik*, genie electrique, ingenieria electrica, ingegneria elettrica, sahkotekniik*',
  'Mechanical Engineering':
    'mechanical engineering, maschinenbau*, werktuigbouw*, maskinteknik*, genie mecanique, ingenieria mecanica, ingegneria meccanica, konetekniik*',
  'Civil Engineering':
    'civil engineering, bauingenieur*, civiele techniek, genie civil, ingenieria civil, ingegneria civile, byggteknik*, rakennustekniik*',
  'Chemical Engineering':
    'chemical engineering, verfahrenstechnik*, chemische technologie, kemiteknik*, genie chimique, genie des procedes, ingenieria quimica, ingegneria chimica',
  'Biomedical Engineering':
    'biomedical engineering, bioengineering, medical engineering, rehabilitation engineering, neural engineering, neuroengineering, tissue engineering, medical physics, medizinische physik, rehabilitationstechnik*, medizinphysik*, medizintechnik*, biomedizintechnik*, biomedische technologie, genie biomedical, ingenieria biomedica, ingegneria biomedica, medicinsk teknik',
  'Materials Science':
    'materials science, materials engineering, materials science and engineering, werkstoffwiss*, werkstoffkunde*, materialwiss*, materiaalkunde*, materiaalwetenschap*, materialvetenskap*, materialvitenskap*, materiaalitie*, science des materiaux, ciencia de materiales, scienza dei materiali',
  Physics: 'physics, physik*, physique, natuurkunde*, fysik*, fysica, fisica, fysiikka*, fysiikan',
  Astronomy:
    'astronomy, astrophysics, astrochemistry, solar physics, space physics, observatory, observatoire, sternwarte*, observatorium*, sonnenphysik*, weltraumphysik*, astronomie, astrophysik*, astrophysique, sterrenkunde*, astronomi*, astrofysik*, astrofisica, tahtitie*',
  Mathematics:
    'mathematics, mathematik*, mathematiques, wiskunde*, matematik*, matematica, matematicas, matematiikka*, matematiikan',
  Statistics: 'statistics, biostatistics, statistik*, statistique, statistiek*, estadistica, statistica, tilastotie*',
  Chemistry: 'chemistry, chemie, chimie, scheikunde*, kemi, kjemi, quimica, chimica, kemia, kemian',
  Biology:
    'biology, biological sciences, life sciences, biosciences, biologie*, biowissenschaft*, biologi, biologisk*, levenswetenschap*, biovetenskap*, biovitenskap*, biotietei*',
  Neuroscience:
    'neuroscience, neurosciences, neurowissenschaft*, neurowetenschap*, neurovetenskap*, neurovidenskab*, neurovitenskap*, neuroscienze, neurociencia, neurocienc*, neurotie*',
  Medicine: 'medicine, md, medizin*, medecine, geneeskunde*, medicin, medicinsk*, medisin*, medicina, laaketie*',
  'Public Health':
    'public health, global health, population health, health services research, epidemiology, gesundheitswiss*, versorgungsforschung*, sante publique, volksgezondheid*, folkhalsa*, folkesundhed*, sundhedstjeneste*, folkehelse*, salud publica, sanita pubblica, kansanterv*',
  Pharmacology:
    'pharmacology, pharmacy, pharmaceutical sciences, pharmakolog*, pharmazie*, pharmacologie, farmacologie*, farmakolog*, farmacologia, farmasi*, farmaci',
  'Environmental Science':
    'environmental physics, umweltphysik*, environmental science, environmental sciences, environmental studies, umweltwiss*, milieukunde*, milieuwetenschap*, miljovetenskap*, miljovidenskab*, miljovitenskap*, ciencias ambientales, ciencies ambientals, scienze ambientali, ymparistotie*',
  'Earth Sciences':
    'atmospheric physics, atmospharenphysik*, ocean physics, earth science, earth sciences, geosciences, geology, geophysics, geowissenschaft*, geologie*, geophysik*, aardwetenschap*, geologi*, geovetenskap*, geovitenskap*, geovidenskab*, geofysik*, geociencias, geologia, geofisica, geotietei*, geofag*, glaciology, glaziologie*, glaciologie*, glasiologi*, glaciologi*',
  'Agricultural Sciences':
    'agriculture, agricultural science, agricultural sciences, agronomy, agrarwiss*, agrarwissenschaft*, agronomie, landbouwkunde*, lantbruksvetenskap*, landbrugsvidenskab*, agronomia, scienze agrarie, maataloustie*',
  Economics:
    'economics, econometrics, okonomie, volkswirtschaft*, economie, economia, nationalekonomi*, nationalokonomi*, samfunnsokonomi*, samfundsokonomi*, taloustie*',
  'Business and Management':
    'business, business administration, management science, business school, betriebswirtschaft*, bedrijfskunde*, bedrijfseconomie*, foretagsekonomi*, erhvervsokonomi*, bedriftsokonomi*, sciences de gestion, kauppatie*, kauppakorkeakoulu*, handelshogskola*',
  Psychology: 'psychology, psychologie*, psykologi*, psicologia, psicologie, psychologische*, psychological science',
  Sociology: 'sociology, soziologie*, sociologie*, sociologi*, sosiologi*, sociologia',
  'Political Science':
    'political science, politics, international relations, politikwiss*, politologie*, science politique, sciences politiques, politicologie*, statsvetenskap*, statskundskab*, statsvitenskap*, ciencia politica, scienze politiche, valtiotie*',
  Law: 'law, laws, rechtswiss*, juristische fakultat, juristisches seminar, juridische faculteit, juridiska fakulteten, juridisk fakultet, det juridiske fakultet, juridicum, giurisprudenza, jura, droit, rechtsgeleerdheid*, juridik*, rettsvitenskap*, retsvidenskab*, derecho, diritto, direito, oikeustie*',
  History: 'history, geschichte*, geschichtswiss*, histoire, geschiedenis*, historia, storia, historie*',
  Linguistics:
    'linguistics, linguistik*, linguistique, taalkunde*, taalwetenschap*, lingvistik*, linguistica, kielitie*, sprachwiss*, sprakvetenskap*',
  Education:
    'education, educational sciences, erziehungswiss*, bildungswiss*, padagogik*, pedagogiek*, onderwijskunde*, pedagogik*, utbildningsvetenskap*, educacion, pedagogia, kasvatustie*, sciences de l education',
  Philosophy: 'philosophy, philosophie*, filosofie*, filosofi*, filosofia',
};

/** A stem this long is also looked for inside compounds (Sozialpsychologie, Medizinrecht). */
const INSIDE_MIN = 6;

// German and Dutch law: "recht" heads compounds (Medizinrecht, Informatierecht) but is too short and
// too common a stem ("rechtzeitig") to look for anywhere else.
const LAW_HEAD = /recht$/;

interface Name {
  discipline: string;
  /** Each word, or the stem of a word when `stem` says so. */
  words: readonly string[];
  stems: readonly boolean[];
}

const LIST: Name[] = Object.entries(NAMES).flatMap(([discipline, list]) =>
  list.split(',').map((entry) => {
    const raw = words(entry);
    return {
      discipline,
      words: raw.map((w) => w.replace(/\*$/, '')),
      stems: raw.map((w) => w.endsWith('*')),
    };
  }),
);

function words(text: string): string[] {
  return foldAccents(text.toLowerCase())
    .split(/[^a-z*]+/)
    .filter(Boolean);
}

/** Where a name's stem sits in a word: -1 when absent. Compounds put the head last, so the last place. */
function placeIn(word: string, stem: string, isStem: boolean): number {
  if (!isStem) return word === stem ? 0 : -1;
  if (word.startsWith(stem)) return 0;
  return stem.length >= INSIDE_MIN ? word.lastIndexOf(stem) : -1;
}

// Word -> the names whose first word it holds, and where. Titles and departments share most of their
// words, so each word is compared with every name once. Bounded like the tokeniser's cache.
const STARTING = new Map<string, readonly { name: Name; at: number }[]>();
const STARTING_MAX = 50_000;

function startingIn(word: string): readonly { name: Name; at: number }[] {
  let found = STARTING.get(word);
  if (found) return found;
  found = LIST.map((name) => ({ name, at: placeIn(word, name.words[0]!, name.stems[0]!) })).filter((m) => m.at >= 0);
  if (STARTING.size >= STARTING_MAX) STARTING.clear();
  STARTING.set(word, found);
  return found;
}

/**
 * The disciplines a short text (a title, a department) names. Where one word holds several names, the
 * compound's head (its last part) decides: Medizinrecht is law, Neuropsychologie psychology.
 */
export function fieldsNamed(text: string): Set<string> {
  return readNames(text).named;
}

/**
 * The fields a text names, and the words that only narrow one down (modifiers): "health" in Health
 * Economics, "educational" in Educational Psychology. They say which part of the field, not which field,
 * so they must not pull the posting towards their own (Public Health, Education).
 */
export function readNames(text: string): { named: Set<string>; modifiers: string[] } {
  const tokens = words(text);
  const named = new Set<string>();
  const modifiers: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    let best: { discipline: string; end: number; length: number; words: number } | undefined;
    if (LAW_HEAD.test(word)) best = { discipline: 'Law', end: word.length, length: 5, words: 1 };
    for (const { name, at } of startingIn(word)) {
      if (i + name.words.length > tokens.length) continue;
      if (!name.words.every((w, j) => j === 0 || placeIn(tokens[i + j]!, w, name.stems[j]!) === 0)) continue;
      const end = at + name.words[0]!.length;
      const length = name.words.join(' ').length;
      // The head (the later part) wins; ending at the same place, the longer name (geofysik over fysik).
      if (!best || end > best.end || (end === best.end && length > best.length))
        best = { discipline: name.discipline, end, length, words: name.words.length };
    }
    if (!best) continue;
    named.add(best.discipline);
    const previous = tokens[i - 1];
    if (previous && previous.length > 3 && !/^(?:and|for|with|from|into)$/.test(previous)) modifiers.push(previous);
    // The words a name spans are its own: "solar physics" is not also physics.
    i += best.words - 1;
  }
  return { named, modifiers };
}
