// Research framed by a field's own question, whatever its object. Who is liable when a diagnostic
// algorithm errs is a legal question, however much the posting says about machine learning and
// medicine; how trees on farms buffer smallholders against drought is agriculture, even in a
// department of biosciences; how fine particles raise children's asthma admissions is public health,
// however much the posting says about the air. The object's words outnumber the frame's in such a posting, so a
// posting framed this way gains a share of its best score, as one whose title names a field does.
// Entries are folded and stemmed as the tokeniser does; "*" ends a prefix; a phrase is matched word
// for word.
import { tokenize } from '../text.ts';

interface Frame {
  discipline: string;
  /** Words of the field's question: a frame holds from `minimum` different ones... */
  question: string;
  minimum: number;
  /**
   * ...with one of the field's methods (or the department naming the field), or from `alone` without.
   * Few cues each, so that a posting worded otherwise than the ones the lists were written from still
   * shows its frame: the two-part test, not the count, keeps the frame out of other fields' postings.
   */
  methods: string;
  alone: number;
  /** What the frame adds to the discipline's score, as a share of the posting's best score. */
  bonus: number;
}

/**
 * A span of years before ours ("1850–1914", "zwischen 1939 und 1945"): the token the posting's text
 * gets for it (pastSpans), so that the History frame can count it among its words.
 */
const PAST_SPAN = 'pastspan';
const SPAN = /(?<!\d)(1[0-8]\d\d|19[0-8]\d)\s?(?:[–—-]|to|and|und|et|en|y|e|och|og|ja)\s?(1[0-9]\d\d|20[01]\d)(?!\d)/g;

/** One PAST_SPAN token for each span of past years in the text. */
export function pastSpans(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPAN)) if (Number(m[2]) > Number(m[1])) out.push(PAST_SPAN);
  return out;
}

const FRAMES: Frame[] = [
  {
    discipline: 'Law',
    question: `liability, liable, legal framework, regulatory framework, legal, lawful*, unlawful*, regulation,
      regulatory, regulators, compliance, rights, accountability, legal certainty, tort,
      negligence, haftung*, haften, haftet, rechtlich*, rechtsrahmen*, regulierung*, rechtssicherheit*,
      responsabilite, juridique*, reglementaire*, reglementation*, cadre juridique, aansprakelijk*, juridisch*,
      regelgeving*, ansvar, juridisk*, reglering*, regulering*, erstatningsansvar*, responsabilidad, juridic*,
      normativa, responsabilita, giuridic*, oikeudelli*, vastuu*`,
    minimum: 1,
    // Gene regulation and regulatory elements share two or three of these words; four is a legal text.
    alone: 4,
    methods: `doctrinal, case law, lawyer*, legal scholar*, legal research, legal systems, gdpr, ai act,
      product liability, legislation, legislative, statute*, statutory, jurisprudence, comparative law, court*,
      judgments, legal analysis, legal doctrine, directive, gesetz*, rechtsprechung*, urteil*, rechtsvergleich*,
      dogmati*, droit compare, jurisprudentie, wetgeving*, lagstiftning*, rattspraxis, lovgivning*, retspraksis,
      rettspraksis, legislacion, jurisprudencia, legislazione, giurisprudenza, lainsaadanto*, oikeuskaytanto*`,
    // More than a title naming the field: a title on "AI in medicine" names the object, not the question.
    bonus: 0.8,
  },
  {
    discipline: 'Agricultural Sciences',
    question: `agroforestry, agronom*, crop, crops, cropping, intercropping, cover crop*, farm*, livestock, cattle,
      dairy, sheep, pigs, poultry, herd*, grazing, pasture*, grassland*, forage, fodder, tillage, arable,
      smallholder*, fertiliser*, fertilizer*, orchard*, vineyard*, harvest*, agricult*, agrarian, farmland*,
      silvopastor*, alley cropping, shade trees, cocoa, coffee, maize, wheat, barley, rice, sorghum, soybean*,
      potato*, cereal*, legume*, cultivar*, grower*, agroecolog*, agroecosystem*, ruminant*, dairy cow*, landwirt*, ackerbau*,
      nutztier*, weide*, agroforst*, acker*, weizen*, dunger*, elevage, agricole*, agriculteur*, paturage*, landbouw*, veehouderij*, melkvee*,
      akkerbouw*, boer*, jordbruk*, lantbruk*, landbruk*, landbrug*, husdjur*, husdyr*, malkek*, kvaeg*, drovtygger*, idisslare*, drovtyggar*, bete, beite*, ganader*, cultivo*,
      agricultor*, pastoreo, allevamento*, coltur*, maatalou*, karja*, viljel*, afgrode*, groda*, grodor*,
      planteavl*, planteproduktion*, vaxtodling*, jordbrug*, agrookologi*, agroekologi*, klovergraes*`,
    minimum: 2,
    // The words of a farm's surroundings (nitrate under dairy farms, pesticides in streams beside
    // crops) are these too: only many of them, or a way of managing the farm, frame the research.
    alone: 5,
    // Managing the farm, not a farm's surroundings (pesticides in the streams beside it).
    methods: `farm management, crop management, grazing management, herd management, soil management,
      field trial*, trial*, rotation*, husbandry, feed, feeding,
      breeding, irrigation, sowing, planting, fertilisation, fertilization, yield*, practice*, bewirtschaft*,
      anbau*, fruchtfolge*, futter*, ertrag*, rendement*, rendimiento*, opbrengst*, skord*, avling*, zucht*, gestion, rotation*, conduite, beheer*, teelt*, skotsel*, odling*,
      forvaltning*, dyrking*, foder*, fodring*, voer*, manejo, rotacion*, gestione, hoito*, markforsog*,
      faltforsok*, feltforsok*, saedskift*, vaxtfoljd*, vekstskift*`,
    bonus: 0.5,
  },
  {
    discipline: 'Public Health',
    // Health outcomes counted in a population: what the research measures, whatever the exposure.
    question: `asthma, wheez*, hospital admission*, admissions, hospitalis*, hospitaliz*, emergency department*,
      emergency visit*, emergency presentation*, cardiovascular disease*, heart attack*, myocardial infarction, stroke*,
      obesity, overweight, mortality, morbidity, life expectancy,
      health outcome*, population health, public health, child health, children's health, respiratory health,
      birth weight, preterm birth*, disease burden, burden of disease, incidence, prevalence, health inequalit*,
      asthm*, sterblichkeit*, mortalitat*, krankenhausaufnahm*, offentliche gesundheit, bevolkerungsgesundheit*,
      mortalite, morbidite, sante publique, asthme, urgences, hospitalisation*, obesite, sterfte*, astma, volksgezondheid*, ziekenhuisopname*, dodlighet*, folkhals*,
      dodelighet*, folkehelse*, innleggelse*, dodelighed*, folkesundhed*,
      indlaeggelse*, hjerte kar*, blodprop*, sjukhusinlaggning*, hjart karl*, mortalidad, salud publica, mortalita, salute pubblica,
      kuolleisuu*, kansanterv*`,
    minimum: 2,
    // An epidemiologist's design, not a clinic's single patient nor a sensor network's readings.
    methods: `epidemiolog*, cohort*, case-control, case crossover, time-series, population-based, register-based,
      registry, registries, register data, register-based, registerdata*, registerforsk*, registre*,
      sundhedsregist*, surveillance, health records, survival analysis, distributed lag*, overlevelsesanaly*, exposure*, exposed, kohort*, epidemiologi*, cohorte*,
      exposition*, blootstelling*, exponering*, eksponering*, exposicion*, esposizion*, altistu*`,
    alone: 4,
    // As much as Law's: the department and the title often name the exposure's field instead.
    bonus: 0.8,
  },
  {
    discipline: 'History',
    // The past read from its sources: a period (a span of years before ours, a century, a regime) and
    // the records it left, whatever the object (emigrants' letters, an asylum's patient files).
    question: `${PAST_SPAN}, century, centuries, medieval, early modern, nineteenth, eighteenth, seventeenth,
      sixteenth, colonial*, empire*, letters, diaries, diary, manuscript*, historical, historian*, interwar,
      jahrhundert*, mittelalter*, fruhneuzeit*, nationalsozialis*, kaiserreich*, weimarer, krankenakten*,
      patientenakten*, siecle*, moyen age, entre-deux-guerres, eeuw*, middeleeuw*, siglo*, franquismo, secolo,
      secoli, medioevo, fascismo, arhundrad*, arhundred*, middelalder*, medeltid*, vuosisa*, keskiaika*`,
    minimum: 2,
    methods: `archival, archive*, primary sources, source criticism, oral history, close reading, palaeograph*,
      paleograph*, historiograph*, record office, national records, national archives, alltagsgeschichte*,
      quellen*, kurrentschrift*, archiv*, archives, archief*, archivo*, archivio*, arkiv*, arkisto*`,
    alone: 4,
    bonus: 0.5,
  },
  {
    discipline: 'Education',
    // Teaching and learning in schools, whatever the subject taught: mathematics lessons are Education
    // research when the question is how pupils learn them or how teachers teach them.
    question: `teacher*, teaching, classroom*, pupil*, curricul*, lesson*, learners, instruction*, pedagog*,
      didacti*, schoolchildren, primary school*, secondary school*, middle school*, high school*, lehrkraft*,
      lehrkrafte*, lehrer*, unterricht*, schuler*, enseignant*, eleve*, salle de classe, leraar*, leraren,
      leerkracht*, leerling*, docente*, alumnado, aula*, insegnant*, alunni, lärare*, larare*, elever,
      undervisning*, laerer*, opettaj*, oppila*`,
    minimum: 3,
    methods: `professional development, classroom observation*, video recording*, lesson stud*, design-based,
      teacher education, partner schools, learning outcomes, achievement, intervention*, fortbildung*,
      unterrichtsbeobacht*, formation des enseignants, lerarenopleiding*, formacion del profesorado,
      lararutbildning*, laereruddannelse*, laererutdanning*, opettajankoulutu*`,
    alone: 5,
    bonus: 0.5,
  },
  {
    discipline: 'Biology',
    // Animals in the wild or the lab: their social life, learning and choices are behavioural ecology,
    // however much the posting says about "social information", kinship and rank.
    question: `animal*, wild, wildlife, primate*, monkey*, lemur*, apes, chimpanzee*, baboon*, macaque*, bird*,
      songbird*, fishes, mammal*, insect*, bats, whales, dolphin*, tiere, tieren, tierart*, wildtier*, vogel*, dieren*,
      djur*, dyr, dyrene, oiseau*, singes, aves, uccell*, lintu*, elaim*, elain*`,
    minimum: 2,
    methods: `behavioural ecology, behavioral ecology, social learning, foraging, field observation*,
      field experiment*, sociobiolog*, kinship, dominance, mating, predation, ethology, ethologi*, animal cognition,
      verhaltensokolog*, tierverhalten*, verhaltensbiolog*, ecologie comportementale, comportement animal,
      gedragsecologie*, diergedrag*, beteendeekologi*, atferdsokologi*, adfaerdsokologi*, ecologia del comportamiento,
      ecologia comportamentale, kayttaytymisekologi*`,
    alone: 5,
    bonus: 0.3,
  },
];

interface Entry {
  words: readonly string[];
  /** The last word is a prefix. */
  prefix: boolean;
}

function entriesOf(list: string): Entry[] {
  return list
    .split(',')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => ({ words: tokenize(raw.replace(/\*$/, '')), prefix: raw.endsWith('*') }))
    .filter((entry) => entry.words.length > 0);
}

/** Entries and, for each token seen, those whose first word it is (postings share most words). */
class EntryList {
  private readonly starting = new Map<string, readonly Entry[]>();

  constructor(private readonly entries: readonly Entry[]) {}

  startingWith(token: string): readonly Entry[] {
    let found = this.starting.get(token);
    if (found) return found;
    found = this.entries.filter((e) =>
      e.prefix && e.words.length === 1 ? token.startsWith(e.words[0]!) : token === e.words[0],
    );
    if (this.starting.size >= STARTING_MAX) this.starting.clear();
    this.starting.set(token, found);
    return found;
  }
}
const STARTING_MAX = 50_000;

const COMPILED = FRAMES.map((frame) => ({
  ...frame,
  question: new EntryList(entriesOf(frame.question)),
  methods: new EntryList(entriesOf(frame.methods)),
}));

function matches(entry: Entry, tokens: readonly string[], at: number): boolean {
  const last = entry.words.length - 1;
  if (at + last >= tokens.length) return false;
  for (let j = 1; j <= last; j++) {
    const token = tokens[at + j]!;
    const word = entry.words[j]!;
    if (j === last && entry.prefix ? !token.startsWith(word) : token !== word) return false;
  }
  return true;
}

/** How many different entries the tokens hold, stopping at `enough`. */
function countEntries(list: EntryList, tokens: readonly string[], enough: number): number {
  const found = new Set<Entry>();
  for (let i = 0; i < tokens.length && found.size < enough; i++) {
    for (const entry of list.startingWith(tokens[i]!))
      if (!found.has(entry) && matches(entry, tokens, i)) found.add(entry);
  }
  return found.size;
}

/**
 * The disciplines whose frame a posting's research takes, each with its bonus: read from its title's
 * and project's tokens (not the university's boilerplate) and the disciplines its department names.
 */
export function framesOf(tokens: readonly string[], departmentNames: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const frame of COMPILED) {
    const question = countEntries(frame.question, tokens, frame.alone);
    if (question < frame.minimum) continue;
    const method =
      question >= frame.alone || departmentNames.has(frame.discipline) || countEntries(frame.methods, tokens, 1) > 0;
    if (!method) continue;
    out.set(frame.discipline, frame.bonus);
  }
  return out;
}
