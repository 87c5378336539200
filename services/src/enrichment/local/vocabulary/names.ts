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
    'computer science, computer sciences, computing science, school of computing, computer engineering, software engineering, computer and information science, computer and information sciences, information technology, informatics, informatik*, informatique*, informatica, informatiikka, informatiekunde*, datalogi*, datavetenskap*, datateknik*, datorteknik*, datateknologi*, informationsteknologi*, informasjonsteknologi*, computerwetenschap*, ciencias de la computacion, ciencia de la computacion, computacion, ciencia da computacao, ciencias da computacao, engenharia de computacao, computacao, tietojenkasittelytie*, tietotekniik*, informaatioteknologi*',
  'Artificial Intelligence':
    'artificial intelligence, kunstlich* intelligenz, intelligence artificielle, inteligencia artificial, intelligenza artificiale, kunstmatige intelligentie, artificiell intelligens, kunstig intelligens, tekoaly*',
  'Data Science':
    'data science, data sciences, datenwissenschaft*, science des donnees, sciences des donnees, datawetenschap*, ciencia de datos, ciencias de datos, ciencia de dados, ciencia dos dados, scienza dei dati, datavidenskab*, datavitenskap*, datavitskap*, datatiede*, datatiete*',
  'Electrical Engineering':
    'electrical engineering, electronic engineering, electrical and electronic engineering, electrical and electronics engineering, electronic and electrical engineering, electrical and computer engineering, electrical electronic and computer engineering, electronic and computer engineering, electronics engineering, electric power engineering, elektrotechnik*, elektro und informationstechnik, nachrichtentechnik*, hochfrequenztechnik*, mikroelektronik*, elektrotechniek*, elektroteknik*, elektroteknologi*, elkraftteknik*, genie electrique, electrotechnique, ingenieria electrica, ingenieria electronica, ingenieria de telecomunicacion, ingegneria elettrica, ingegneria elettronica, elettrotecnica, engenharia eletrica, engenharia electrica, engenharia eletrotecnica, engenharia electrotecnica, engenharia eletronica, engenharia electronica, sahkotekniik*, elektroniik*, tietoliikennetekniik*',
  'Mechanical Engineering':
    'mechanical engineering, mechanical and aerospace engineering, mechanical and manufacturing engineering, mechanical and industrial engineering, aerospace engineering, aeronautical engineering, maschinenbau*, maschinenbauingenieur*, maschinenwesen, luft und raumfahrt*, werktuigbouw*, luchtvaart en ruimtevaart*, maskinteknik*, maskinkonstruktion*, genie mecanique, genie aerospatial, ingenieria mecanica, ingenieria aeroespacial, ingenieria aeronautica, ingegneria meccanica, ingegneria aerospaziale, engenharia mecanica, engenharia aeroespacial, engenharia aeronautica, konetekniik*',
  'Civil Engineering':
    'civil engineering, civil and environmental engineering, civil and structural engineering, civil and construction engineering, structural engineering, geotechnical engineering, bauingenieur*, bauwesen, civiele techniek, genie civil, ingenieria civil, ingenieria de caminos, ingegneria civile, engenharia civil, byggteknik*, byggvetenskap*, samhallsbyggnad*, vag och vatten*, bygg och miljoteknik*, bygg og miljoteknik*, byggeteknik*, byggeri og anlaeg, bygningsingenior*, byggingenior*, konstruksjonsteknik*, rakennustekniik*',
  'Chemical Engineering':
    'chemical engineering, chemical and process engineering, chemical and biomolecular engineering, chemical and biochemical engineering, chemical and environmental engineering, chemical and materials engineering, process engineering, verfahrenstechnik*, chemieingenieur*, chemietechnik*, technische chemie, chemische technologie, procestechnologie*, scheikundige technologie, kemiteknik*, processteknik*, kjemiteknik*, kjemisk prosessteknologi, prosessteknologi*, genie chimique, genie des procedes, ingenieria quimica, ingegneria chimica, engenharia quimica, kemiantekniik*, kemian tekniik*, prosessitekniik*',
  'Biomedical Engineering':
    'biomedical engineering, bioengineering, bio engineering, medical engineering, biomechanical engineering, clinical engineering, rehabilitation engineering, neural engineering, neuroengineering, tissue engineering, biomedical technology, medical technology, department of health technology, medical physics, medizinische physik, rehabilitationstechnik*, medizinphysik*, medizintechnik*, biomedizintechnik*, biomedizinische technik, medizinische technik, biomedische technologie, medische technologie, technische geneeskunde, klinische fysica, genie biomedical, ingenierie biomedicale, physique medicale, ingenieria biomedica, bioingenieri*, fisica medica, ingegneria biomedica, bioingegneria, engenharia biomedica, bioengenharia, medicinsk teknik, medicinsk teknologi, biomedicinsk teknik, medicintekni*, medicinsk fysik, sjukhusfysik*, sundhedsteknologi*, medisinsk teknologi, medisinsk fysik*, helseteknologi*, terveysteknologi*, laaketieteelli* tekniik*, biolaaketieteelli* tekniik*, laaketieteelli* fysiik*',
  'Materials Science':
    'materials science, materials engineering, materials science and engineering, material* science*, material* engineering, materials technology, department of materials, school of materials, metallurgy, metallurgi*, werkstoffwiss*, werkstoffkunde*, werkstofftechnik*, materialwiss*, materiaalkunde*, metaalkunde*, materiaalwetenschap*, materialvetenskap*, materialteknik*, materialvitenskap*, materialteknologi*, materialevidenskab*, materialeteknologi*, materiaalitie*, materiaalitekniik*, science des materiaux, sciences des materiaux, genie des materiaux, ciencia de materiales, ciencia de los materiales, ingenieria de materiales, scienza dei materiali, ingegneria dei materiali, ciencia dos materiais, ciencia de materiais, engenharia de materiais, engenharia dos materiais, engenharia metalurgica',
  Physics:
    'physics, physik*, physique, physiques, natuurkunde*, fysik*, fysisk institut*, fysica, fisica, ciencias fisicas, fysiikka*, fysiikan',
  Astronomy:
    'astronomy, astrophysics, astrochemistry, solar physics, space physics, observatory, observatoire, sternwarte*, observatorium*, sterrewacht*, osservatorio astronomico, observatorio astronomico, astronomical institute, astronomisches institut, astronomisch instituut, sonnenphysik*, weltraumphysik*, astronomie, astrophysik*, astrophysique, sterrenkunde*, astronomi, astronomin, astronomien, astronomia, astronomian, radioastronomi*, astrofysik*, astrofisica, tahtitie*, astrofysiikka*, astrofysiikan, avaruusfysiikka*, avaruusfysiikan',
  Mathematics:
    'mathematics, mathematical sciences, mathematical institute, maths, mathematik*, mathematisches institut, mathematiques, mathematique*, wiskunde*, matematik*, matematiska institutionen, matematisk institut*, matematiske fag, matematica, matematicas, matematiche, matematiikka*, matematiikan',
  Statistics:
    'statistics, statistical science, statistical sciences, biostatistics, statistik*, statistiska institutionen, statistique*, statistiek*, estadistica, estatistica, statistica, scienze statistiche, tilastotie*',
  Chemistry:
    'chemistry, chemical sciences, chemical science, chemie, chemisches institut, chimie, scheikunde*, kemi, kemisk institut, kjemi, kjemisk institutt, quimica, ciencias quimicas, chimica, scienze chimiche, kemia, kemian',
  Biology:
    'biology, biological sciences, life sciences, life science, biosciences, bioscience, microbiology, zoology, botany, biologie*, biowissenschaft*, lebenswissenschaft*, zoologi*, botanik*, sciences de la vie, sciences biologiques, botanique, biowetenschap*, levenswetenschap*, biologia, ciencias biologicas, ciencias de la vida, biociencias, ciencias da vida, botanica, scienze biologiche, scienze della vita, bioscienze, biologi, biologisk*, mikrobiologi, molekylarbiologi, molekylaerbiologi, biovetenskap*, livsvetenskap*, biovidenskab*, biovitenskap*, biovitskap*, biologian, biotietei*, biotiede*, biotietee*',
  Neuroscience:
    'neuroscience, neurosciences, neural science, neurowissenschaft*, neurowetenschap*, neurovetenskap*, neurovidenskab*, neurovitenskap*, nevrovitenskap*, nevrovitskap*, neuroscienze, neurociencia, neurocienc*, neurotie*',
  Medicine:
    'medicine, md, medical sciences, medical science, biomedical sciences, biomedicine, clinical sciences, clinical science, medizin*, medecine, sciences medicales, geneeskunde*, medische wetenschappen, biomedische wetenschappen, tandheelkunde*, medicin, biomedicin, medicinsk*, medisin*, odontologi*, medicina, ciencias medicas, ciencias biomedicas, scienze mediche, scienze biomediche, laaketie*',
  'Public Health':
    'public health, global health, population health, community health, environmental health, international health, health services research, epidemiology, epidemiologi*, gesundheitswiss*, versorgungsforschung*, sante publique, sante globale, volksgezondheid*, publieke gezondheid, folkhalsa*, folkhalso*, global halsa, folkesundhed*, sundhedstjeneste*, global sundhed, folkehelse*, global helse, salud publica, salud global, sanita pubblica, salute pubblica, saude publica, saude coletiva, saude global, kansanterv*',
  Pharmacology:
    'pharmacology, pharmacy, pharmaceutical sciences, pharmaceutical science, pharmaceutics, pharmaceutical chemistry, medicinal chemistry, pharmakolog*, pharmazie*, pharmazeutisches institut, pharmazeutische chemie, pharmazeutische technologie, pharmazeutische biologie, medizinische chemie, pharmacologie, pharmacie, sciences pharmaceutiques, farmacologie*, farmacie, farmaceutische wetenschappen, farmakolog*, farmacologia, farmacia, ciencias farmaceuticas, scienze farmaceutiche, farmasi*, farmaci, farmaceutiska fakulteten, farmaceutisk biovetenskap, laegemiddelvidenskab*',
  'Environmental Science':
    'environmental physics, umweltphysik*, environmental science, environmental sciences, environmental studies, environmental engineering, geography and the environment, geography and environment, umweltwiss*, umweltsystemwiss*, umweltingenieur*, umwelttechnik*, sciences de l environnement, sciences environnementales, genie de l environnement, genie environnemental, milieukunde*, milieuwetenschap*, milieutechnologie*, omgevingswetenschap*, miljovetenskap*, miljovidenskab*, miljovitenskap*, miljovitskap*, miljoteknik*, miljoteknologi*, ciencias ambientales, ciencias del medio ambiente, ingenieria ambiental, ciencies ambientals, scienze ambientali, scienze dell ambiente, ingegneria ambientale, ciencias ambientais, ciencias do ambiente, engenharia ambiental, engenharia do ambiente, ymparistotie*, ymparistotekniik*',
  'Earth Sciences':
    'atmospheric physics, atmospharenphysik*, ocean physics, earth science, earth sciences, earth system science, geosciences, geoscience, geology, geophysics, geochemistry, physical geography, oceanography, meteorology, atmospheric science, atmospheric sciences, seismology, geowissenschaft*, geologie*, geophysik*, geochemie, physische geographie, oceanograph*, oceanograf*, ozeanograph*, meteorologi*, sciences de la terre, geophysique, geochimie, aardwetenschap*, geowetenschap*, fysische geografie, geologi*, geovetenskap*, naturgeografi*, geokemi, geovitenskap*, geovitskap*, geovidenskab*, fysisk geografi, geofysik*, geociencias, ciencias de la tierra, ciencias da terra, geologia, geofisica, geoquimica, scienze della terra, geoscienze, geotietei*, geotiede*, geotiete*, geofysiikka*, geofysiikan, geofag*, glaciology, glaziologie*, glaciologie*, glasiologi*, glaciologi*',
  'Agricultural Sciences':
    'agriculture, agricultural science, agricultural sciences, agronomy, animal science, animal sciences, plant science, plant sciences, crop science, crop sciences, soil science, horticulture, forestry, forest sciences, agrarwiss*, agrarwissenschaft*, nutztierwiss*, forstwiss*, agronomie, sciences agronomiques, landbouwkunde*, landbouwwetenschap*, plantenwetenschap*, dierwetenschap*, lantbruksvetenskap*, husdjursvetenskap*, skogsvetenskap*, agronomi, landbrugsvidenskab*, husdyrvidenskab*, plantevidenskab*, agrookologi*, husdyrvitenskap*, plantevitenskap*, plantevitskap*, agronomia, ingenieria agronomica, ciencias agrarias, ciencias agricolas, engenharia agronomica, zootecnia, scienze agrarie, agraria, maataloustie*, maatalous metsatie*, metsatiete*, kotielaintie*',
  Economics:
    'economics, econometrics, economic sciences, okonomie, agrarokonomie*, umweltokonomie*, gesundheitsokonomie*, volkswirtschaft*, wirtschaftswiss*, wirtschaftsforschung*, economie, sciences economiques, econometrie, economische wetenschappen, economia, ciencias economicas, econometria, analisis economico, scienze economiche, nationalekonomi*, nationalokonomi*, samfunnsokonomi*, samfundsokonomi*, okonomisk institut*, institut for okonomi, taloustie*',
  'Business and Management':
    'business, business administration, management science, management studies, business school, school of management, department of management, faculty of management, accounting and finance, banking and finance, marketing, betriebswirtschaft*, unternehmensfuhrung*, handelshochschule*, bedrijfskunde*, bedrijfseconomie*, foretagsekonomi*, industriell ekonomi, erhvervsokonomi*, bedriftsokonomi*, okonomi og administrasjon, sciences de gestion, sciences de la gestion, administracion de empresas, direccion de empresas, organizacion de empresas, economia de la empresa, ciencias empresariales, economia aziendale, scienze aziendali, ingegneria gestionale, administracao de empresas, gestao de empresas, ciencias empresariais, kauppatie*, kauppakorkeakoulu*, liiketaloustie*, handelshogskola*, handelshogskol*, handelshojskole*, handelshoyskole*, handelshogskule*',
  Psychology:
    'psychology, psychologie*, psykologi*, psicologia, psicologie, psychologische*, psychological science, psychological sciences',
  Sociology:
    'sociology, soziologie*, sociologie*, sociologi*, sosiologi*, sociologia, social anthropology, sozialanthropologie*, anthropologie sociale, socialantropologi*, sosialantropologi*',
  'Political Science':
    'political science, political sciences, politics, international relations, school of government, department of government, public administration, school of public policy, politikwiss*, politische wissenschaft*, internationale beziehungen, verwaltungswiss*, politologie*, science politique, sciences politiques, relations internationales, politicologie*, politieke wetenschappen, bestuurskunde*, internationale betrekkingen, statsvetenskap*, statskundskab*, statsvidenskab*, statsvitenskap*, statsvitskap*, sammenliknende politikk, sammenlignende politikk, ciencia politica, ciencias politicas, relaciones internacionales, scienze politiche, scienza politica, relazioni internazionali, relacoes internacionais, valtiotie*, valtio oppi*, politiikan tutkimu*, kansainvalinen politiikka, kansainvalisen politiikan',
  Law: 'law, laws, legal studies, jurisprudence, rechtswiss*, juristische fakultat, juristisches seminar, juridische faculteit, juridiska fakulteten, juridiska institutionen, juridisk fakultet, juridisk institut*, det juridiske fakultet, juridicum, giurisprudenza, jura, droit, sciences juridiques, rechtsgeleerdheid*, rechtswetenschap*, juridik*, rattsvetenskap*, rettsvitenskap, rettsvitenskapen, rettsvitenskapens, rettsvitenskapelig, rettsvitenskapelige, rettsvitskap, rettsvitskapen, rettsvitskapens, rettsvitskapleg, rettsvitskaplege, retsvidenskab*, derecho, ciencias juridicas, diritto, scienze giuridiche, direito, oikeustie*',
  History:
    'history, archaeology, archeology, geschichte*, geschichtswiss*, historisches institut, historisches seminar, archaologie*, histoire, sciences historiques, archeologie*, geschiedenis*, geschiedwetenschap*, historia, ciencias historicas, arqueologia, storia, scienze storiche, studi storici, archeologia, historie*, historiska institutionen, historisk institut*, arkeologi*',
  Linguistics:
    'linguistics, language sciences, language science, language studies, phonetics, linguistik*, phonetik*, linguistique, sciences du langage, taalkunde*, taalwetenschap*, linguistiek, lingvistik*, linguistica, ciencias del lenguaje, glottologia, ciencias da linguagem, kielitie*, kielentutkimu*, sprachwiss*, sprakvetenskap*, sprogvidenskab*, sprakvitenskap*, sprakvitskap*, fonetik*',
  Education:
    'education, educational sciences, educational research, didactics, erziehungswiss*, bildungswiss*, padagogik*, didaktik*, pedagogiek*, onderwijskunde*, onderwijswetenschap*, pedagogische wetenschappen, lerarenopleiding*, pedagogik*, paedagogik*, utbildningsvetenskap*, uddannelsesvidenskab*, utdanningsvitenskap*, utdanningsvitskap*, laererutdanning*, educacion, didactica, educacao, educazione, scienze della formazione, scienze dell educazione, didattica, pedagogia, kasvatustie*, opettajankoulutu*, sciences de l education, pedagogie, didactique',
  Philosophy: 'philosophy, philosophie*, filosofie*, filosofi*, filosofia, wijsbegeerte*, metaphysik*',
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
