// Self-funded: the candidate (or a sponsor of theirs) pays for everything and no money comes with the
// place, said in words in a sentence about this place (not "self-funded applicants are also welcome").
import { FUNDING_NOUNS, SELF_FUNDED_WORDS } from './vocabulary.ts';

const SELF_FUNDED: RegExp[] = [
  // "Not a self-funded project" speaks of another kind of place.
  new RegExp(`(?<!\\b(?:not|no|never) (?:an? )?)\\b(?:${SELF_FUNDED_WORDS})`, 'i'),
  // "No funding is attached", "there is no funding", "comes with no salary", "aucun financement".
  /\bno (?:\w+ ){0,2}(?:funding|studentship|scholarship|salary|position|employment|financial support)\b[^.;]{0,20}\b(?:available|attached|provided|offered)\b|\b(?:there is|comes with|carries) no (?:\w+ )?(?:funding|salary|stipend)\b|\bfunding (?:is )?not (?:available|provided)\b|\bnot paid by the university\b/i,
  // Pay and fees both negated in a list: "there is no stipend or fee waiver attached".
  /\bno (?:\w+ ){0,2}(?:stipend|salary|funding|bursary)\w* (?:or|nor|and) (?:\w+ ){0,2}(?:fee|tuition)[- ]?(?:waiver|scholarship|remission|support|funding|offset)s?\b/i,
  // The place itself said to be unfunded: "this is not a funded position", "keine finanzierte Stelle".
  /\bnot an? (?:funded|paid|salaried) (?:\w+ )?(?:position|post|project|place|studentship|phd)\b|\b(?:nicht um eine|keine) (?:finanzierte|bezahlte|vergütete) \w*(?:stelle|position)\b|\bgeen (?:gefinancierde|betaalde) \w*(?:positie|plaats|functie|aanstelling)\b|\bpas (?:un|d.un) (?:poste|contrat|sujet) (?:financé|rémunéré)|\bno es una? (?:plaza|puesto|posición) (?:financiad|remunerad)[oa]\b|\bnon è un posto (?:finanziato|retribuito)\b|\b(?:ikke|inte) en (?:finansier\w*|lønnet|avlönad) (?:stilling|tjänst|plads|plass)\b/i,
  new RegExp(
    `\\b(?:kein(?:e|en)?|geen) (?:stelle|stipendium|aanstelling|salaris|${FUNDING_NOUNS})\\b[^.]{0,60}\\b(?:verbunden|verbonden)\\b|\\b(?:aucun|pas de|ingen) (?:salaire|lön|løn|lønn|${FUNDING_NOUNS})\\b(?! n.(?:est|a été) (?:encore )?(?:acquis|obtenu|confirmé))|\\bno (?:hay|existe|lleva|tiene|incluye|cuenta con) (?:\\S+ ){0,2}financiaci[oó]n\\b|\\bbuitenpromovend\\w*`,
    'i',
  ),
  // The candidate's own money, in any language: "their own funding", "eigene Finanzierung",
  // "financement personnel", "recursos propios", "propres moyens".
  new RegExp(
    `\\b(?:(?:with|have|hold|bring|secured?|find|found|provided?|obtain(?:ed)?|arranged?) (?:their|your) own|eigene?[nr]?|eigen|egen) (?:${FUNDING_NOUNS}|sponsorship|middelen)\\b|\\b(?:${FUNDING_NOUNS}) (?:propre|personnel|propia|proprio|personale|próprio)\\b(?<!(?:dispõe|dispone|dispose|possède|tem|tiene|ha) de \\S+ \\S+)|\\b(?:own sponsorship|propres moyens|recursos propios|fondi propri)\\b`,
    'i',
  ),
  // The candidate's own employer pays: an industrial doctorate the place itself pays nothing for.
  /\b(?:employed|paid|salaried|funded) by (?:their|your|the candidate's|his or her) (?:current |own |present )?employer\b|\b(?:their|your) (?:current |own |present )?employer[^.;]{0,30}\b(?:pays|will pay|continues to pay|keeps paying)\b|\b(?:von|vom) (?:ihrem|seinem|eigenen|bisherigen|derzeitigen) arbeitgeber (?:\S+ )?(?:bezahlt|finanziert|weiterbeschäftigt)|\bpar (?:son|leur|votre) employeur\b|\bdoor (?:je|uw|hun|zijn|haar) (?:huidige )?werkgever\b|\bav (?:sin|din) (?:nuvarande )?arbetsgivare\b|\baf (?:din|sin) (?:nuværende )?arbejdsgiver\b|\bav (?:din|sin) (?:nåværende )?arbeidsgiver\b/i,
  // The candidate is the one who pays: for their own studies, or for fees and living costs.
  /\b(?:must|will need to|needs? to|expected to|required to|ha(?:ve|s) to|should be able to) (?:secure|find|provide|obtain|arrange|have|bring) (?:own|independent|external) (?:funding|finance)\b/i,
  /\b(?:(?:must|will need to|needs? to|expected to|required to|ha(?:ve|s) to|should be able to) (?:(?:fund|finance|support|pay for) themselves|(?:cover|fund|finance|support|pay(?: for)?|meet))|(?:are|is) responsible for) (?:their (?:own )?studies|(?:\w+ ){0,3}(?:fees|tuition) and (?:maintenance|living (?:costs|expenses))|(?:\w+ ){0,4}(?:living (?:costs|expenses)|maintenance)[^.;]{0,20}\b(?:themselves|privately))\b/i,
  /\bselbst (?:zu )?finanzieren\b|\bselv (?:\S+ ){0,2}(?:medbringe|skaffe|sikre)\b[^.;]{0,30}\bfinansiering|\b(?:har|have) ikke midler til\b|\bsjälv (?:\S+ ){0,2}(?:stå för|bekosta|ordna|säkra)\b[^.;]{0,30}\bfinansiering|\bfinanzierung\w* (?:\S+ ){0,2}selbst (?:zu )?(?:sicher\w*|aufbring\w*|aufzubringen|organisier\w*|tragen)|\brahoittaa (?:\S+ ){0,2}itse\b|\bzelf (?:te )?financieren\b|\bfinancier\w* (?:je|uw|zijn|haar) \w+ zelf\b|\bfinansiera (?:sig )?själv\b|\bselv (?:at )?finansiere\b|\bfinansiere (?:seg )?selv\b/i,
];
/** Others welcome beside this place: "self-funded applicants are also welcome", "... are not eligible". */
const OTHERS =
  /\b(?:students|applicants|candidates)\b[^.;]{0,20}\b(?:are|is) (?:\w+ )?welcome\b|\balso (?:\w+ ){0,2}(?:welcome|consider\w*|encourag\w*|eligible|accept\w*|invit\w*|apply|admit\w*)|\b(?:welcome\w*|encourag\w*|invit\w*)\b[^.;]{0,60}\balso\b|\bnot (?:eligible|accepted|considered)\b|\bcannot\b/i;

/** The candidate pays for everything, said in a sentence about this place. */
export function selfFunded(text: string): boolean {
  if (!SELF_FUNDED.some((p) => p.test(text))) return false;
  return text.split(/(?<=[.!?;])\s+/).some((s) => SELF_FUNDED.some((p) => p.test(s)) && !OTHERS.test(s));
}
