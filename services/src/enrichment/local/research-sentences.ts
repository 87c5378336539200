// Which of a posting's sentences say what the research is: the project's question, aim and methods,
// what the student will study or build. Not the university's introduction, the equality statement,
// the requirements, what is offered, the funding, the dates or how to apply. Postings are written in
// English, German, French, Dutch, Spanish and the Nordic languages, so each rule has words for each.
import { contradictsFunding, TYPE_WORDS } from '../funding-words.ts';
import type { FundingType } from '../engine.ts';
import type { Sentence } from './sentences.ts';
import { isAboutHeading } from './vocabulary/boilerplate.ts';

// Headings under which no research is described. The institution's introduction (isAboutHeading) is
// not among them: its sentences are caught by their words, and a posting may go on to its project
// under the same heading, so that heading only lowers a sentence's score.
const OTHER_HEADING =
  /\b(?:was sie mitbringen|you have|you bring|what you bring|your profile|about you|candidate profile|who we are looking for|edellytämme|tarjoamme|requisiti|condizioni|finanz|profile|requirements?|qualifications?|eligibility|entry requirements|who (?:can|should) apply|what we (?:offer|provide)|we offer|offer|benefits|conditions|terms|salary|funding|financ|stipend|how to apply|application|apply|contacts?|further information|more information|equal|diversity|inclusion|ihr profil|profil|perfil|anforderungen|voraussetzungen|wir bieten|unser angebot|bewerbung|kontakt|ansprechpartner|profil recherché|compétences|nous offrons|conditions|candidature|rémunération|wat (?:wij|we) (?:bieden|vragen)|functie-?eisen|arbeidsvoorwaarden|sollicit|vi erbjuder|vi tilbyr|vi tilbyder|kvalifikation|behörighet|ansökan|søknad|ansøgning|kvalifikasjoner|requisitos|ofrecemos|solicitud|contacto)/i;
const RESEARCH_HEADING =
  /(?:project|progetto|projeto|tema di ricerca|\btema\b|\btese\b|investigação|investigación|tutkimus|hanke|research|thesis|topic|subject|description|your (?:tasks|role|work)|tasks|the position|the role|projekt|forschung|thema|ihre aufgaben|aufgaben|stellenbeschreibung|sujet|thèse|description|missions?|projet|onderzoek|taken|functieomschrijving|proyecto|tesis|descripción|arbetsuppgifter|arbeidsoppgaver|arbejdsopgaver|om projektet|om prosjektet|tehtävä)/i;

// Sentences that are about something else than the research, by their words.
const EQUALITY =
  /\b(?:equal(?:ity)? opportunit|equality|diversity|divers(?:e|ity) (?:workforce|backgrounds)|inclusive (?:environment|workplace|culture|community|employer)|(?:and|&) inclusion|underrepresented|under-represented|regardless of|irrespective of|discriminat|disabilit|disabled|women (?:are|to)|proportion of women|athena swan|frauenanteil|anteils? von frauen|gleichstellung|chancengleich|schwerbehindert|behindert|gleicher eignung|vielfalt|diversität|égalité|handicap|diversité|diversiteit|gelijke kansen|jämställd|mångfald|likestilling|ligestilling|mangfold|tasa-arvo|igualdad|diversidad)/i;
const APPLYING =
  /(?:\bhow to apply|\bto apply\b(?! (?:machine|deep|the|these|this|our|advanced|new|statistical|computational|methods|techniques|models))|\bapply (?:now|online|by|via|through|before|here|for (?:this|the|a))|\bapplications? (?:should|must|are|will|can|close|received|including|consist|from)|\bsubmit|\bsend (?:your|an?|us)|\bcover(?:ing)? letter|\bcurriculum vitae|\bCV\b|\breferees?\b|\breferences\b|\binterview(?:ed|s? will|s? (?:are|is) (?:held|planned|expected)| dates?)\b|\bfor (?:an )?interview|\binvites? applications|\bwelcomes? applications|\bapplications are (?:invited|welcome)|\bthe application (?:requires|must|should|form|package|consists)|\bapplication (?:form|procedure|process|portal|documents)|\benquir|\binquir|\bcontact\b|@|https?:|www\.|\bclosing date|\bdeadline|\b(?:system|portal|call|applications?) closes?\b|\bshortlist|\bbewerb|\bbewerbung|\bunterlagen|\bcandidature|\bpostuler|\bcandidat(?:s|es)? (?:doivent|devront)|\bdossier|\bsollicit|\bansök|\bsøk(?:nad|er)|\bansøg|\bhakemus|\bsolicitud|\benvi(?:ar|e)\b|\bfrist\b|\bdate limite|\buiterlijk)/i;
const REQUIREMENTS =
  /\b(?:you (?:have|hold|should have|must have|will have|are expected to have|bring)|candidates? (?:should|must|will) (?:have|hold|be)|applicants? (?:should|must|will) (?:have|hold|be)|the (?:ideal|successful) candidate (?:will (?:have|hold|be)|should|must|has|holds|is expected)|we are looking for|we seek (?:a|an) (?:highly|motivated|candidate)|(?:master'?s|bachelor'?s|honours|first[- ]class|2:1|upper second)(?: degree)?|degree in|qualifications?|requirements?|proficien|fluen(?:t|cy)|ielts|toefl|english language|eligib|experience (?:in|with)|familiarity with|skills in|background in|(?:is |are )?open to (?:all |international |domestic )?(?:students|applicants|candidates)|sie (?:haben|verfügen|bringen)|abgeschlossen|hochschulstudium|kenntnisse|erfahrung|voraussetzung|vous (?:avez|êtes|possédez|disposez)|titulaire|diplôme|compétences|je (?:hebt|beschikt|bent)|afgeronde|vereisten|du (?:har|är|er|bør|ska)|examen|behörig|kvalifikasjon|requisitos|titulación|dominio de|conocimientos|conhecimentos|experiencia en|experiência em|mestrado|licenciatura)/i;
const OFFER =
  /\b(?:salary|salaries|stipend(?!iat)|tuition|fees?\b|fully[- ]funded|funded by|funding|scholarship|bursary|allowance|tv-?l|tvöd|e ?13|pay(?:ment|scale| grade| group)?\b|remuneration|gross|pension|holiday|vacation|annual leave|benefits|contract\b|fixed[- ]term|full[- ]time|part[- ]time|appointment|employment|employed|(?:we |can )?offers? (?:you |an? |one )(?!(?:[\w-]+ ){0,3}(?:phd|dphil|doctoral|studentship|position|project|place))|research grant|in total|start(?:s|ing)? (?:date|on|in|at)|starting date|commence|entgelt|vergütung|gehalt|befristet|teilzeit|vollzeit|arbeitsvertrag|eingruppierung|wir bieten|salaire|rémunér|contrat\b|brut|nous offrons|salaris|cao\b|aanstelling|dienstverband|bruto|wij bieden|lön|løn|lønn|anställning|ansettelse|ansættelse|tidsbegränsad|palkka|salario|contrato\b|ofrecemos)/i;
const INTRODUCTION =
  /\b(?:founded|established) in|\branked\b|\branking|\bone of (?:the )?(?:\w+ ){0,2}(?:leading|largest|oldest|top|best|most|biggest|foremost)|\bleading (?:research[- ]intensive )?universit|\bresearch[- ]intensive\b|\bstudents and (?:\d|staff|employees)|\b\d[\d,. ]* (?:students|staff|employees|researchers)\b|\bexcellence (?:strategy|initiative)|\bexzellenz|\bworld[- ](?:class|leading)|\brenowned|\binternationally (?:recogni[sz]ed|renowned)|\bstudierende|\bbeschäftigte|\bgegründet|\bzählt zu den|\bgehört zu den|\bfondée?|\bclassée?|\bopgericht|\bbehoort tot|\bgrundades|\bgrundlagt|\bperustettu|\bfundada|\bcampus(?:es)?\b|\bhome to\b|\becc?ellen(?:za|ce) (?:department|dipartimento)|dipartimento di eccellenza|\b\d[\d.,  ]* (?:investigador(?:e|a)s|chercheu(?:r|se)s|forschende|forscher(?:innen)?|onderzoekers|forskare|forskere|ricercatori|tutkijaa|studierende|studenten|étudiants|studenti|opiskelija|studerende|studenter|estudiantes|beschäftigte|mitarbeitende|wissenschaftlerinnen)|\bfaculty members|\bmembers of staff|\bhas (?:more than|over|about|around|some) \d|\b(?:e[nt]t?) (?:av|af) (?:de|dei) (?:\w+ )?(?:ledende|ledande|førende|största|største|største|eldste|äldsta|ældste|beste|bästa|bedste)|\b\d[\d  ]* (?:faste |fast )?(?:vitenskapelig |vetenskapligt |videnskabelige? )?(?:ansatte|anställda|medarbejdere|medarbetare)\b|\b(?:sterkt|starkt|stærkt) (?:fagmiljø|forskningsmiljø|forskningsmiljö|fagmiljø)|\bwe are (?:a|an|one)\b|\bwir sind\b|\bnous sommes\b|\bwij zijn\b|\bvi är\b|\bvi er\b/i;

// Supervision, training and the research environment: about the PhD, not about its research.
const TRAINING =
  /\b(?:supervised|research visit|supervis(?:e|es|ion|or|ors|ory)\b|co-supervis|(?:doctoral|research|cohort-based|specialist|transferable[- ]skills) training|training (?:programme|program|courses?|opportunit|and (?:development|mentoring)|includes|is provided|in (?!\w+ing\b))|receive (?:\w+ )?training|placement|secondment|courses?\b|modules\b|rotations?\b|seminars?\b|summer school|conferences?\b|teaching|journal club|(?:annual|lab|group) retreat|you will (?:join|be (?:part of|based|embedded|hosted|enrolled|registered))|betreu|lehre\b|lehrveranstalt|encadr|formation (?:doctorale|continue|des doctorants)|begeleid|opleiding|handledning|veiledning|vejledning|undervisning)/i;
// A sentence announcing the place ("offers the following thesis topic", "sucht eine Doktorandin")
// says nothing of the research unless it goes on to say what the place is for.
// "Following" announces only before the place or a colon: "the following corn crop" is research.
const ANNOUNCEMENT =
  /\b(?:(?:following|suivante?|seguente|folgende)(?=\s*:|(?:\s+[\p{L}-]+){0,2}\s+(?:(?:phd|doctoral|research|thesis) )?(?:topics?|projects?|positions?|posts?|theses|thesis|subjects?|studentships?|vacanc\w*|place|stelle|promotionsstelle|thema|themen|sujets?|postes?|th\u00e8se|progett\w*|posizion\w*|tem\w*)\b)|(?:sujets?|th\u00e8ses?|postes?|projets?|tem[ai]|progett[oi]|posizion[ei])(?:\s+[\p{L}-]+){0,2}\s+(?:suivante?s?|seguent[ei])|zu (?:vergeben|besetzen)|er det ledig|ledig(?:e|a)? (?:en )?(?:stilling|anställning)|utlyses|lyses ut|(?:est|sont) \u00e0 pourvoir|offers? this (?:project|studentship|position|topic)|sucht|seeks|is seeking|we are seeking|(?:is|are) recruiting|looking for|haemme|söker|søker|zoekt|busca|recherche une?|cerca)\b/iu;
// The duties every such post lists, research beside teaching and administration, say nothing of the
// project ("Mitarbeit in Forschung, Lehre und Verwaltung").
const DUTIES =
  /\b(?:research|forschung|recherche|onderzoek|forskning|investigaci[oó]n|investiga[cç][aã]o|ricerca|tutkimus)(?:,\s*|\s+(?:and|und|et|en|och|og|e|y|ja)\s+)(?:the )?(?:teaching|lehre|enseignement|onderwijs|undervisning|docencia|doc[eê]ncia|ensino|didattica|opetus)/iu;
const SUPERVISION =
  /\b(?:supervis|co-supervis|research visit|placement|secondment|betreu|encadr|begeleid|handled|veiled|vejled)/i;
// A sentence that offers the place "to study X" or seeks someone "interested in X" says what the
// research is, whatever else it says about applying.
const RESEARCH_PURPOSE =
  /\b(?:(?:studentship|position|project|phd|dphil|place|researcher|student|candidate)s? (?:developing|investigating|studying|exploring|examining|modell?ing|designing|building|working on)\b|to (?:study|investigate|explore|examine|search for|screen|develop|model|build|design|analy[sz]e|understand|quantify|measure|work on|map|identify|test|assess|evaluate|characteri[sz]e|reconstruct|simulate)\b|(?:working|work) on\b|interested in\b|(?:an?|the) (?:\w+ )?project (?:on|about|that|which|investigating|examining|exploring)\b|projects? (?:span|include|range)|um\b.{3,80}\bzu (?:untersuchen|erforschen|entwickeln|analysieren)|pour (?:étudier|développer|analyser|modéliser)|om\b.{3,80}\bte (?:onderzoeken|ontwikkelen|bestuderen)|för att (?:undersöka|studera|utveckla)|for å (?:undersøke|studere|utvikle)|para (?:estudiar|investigar|desarrollar|analizar))/i;

const PROJECT_SUBJECT =
  /^(?:the|this|our|in this|each|one of the) (?:\w+[- ])?(?:project|research|thesis|phd|dphil|study|dissertation|doctoral project|proposed thesis|das projekt|le projet|la thèse|het project|projektet|prosjektet|el proyecto|la tesis|o projeto|a tese|il progetto|la tesi)s?\b/i;
const PROJECT_VOICE =
  /\b(?:you will|the (?:student|candidate|doctoral \w+|phd \w+) will|we will|will (?:investigate|develop|study|build|design|model|examine|explore|test|measure|combine|use|analy[sz]e|map|quantify|create)|aims? to|the aim|the goal|sie werden|ihre aufgabe|im projekt|vous (?:allez|développerez|étudierez)|la thèse|je gaat|in dit project|du kommer att|i projektet|du vil|du skal|el proyecto|la tesis|o projeto|a tese|il progetto|la tesi)\b/i;
const PROJECT_WORD = /\b(?:project|thesis|projekt|projet|thèse|proefschrift|proyecto|tesis|prosjekt|avhandling)/i;
const AMOUNT_OF_MONEY = /[£€$¥₩]\s?\d|\b(?:CHF|SEK|DKK|NOK|EUR|GBP|USD|AUD|CAD|SGD|HKD|KRW|JPY)\s?\d/;

// Words that say a sentence is about the research itself.
const RESEARCH_CUE =
  /\b(?:project|thesis|dissertation|aims?\b|goal|objective|investigat|explor|examin|stud(?:y|ies|ying)\b|develop|model|design|build|analy[sz]|understand|quantif|measur|test (?:whether|how)|whether|question|hypothes|mechanis|simulat|predict|characteri[sz]|focus|address|will (?:use|combine|work on|create|map|identify|evaluate|compare|assess|estimate)|data|experiment|field ?work|survey|method|projekt|vorhaben|promotions|ziel|untersuch|erforsch|entwick|analysier|modellier|befass|beschäftigt sich|fragestellung|schwerpunkt|projet|thèse|objectif|étudi|développ|analys|modélis|consiste|vise|porte sur|s'intéress|onderzo|promotie|proefschrift|doel|ontwikkel|bestudeer|richt zich|proyecto|projeto|tesis|tese\b|objetivo|investigar|estudiar|estudar|desarrollar|desenvolver|analizar|analisar|estima|pretende|se centra|projektet|prosjekt|avhandling|afhandling|syfte|formål|undersök|undersøk|utveckl|utvikl|udvikl|studera|tutkimus|väitöskir|tavoite|tutki|selvit|analysoi|progetto|ricerca|studiare|sviluppo|caratterizzazione|riguarda|analizz)/gi;
// Sentences that mostly describe the group or the institution rather than the project.
const GROUP_INTRO =
  /^research (?:in|at) (?:the|our)\b|^(?:the|our|die|unser|la|le|notre|de|ons|vår|vores|el|nuestro)\b[^.]{0,60}\b(?:group|lab|laboratory|team|chair|institute|centre|center|department|school|faculty|division|section|arbeitsgruppe|lehrstuhl|institut|équipe|laboratoire|groep|leerstoel|gruppen|avdelning|afdeling|grupo)\b[^.]{0,40}\b(?:is|has|was|hosts|comprises|consists|ist|hat|est|a|is|har|er|es|tiene)\b/i;

/** The content words of a text: lower-case runs of 4+ letters or digits, cut to 6 characters. */
export function contentStems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((w) => w.slice(0, 6)));
}

// Title words that name the position rather than its subject.
const POSITION_WORDS = contentStems(
  'phd studentship studentships doctoral doctorate candidate candidates position positions student students ' +
    'researcher researchers research fully funded project projects scholarship fellowship opportunity with from ' +
    'into within wissenschaftliche wissenschaftlicher mitarbeiterin mitarbeiter doktorandin doktorand doktoranden ' +
    'promotionsstelle stelle contrat doctorat doctorant doctorante thèse promovendus promovenda promotieplaats ' +
    'promotieonderzoek doktorand doktorgradsstipendiat stipendiat ph.d. tohtorikoulutettava väitöskirjatutkija ' +
    'doctorado predoctoral contrato investigador',
);

export interface ResearchInput {
  sentences: readonly Sentence[];
  title: string;
  universityName: string;
  fundingType: FundingType;
}

export interface ResearchSentence {
  text: string;
  index: number;
  score: number;
}

const mentionsUniversity = (text: string, university: string) =>
  (university.length > 3 && text.toLowerCase().includes(university.toLowerCase())) ||
  /\b(?:the university|die universität|l'université|de universiteit|universitetet|yliopisto|la universidad)\b/i.test(
    text,
  );

/** Why a sentence is not about the research, or null when it may be. */
export function otherTopic(sentence: Sentence, input: ResearchInput): string | null {
  const { text } = sentence;
  if (sentence.heading && OTHER_HEADING.test(sentence.heading) && !RESEARCH_HEADING.test(sentence.heading)) {
    return 'heading';
  }
  if (EQUALITY.test(text)) return 'equality';
  // A sentence naming a funding type is about the funding; one naming another type than the facts'
  // would contradict them besides.
  const types = Object.entries(TYPE_WORDS).filter(([, w]) => w?.test(text));
  if (types.some(([type]) => type !== input.fundingType) || contradictsFunding(text, input.fundingType)) {
    return 'funding';
  }
  const money = AMOUNT_OF_MONEY.test(text);
  // Pay or fees beside the purpose would have the summary say them twice, or against the facts.
  const purpose = RESEARCH_PURPOSE.test(text) && !money && !/\b(?:tuition|fees?|stipend|salary|salaries)\b/i.test(text);
  if (types.length > 0 && !purpose) return 'funding';
  if (purpose) return null;
  if (ANNOUNCEMENT.test(text)) return 'announcement';
  const researchHeading = sentence.heading !== null && RESEARCH_HEADING.test(sentence.heading);
  // "The project follows a cohort of newly diagnosed patients..." speaks of the project whatever its
  // words, unless it says who supervises it or where the student goes.
  const aboutProject = PROJECT_SUBJECT.test(text) && !money && !OFFER.test(text);
  if (DUTIES.test(text)) return 'duties';
  if (aboutProject && !SUPERVISION.test(text)) return null;
  if (TRAINING.test(text) && !researchHeading) return 'training';
  if (APPLYING.test(text)) return 'applying';
  if (REQUIREMENTS.test(text)) return 'requirements';
  if (OFFER.test(text) || money) return 'offer';
  if (INTRODUCTION.test(text) && !PROJECT_WORD.test(text)) return 'introduction';
  if (mentionsUniversity(text, input.universityName) && !PROJECT_WORD.test(text) && cueCount(text) < 2) {
    return 'introduction';
  }
  return null;
}

const cueCount = (text: string) => Math.min(text.match(RESEARCH_CUE)?.length ?? 0, 4);

/**
 * The sentences that say what the research is, best first: those with research words and the
 * title's subject words, under a project heading, and early in the posting. Empty when no sentence
 * is about the research.
 */
export function researchSentences(input: ResearchInput): ResearchSentence[] {
  const titleStems = [...contentStems(input.title)].filter((s) => !POSITION_WORDS.has(s));
  const out: ResearchSentence[] = [];
  for (const sentence of input.sentences) {
    const { text } = sentence;
    if (text.length < 40 || !/\p{Ll}/u.test(text) || otherTopic(sentence, input)) continue;
    const stems = contentStems(text);
    if (stems.size < 5) continue;
    const shared = titleStems.filter((s) => stems.has(s)).length;
    const cues = cueCount(text);
    // An opening sentence without research words sets out the problem ("Flash floods happen when..."),
    // at the posting's start or under the project's heading.
    const opensProject =
      sentence.heading !== null &&
      RESEARCH_HEADING.test(sentence.heading) &&
      input.sentences[sentence.index - 1]?.block !== sentence.block;
    if (shared === 0 && cues === 0 && sentence.index > 1 && !opensProject) continue;
    const score =
      (shared === 0 && cues === 0 ? -1 : 0) +
      cues * 0.6 +
      Math.min(shared, 4) * 0.8 +
      (sentence.heading && RESEARCH_HEADING.test(sentence.heading) ? 2 : 0) +
      (GROUP_INTRO.test(text) ? -1 : 0) +
      // "We are seeking a student interested in X" names the field the place is in; the sentences
      // that say what the project will do ("The research will examine ...") say more.
      (ANNOUNCEMENT.test(text) ? -2 : 0) +
      (sentence.heading && isAboutHeading(sentence.heading) ? -1.5 : 0) +
      // What the student or the project will do says more than the background before it.
      (PROJECT_VOICE.test(text) || PROJECT_SUBJECT.test(text) ? 0.8 : 0) +
      (sentence.item ? -0.8 : 0) +
      1 / (1 + sentence.index * 0.3);
    out.push({ text, index: sentence.index, score });
  }
  return out.sort((a, b) => b.score - a.score || a.index - b.index);
}
