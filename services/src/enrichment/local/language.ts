// The language a posting is written in, from the function words it uses. A stop-word profile rather
// than a character n-gram model: postings are long enough that their function words decide, it needs
// no model file, and it tells Danish from Norwegian (which n-gram detectors often confuse) by the words
// that differ between them ("af"/"av", "efter"/"etter", "vores"/"vår").

// Each language's commonest function words. A word several languages share counts for each of them
// in proportion (1 / number of languages), so the words that belong to one language decide.
const PROFILES: Record<string, string> = {
  en: `the and of to in is for with on be will are this that you we our an as by from or at your have has which
    their it not can who would these been were into such other its also within should about all any may must`,
  de: `der die das und zu den von mit für ist im des auf sich dem nicht ein eine einer eines einem als auch es
    werden wird bei oder sie wir ihre ihr ihren sind zur zum über unter nach durch sowie können kann haben wird
    wurde diese dieser dieses sowohl wie aus um vom bis gerne uns unser unsere unseren sollten zwischen bzw`,
  fr: `le la les de des du et en un une est pour dans sur par avec au aux ce cette ces qui que nous vous sont
    sera être ou plus leur leurs son sa ses il elle entre chez ainsi dont notre nos votre vos afin également
    peut doit sous travail`,
  nl: `de het een en van in is op te dat die voor met zijn niet aan er om ook als bij wij je jouw uw naar
    worden wordt deze dit door heeft hebben kan binnen onze ons zal tussen wat waar wie over uit tot bent
    zowel`,
  es: `el la los las de del y en que por con para una un es se al su sus como más también este esta estos
    entre sobre nuestro nuestra ser será o lo le les desde hasta muy donde son tiene debe`,
  it: `il lo la le gli i di del della delle dei degli e è in che per con una un uno sono nel nella nei alla
    alle al ai anche questo questa tra fra dal dalla sulla sul come più essere sarà o ed presso nostro
    nostra`,
  pt: `o a os as de do da dos das e em que para com uma um é são no na nos nas ao aos pelo pela também
    este esta entre sobre nosso nossa ser será ou mais como você até`,
  sv: `och att är för av med som på till en ett det den inte vi du kommer eller också samt om vid hos inom
    från mellan genom under efter där våra vår din dig sig har vara bli blir kan ska skall denna detta dessa
    vill även något andra hur`,
  da: `og at er for af med som på til en et det den ikke vi du eller også samt om ved hos inden fra mellem
    gennem under efter hvor vores din dig sig har være blive bliver kan skal denne dette disse vil både noget
    andre hvordan hvis end jer mere`,
  no: `og å er for av med som på til en et det den ikke vi du eller også samt om ved hos innen fra mellom
    gjennom under etter hvor vår våre din deg seg har være bli blir kan skal denne dette disse vil både noe
    andre hvordan hvis enn dere mer ha`,
  fi: `ja on ei että tai ovat sekä kanssa myös tämä joka jotka se ne hän he me te olla oli ole kuin mutta
    jos kun niin vain tässä siitä sen joko sinun meidän voi tulee`,
};

const WEIGHTS = new Map<string, Map<string, number>>();
{
  const owners = new Map<string, string[]>();
  for (const [language, words] of Object.entries(PROFILES)) {
    for (const word of new Set(words.split(/\s+/).filter(Boolean))) {
      const list = owners.get(word) ?? [];
      list.push(language);
      owners.set(word, list);
    }
  }
  for (const [word, languages] of owners) {
    WEIGHTS.set(word, new Map(languages.map((l) => [l, 1 / languages.length])));
  }
}

/** Fewer function words than this and the text is too short to tell. */
const MIN_EVIDENCE = 4;
/** Enough words read: a posting's first few hundred words decide, and long ones stay fast. */
const MAX_WORDS = 600;

// Letters of the Latin alphabets these languages use; anything else separates words.
const WORD = /[a-zà-öø-ÿœ]+/g;

/**
 * The ISO 639-1 code of the language a text is written in (en, de, fr, nl, es, it, pt, sv, da, no, fi),
 * or null when the text is too short to tell. Headings in another language do not sway it: the
 * running text's function words far outnumber them.
 */
export function detectLanguage(text: string): string | null {
  const scores = new Map<string, number>();
  let evidence = 0;
  let words = 0;
  for (const match of text.toLowerCase().matchAll(WORD)) {
    if (++words > MAX_WORDS) break;
    const weights = WEIGHTS.get(match[0]);
    if (!weights) continue;
    evidence += 1;
    for (const [language, w] of weights) scores.set(language, (scores.get(language) ?? 0) + w);
  }
  if (evidence < MIN_EVIDENCE) return null;
  let best: string | null = null;
  let top = 0;
  for (const [language, score] of scores) {
    if (score > top) [best, top] = [language, score];
  }
  return best;
}
