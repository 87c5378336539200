// What a money sentence speaks of, the same in every language the vocabulary knows: pay, fees, only,
// the first year, the remaining time, the later years, money to be found elsewhere or not there yet,
// a guarantee, a competition, the candidate's own money... The
// funding model (funding-model.ts) learns these concepts' weights mostly from English postings and
// reads them in a German, Spanish or Finnish posting too, where its words alone were seen too rarely.
import { EMPLOYMENT_WORDS, FEE_WORDS, FUNDING_NOUNS, PAY_WORDS, SELF_FUNDED_WORDS } from './vocabulary.ts';

const word = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'iu');
const stem = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})`, 'iu');

export const FUNDING_CONCEPTS: readonly (readonly [string, RegExp])[] = [
  ['pay', stem(PAY_WORDS)],
  ['employment', stem(EMPLOYMENT_WORDS)],
  ['fees', stem(FEE_WORDS)],
  ['funding', stem(FUNDING_NOUNS)],
  ['self', stem(SELF_FUNDED_WORDS)],
  [
    'only',
    word(
      'only|solely|nur|lediglich|ausschließlich|seulement|uniquement|solo|solamente|sólo|soltanto|alleen|slechts|enkel|enbart|endast|bara|kun|bare|vain|ainoastaan|apenas|somente',
    ),
  ],
  ['first', stem('first|erste|premi[eè]re?s?|primer|prim[oa]|eerste|första|første|ensimmäi|primeir')],
  ['year', stem('years?|jahre?|ans?|années?|años?|anni|anno|jaar|jaren|år|vuo|anos?')],
  ['month', stem('months?|monat|mois|mes(?:es)?|mese|maand|månad|måned|kuukau')],
  [
    'remaining',
    stem('remain|rest|verbleib|übrig|restant|resterend|återstå|resterande|jäljellä|jatko|restante|rimanent'),
  ],
  [
    'not',
    word(
      'not|no|never|without|kein\\p{L}*|nicht|ohne|pas|sans|aucun\\p{L}*|non|sin|ningún|niet|geen|zonder|inte|utan|ikke|uden|uten|ei|eikä|não|nem|sem',
    ),
  ],
  ['guarantee', stem('guarant|secured|assured|gesichert|garant|acquis|assur|zeker|gegarandeerd|taat|sikr|säkr|asegur')],
  [
    'compete',
    stem(
      'compet|konkurr|kilpail|concours|concurso|concorso|wettbewerb|nominat|vorgeschlagen|voorgedragen|ranking|classement',
    ),
  ],
  [
    'apply',
    stem(
      'apply for|application for|bewerb|beantrag|candidat|postul|solicit|aanvra|söka|ansök|søge|ansøg|søke|hake|haett|candidatar',
    ),
  ],
  [
    'possible',
    stem(
      'may|might|could|possib|potential|eventuel|möglich|kann|können|peut|pourr|kunnen|mogelijk|puede|posib|può|possono|möjlig|mulig|voi',
    ),
  ],
  [
    'difference',
    stem(
      'difference|differenz|unterschied|différence|diferencia|differenza|verschil|skillnad|forskel|forskjell|erotu|diferença',
    ),
  ],
  [
    'international',
    stem(
      'international|overseas|non-eu|non-uk|non-eea|foreign|ausländ|étranger|extranjer|internazional|buitenlands|utländsk|udenlandsk|utenlandsk|ulkomaa|estrangeir|out-of-state|non-resident',
    ),
  ],
  ['home', word('home|domestic|eu|eea|uk|national|resident|in-state|inländisch\\p{L}*|nationa\\p{L}*|communautaire')],
  [
    'covered',
    stem(
      'cover|waive|paid by|pays? (?:the|for)|übernomm|übernimmt|erlass|befreit|pris en charge|prend en charge|exonér|cubre|cubiert|exent|exim|esonera|vergoed|betaalt|täck|dækk|dekk|katta|isent|remission|offset',
    ),
  ],
  ['own', word('own|eigene?\\p{L}*|propres?|propi[oa]s?|proprio|propria|egen|egna|egne|oma(?:t|lla)?|próprios?')],
  [
    'part',
    stem(
      'top-?up|aufstock|complément|complemento|aanvull|half|halb|hälfte|moitié|mitad|metà|helft|halv|puol|partial|teil|partiel|parcial|parziale|gedeeltelijk|delvis|osittai|\\d+\\s?%',
    ),
  ],
  [
    'living',
    stem(
      'living|maintenance|lebensunterhalt|subsistance|manutención|mantenimento|levensonderhoud|levnadskostnader|leveomkostninger|levekostnader|elinkustannu|subsistência',
    ),
  ],
  [
    'later',
    stem(
      'second|third|fourth|last year|final year|further(?!more)|beyond|subsequent|zweite|dritte|vierte|weitere|letzte|darüber hinaus|deuxième|second|troisième|quatrième|dernière|au-delà|segund|tercer|cuarto|último|más allá|second[oa]|terz[oa]|quart[oa]|ultimo|oltre|tweede|derde|vierde|laatste|verdere|andra|tredje|fjärde|sista|fortsatt|anden|fjerde|sidste|ud over|andre|siste|utover|toinen|kolma|neljä|viimei|terceir|quart[oa]|seguintes',
    ),
  ],
  [
    'elsewhere',
    stem(
      'other source|other funding|alternative|elsewhere|external|anderweitig|andere|extern|autre|ailleurs|otra|otro|altr[oa]|alternativ|ander|övrig|annan|annen|anden|muualta|ulkopuol|outra|outro|externe',
    ),
  ],
  [
    'find',
    stem(
      'find|obtain|seek|secure|raise|finden|einwerb|suchen|beschaff|trouver|obtenir|cherch|obtener|buscar|conseguir|reperire|trovare|ottenere|cercare|zoek|vinden|verwerv|söka|skaffa|skaffe|finde|hankki|haettava|obter|procurar',
    ),
  ],
  [
    'yet',
    stem(
      'not yet|yet to|noch nicht|noch kein|pas encore|todavía|aún no|non ancora|nog niet|nog geen|ännu|endnu|ennå|vielä|ainda',
    ),
  ],
  [
    'amount',
    /[€$£¥₩]\s?\d|\d[\d.,\s]*\s?(?:€|eur|euros?|chf|sek|dkk|nok|kr|kronor|kroner|dollars?|pounds?|yen|won)(?![\p{L}])/iu,
  ],
];

/** The concepts one sentence speaks of. */
export const conceptFeatures = (sentence: string): string[] =>
  FUNDING_CONCEPTS.filter(([, pattern]) => pattern.test(sentence)).map(([name]) => `k:${name}`);
