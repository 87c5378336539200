// The words postings use for money and time, in English and the languages European and Nordic
// universities advertise in (German, French, Dutch, Spanish, Italian, Swedish, Danish, Norwegian,
// Finnish). No model can be downloaded here, so a vocabulary per language it is; every rule applies
// all of them whatever the posting's language, since postings mix them ("Gehalt: TV-L E13, 65%").
// Each constant is a regular-expression source, without flags, to be composed by the rules.

/**
 * Pay the candidate receives: a stipend or a salary. Words that research is also written about
 * ("executive remuneration", "predictive maintenance", "salary dynamics", "workers employed in
 * care") count only as an offer is worded: with an article or an adjective before them ("a
 * competitive salary") or a figure or a scale after them ("salary: ...", "salary according to").
 */
export const PAY_WORDS =
  '(?:a|an|the|your|with|competitive|attractive|annual|monthly|gross|net|generous|tax-free|living|basic|starting|full) (?:\\S+ ){0,2}?(?:salary|remuneration|allowance)|(?:salary|remuneration|allowance)(?: (?:of|is|will|according|in line|at|on|scale|band|grade|level|range|follows|based on|starts? at|amounts? to|and (?:terms|conditions|benefits))|:)|remunerated|remuneração|stipends?|(?:funding|financial|support|assistantship|stipend) packages?|top-ups?|assistantships?|(?:as an?|an?) (?:graduate |research |teaching )assistant|salaried|scholarships?|studentships?|bursary|maintenance (?:grant|stipend|allowance|award|payment)|(?:fees|tuition) and maintenance|bolsas?|salário|(?:brutto|netto)?(?:monats|jahres|mindest)?(?:gehalt|vergütung|entgelt\\w*)|stipendium|stipendien|besoldung|(?:brutto|netto|monats|jahres|mindest|anfangs)?lohn(?:es)?|salaire|rémunération|rémunéré|bourses?|allocation doctorale|salaris|beurs|toelage|salario|retribuci[oó]n|becas?|remuneraci[oó]n|stipendio|retribuzione|compens[oi]|borsa|borse|lordo|lön|månadslön|löne\\w*|løn|lønn|stipendiat\\w*|palk\\w*|apuraha\\w*';

/** Employment: a salaried doctoral position is funded, with no fees where these words are used. */
export const EMPLOYMENT_WORDS =
  'employment contract|(?:will be|be|you are) employed|(?:terms|period|conditions) of employment|collective (?:labour )?agreement|TV-?L|TV[öo]D|E ?13|entgeltgruppe|pay (?:scale|group|grade)|salary scale|paid (?:\\S+ ){0,2}(?:position|post|job)|(?:SNSF|SNF|FNS) (?:rates|scale|salary)|(?:ansätze\\w*|barèmes?) d\\w+ (?:SNF|FNS|schweizerischen nationalfonds)|anstellung\\w*|fixed-term contract|full-time position|fully paid|doctoral contract|promotionsstelle|doktorandenstelle|wissenschaftliche[rn]?\\*?(?:r)? mitarbeiter|arbeitsvertrag|vollzeit|teilzeit|befristet|contrat doctoral|contrat de travail|cdd|barème\\w*|poste de (?:doctorant|chercheur)\\S*|promovendus|promovenda|aanstelling|cao|dienstverband|contrato|personal investigador|fpu|fpi|assegno di ricerca|contratto|tempo determinato|doktorandtjänst|doktorandanställning|anställ\\w*|ansættelse\\w*|ansat|ph\\.?d\\.?-stipendi\\w*|stilling|tilsetting|ansettelse|statens lønnsregulativ|kode 1017|työsuh\\w*';

/**
 * Pay and employment inside compounds, where Dutch, German and the Nordic languages put them
 * ("doctoraatsbeurs", "Ingångslönen", "doktorandlönestege", "Anställningen", "Promotionsstipendium"):
 * stems matched anywhere in a word, so they stand alone in a pattern (no word boundary around them).
 * Words that only look alike are left out: a reward ("belöning"), profitability ("lönsam",
 * "lønsom"), free of charge ("unentgeltlich"), a content ("Wassergehalt": German pay compounds are
 * listed whole), "well regarded" ("välansett": Norwegian employment is listed whole).
 */
const COMPOUND_EMPLOYMENT_STEMS = 'anställ|ansætt|tilsett|aanstell|aangesteld|dienstverband';
/** A pay or employment stem inside any word; for patterns with the u flag. */
export const COMPOUND_PAY = `(?:beurs|bursa(?:a)?l|(?<!be)l[öø]n(?!s[oa]m)|(?<!un)entgelt|salaris|stipendi|${COMPOUND_EMPLOYMENT_STEMS})`;
/** An employment stem inside any word. */
export const COMPOUND_EMPLOYMENT = `(?:${COMPOUND_EMPLOYMENT_STEMS})`;

/** Fees the candidate would owe ("tasas" and "tasse" are also rates and taxes: only with a fee after them). */
export const FEE_WORDS =
  'tuition|fees?|studiengebühren|semesterbeitrag|gebühren|(?:frais|droits) (?:d.inscription|de scolarité)|contributi (?:universitari|per l.accesso)|tasse universitarie|collegegeld|inschrijvingsgeld|matr[ií]cula|tasas (?:académicas|universitarias|de (?:matr[ií]cula|doctorado|tutela|inscripci[oó]n))|tutela académica|tasse (?:di |d.)iscrizione|terminsavgift|studieavgift|studieafgift|semesteravgift|lukuvuosimaksu|propinas';

/** Money the project spends, not the candidate's pay. */
export const COST_WORDS =
  'bench|research[- ](?:training )?(?:support|costs?|budget|expenses)|budget|running costs|travel|conference|consumables|rtsg|equipment|sachmittel|reisekosten|forschungsbudget|budget de fonctionnement|frais de (?:mission|fonctionnement)|onderzoeksbudget|driftsmidler|driftsmedel|budjet\\w*|matka\\w*|relocation|moving|umzug\\w*|déménagement|verhuiskosten|cost of living|(?<!living )costs?|accommodation|rent|housing|estimat\\w*|schätz\\w*';

/** Funding as a noun, for "no funding attached" and "their own funding". */
export const FUNDING_NOUNS =
  'funding|finance|financement|finanzierung|financiering|financiaci[oó]n|finanziamento|financiamento|finansiering|rahoitus\\w*';

/** No money attached: the candidate funds themselves. */
export const SELF_FUNDED_WORDS =
  'self[- ]?fund(?:ed|ing)?|self[- ]?financ(?:ed|ing)|privately (?:funded|financed)|unfunded|unpaid(?= (?:position|post|place|phd|doctoral|project|studentship|role))|unpaid(?<=(?:is|are|be) unpaid)|not funded|unbezahlt|unvergütet|onbezoldigd|onbetaald|non rémunérée?|pas financée?|no remunerad[oa]|non retribuit[oa]|ulønnet|oavlönad|palkaton|without (?:a )?(?:scholarship|funding|stipend)|senza borsa|selbstfinanziert|eigenfinanziert|nicht finanziert|ikke finansier\\w*|no financiad\\w*|keine (?:finanzierung|vergütung|bezahlung)|ohne (?:finanzierung|stipendium|vergütung)|sans financement|non financée?|autofinanc\\w*|zonder financiering|niet gefinancierd|eigen financiering|zelf gefinancierd|sin financiaci[oó]n|autofinanciad\\w*|sin beca|sin remuneraci[oó]n|utan finansiering|egenfinansier\\w*|uden finansiering|selvfinansier\\w*|uten finansiering|ilman rahoitusta';

/** "per month" in every language postings use. */
export const PER_MONTH =
  'per (?:calendar )?month|a month|each month|monthly|p\\.?\\s?m\\.?(?![a-z])|\\/\\s?(?:month|mo|monat|mois|maand|mes|mese|månad|mån|måned|mnd)(?![\\p{L}])|pro monat|im monat|monatlich\\w*|monats(?:gehalt|entgelt|lohn|brutto)|par mois|mensuel(?:le)?s?|per maand|maandelijks\\w*|per månad|i månaden|månadslön\\p{L}*|månatlig\\w*|om måneden|pr\\.? (?:måned|md\\.?)|per måned|i måneden|månedlig\\w*|månedsløn\\p{L}*|al mes|por mes|por mês|mensais|mensal|miesięcznie|mensual(?:es)?|al mese|mensil[ei]|kuukaudessa|kuussa|kuukausipalkka|monthly|月額|\\/月';

/** "per year". */
export const PER_YEAR =
  'per (?:annum|year|yr)|a year|each year|every year|annual(?:ly)?|p\\.?\\s?a\\.?(?![a-z])|\\/\\s?(?:year|yr|annum|jahr|an|jaar|año|anno|år)\\b|yearly|pro jahr|im jahr|jährlich\\w*|jahres(?:gehalt|entgelt|lohn|brutto)|par an(?:née)?|annuel(?:le)?s?|per jaar|jaarlijks\\w*|per år|om året|årlig\\w*|al año|por año|por ano|anuais|rocznie|anual(?:es)?|all.anno|annu[oaie]|vuodessa|vuosittain|年額';
