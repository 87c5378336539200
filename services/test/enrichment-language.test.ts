// Language detection (issue 29) and the discipline of postings written in German, French, Dutch,
// Spanish and the Nordic languages.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  classifyDiscipline,
  seedTrainingExamples,
  trainDisciplineClassifier,
  type DisciplineModel,
} from '../src/enrichment/local/index.ts';
import { detectLanguage } from '../src/enrichment/local/language.ts';
import { tokenize } from '../src/enrichment/local/text.ts';
import { stemsInside } from '../src/enrichment/local/vocabulary/index.ts';

const POSTINGS: Record<string, string> = {
  en:
    'Über uns. The University of Freiburg is one of the oldest universities in Germany. We are looking for a ' +
    'doctoral researcher who will study how soil microbes respond to drought in beech forests. You will combine ' +
    'field sampling with metagenomics and work in an international team. Ihr Profil. You hold a master’s degree in ' +
    'biology or a related field and have experience with R. Wir bieten. The position is paid according to TV-L E13 ' +
    '(65%) and is limited to three years.',
  de:
    'Die Technische Universität München ist eine der führenden Universitäten in Europa. Am Lehrstuhl für ' +
    'Werkstoffkunde ist zum 1. April 2027 eine Stelle als wissenschaftliche Mitarbeiterin bzw. wissenschaftlicher ' +
    'Mitarbeiter zu besetzen. Sie untersuchen die Ermüdung von additiv gefertigten Titanlegierungen und entwickeln ' +
    'dafür neue Prüfverfahren. Wir erwarten einen sehr guten Masterabschluss und Freude an der Arbeit im Team. Die ' +
    'Vergütung erfolgt nach TV-L E13. Die Universität strebt eine Erhöhung des Frauenanteils an.',
  fr:
    'L’Université Grenoble Alpes recrute un doctorant ou une doctorante pour une thèse sur la modélisation des ' +
    'glaciers alpins. Le projet vise à comprendre comment la fonte des glaciers modifie le régime des rivières. Le ' +
    'contrat doctoral est d’une durée de trois ans et la rémunération est de 2 200 euros bruts par mois. Nous ' +
    'recherchons un candidat titulaire d’un master en géosciences, avec des compétences en programmation et un ' +
    'goût pour le terrain.',
  nl:
    'De Universiteit Utrecht is een internationaal toonaangevende onderzoeksuniversiteit. Voor ons project zoeken ' +
    'wij een promovendus die onderzoek doet naar de rol van sociale netwerken bij de integratie van jonge ' +
    'migranten. Je werkt nauw samen met gemeenten en verzamelt zelf data. Wij bieden een tijdelijke aanstelling ' +
    'voor vier jaar met een salaris van € 2.770 in het eerste jaar. Het onderzoek wordt gefinancierd door NWO.',
  es:
    'La Universidad de Granada ofrece un contrato predoctoral para realizar una tesis doctoral sobre la ecología ' +
    'de los bosques mediterráneos. El proyecto estudia cómo la sequía afecta a la regeneración de las encinas y ' +
    'combina trabajo de campo con modelos estadísticos. Buscamos una persona con un máster en biología o ciencias ' +
    'ambientales. El contrato tiene una duración de cuatro años y se incorporará a un equipo internacional.',
  it:
    'L’Università di Bologna bandisce una borsa di dottorato in scienze chimiche. Il progetto riguarda lo sviluppo ' +
    'di catalizzatori per la conversione della biomassa in combustibili. Il dottorando lavorerà presso il ' +
    'Dipartimento di Chimica Industriale e trascorrerà un periodo all’estero. La borsa ha una durata di tre anni e ' +
    'il suo importo è di 16.243 euro annui. Le domande devono essere presentate entro il 30 aprile.',
  pt:
    'A Universidade de Lisboa abre concurso para uma bolsa de doutoramento em ciências do mar. O projeto estuda o ' +
    'impacto das ondas de calor marinhas nas pradarias de ervas marinhas da costa portuguesa. O bolseiro vai ' +
    'trabalhar com uma equipa internacional e participar em campanhas de campo. A bolsa tem a duração de quatro ' +
    'anos e inclui o pagamento das propinas. As candidaturas estão abertas até 15 de março.',
  sv:
    'Lunds universitet grundades 1666 och är ett av Nordens största lärosäten. Vi söker en doktorand som vill ' +
    'undersöka hur skogsbränder påverkar kolbalansen i boreala skogar. Du kommer att arbeta med fältmätningar och ' +
    'modellering i en internationell forskargrupp. Anställningen är tidsbegränsad till fyra år och lönen följer ' +
    'universitetets doktorandlönetrappa. Vi ser gärna att du har en masterexamen i naturgeografi eller ' +
    'miljövetenskap.',
  da:
    'Københavns Universitet søger en ph.d.-studerende til et projekt om maskinlæring i proteinforskning. Du vil ' +
    'blive en del af en international forskningsgruppe og skal udvikle nye metoder til at forudsige proteiners ' +
    'struktur. Stillingen er på tre år, og løn og ansættelsesvilkår følger overenskomsten mellem Finansministeriet ' +
    'og AC. Vi forventer, at du har en kandidatgrad i datalogi eller bioinformatik. Ansøgningen skal være ' +
    'modtaget senest den 1. marts, og vi glæder os til at høre fra dig efter fristen.',
  no:
    'Universitetet i Oslo er Norges eldste universitet. Ved Institutt for informatikk er det ledig en stilling ' +
    'som stipendiat innen maskinlæring. Stipendiaten skal utvikle nye metoder for å tolke satellittbilder av ' +
    'havis. Stillingen er på tre år, og lønn etter statens lønnsregulativ, kode 1017. Vi søker deg som har en ' +
    'mastergrad i informatikk eller matematikk og som ønsker å jobbe i et tverrfaglig miljø. Søknaden må sendes ' +
    'innen fristen, og vi vil gjerne høre mer om hva du kan bidra med etter at du har lest utlysningen.',
  fi:
    'Helsingin yliopisto hakee väitöskirjatutkijaa metsäekologian tutkimusryhmään. Tutkimus keskittyy siihen, ' +
    'miten ilmastonmuutos vaikuttaa boreaalisten metsien hiilitaseeseen. Tehtävä on määräaikainen ja kestää ' +
    'neljä vuotta. Hakijalla tulee olla ylempi korkeakoulututkinto biologiasta tai ympäristötieteistä. Palkkaus ' +
    'perustuu yliopistojen palkkausjärjestelmään, ja se on noin 2 600 euroa kuukaudessa.',
};

describe('detectLanguage', () => {
  for (const [language, text] of Object.entries(POSTINGS)) {
    it(`reads a posting in ${language} as ${language}`, () => {
      expect(detectLanguage(text)).toBe(language);
    });
  }

  it('reads an English posting with German headings as English', () => {
    expect(detectLanguage(POSTINGS.en!)).toBe('en');
  });

  it('tells Danish from Norwegian by the words that differ', () => {
    expect(detectLanguage('Vi søger en ph.d.-studerende efter aftale, og ansøgningen skal være modtaget af os.')).toBe(
      'da',
    );
    expect(
      detectLanguage('Vi søker en stipendiat etter avtale, og søknaden må være mottatt av oss innen fristen.'),
    ).toBe('no');
  });

  it('answers null when the text is too short to tell', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('Informatik')).toBeNull();
    expect(detectLanguage('PhD: Machine Learning')).toBeNull();
  });

  it('takes well under a millisecond for a 300-word posting', () => {
    const text = Object.values(POSTINGS).slice(0, 1).join(' ').repeat(4);
    for (let i = 0; i < 20; i++) detectLanguage(text);
    // The fastest of several batches: other processes on a busy machine slow single batches down.
    let best = Infinity;
    for (let batch = 0; batch < 5; batch++) {
      const started = performance.now();
      for (let i = 0; i < 50; i++) detectLanguage(text);
      best = Math.min(best, (performance.now() - started) / 50);
    }
    expect(best).toBeLessThan(0.5);
  });
});

describe('discipline of postings in other languages', () => {
  let model: DisciplineModel;
  beforeAll(() => {
    model = trainDisciplineClassifier(seedTrainingExamples());
  });
  const classify = (title: string, description: string) =>
    classifyDiscipline(model, { title, department: null, description });

  it('keeps accented words whole and drops elided articles', () => {
    expect(tokenize('Universität für Bodenkunde')).toContain('universitat');
    expect(tokenize('maskinlæring')).toEqual(['maskinlaer']);
    expect(tokenize("l'université")).toEqual(['universite']);
  });

  it('finds field stems inside compounds, the longest first', () => {
    expect(stemsInside('werkstoffwissenschaften')).toEqual(['~werkstoff']);
    expect(stemsInside('geofysik')).toEqual(['~geofysik']);
    expect(stemsInside('rechtzeitig')).toEqual([]);
  });

  it('reads a stem only where its vocabulary anchors it, not inside words that hold it by chance', () => {
    // "zellen$": a compound's head (Stammzellen), not the letters inside "Exzellenz".
    expect(stemsInside('stammzellen')).toEqual(['~zellen']);
    expect(stemsInside('exzellenzuniversitat')).not.toContain('~zellen');
    // "^gedrag": Dutch behaviour (gedragstherapie), not "bijgedragen" (contributed).
    expect(stemsInside('gedragstherapie')).toContain('~gedrag');
    expect(stemsInside('bijgedragen')).not.toContain('~gedrag');
    // "^elections": not "selection". A court is named whole ("verwaltungsgericht"): a bare "gericht"
    // is also Dutch "aimed at" (klantgericht) and inside "eingerichtet".
    expect(stemsInside('selection')).not.toContain('~election');
    expect(stemsInside('bundesverwaltungsgericht')).toEqual(['~verwaltungsgericht']);
    expect(stemsInside('eingerichtet')).toEqual([]);
    expect(stemsInside('klantgericht')).toEqual([]);
    // No astronomy in a German "Stelle".
    expect(stemsInside('doktorandenstelle')).toEqual([]);
    // Care is a compound's head (Krankenpflege), not "Kontakte pflegen"; behaviour leads a word
    // (Verhaltensforschung), not an engineer's "Schwingungsverhalten".
    expect(stemsInside('krankenpflege')).toContain('~pflege');
    expect(stemsInside('pflegen')).toEqual([]);
    expect(stemsInside('verhaltensforschung')).toContain('~verhalten');
    expect(stemsInside('schwingungsverhalten')).not.toContain('~verhalten');
  });

  it('has no field in the words every posting of a language uses: teaching duties, language skills, direction', () => {
    // Dutch teaching duties and language requirements, Danish "under ledelse af", Finnish teaching.
    for (const word of [
      'onderwijstaken',
      'taalvaardigheid',
      'bedrijfsleven',
      'ledelse',
      'opetustehtavat',
      'organisaatio',
    ])
      expect(stemsInside(word), word).toEqual([]);
  });

  it.each([
    ['Wissenschaftliche*r Mitarbeiter*in (Doktorand*in)', POSTINGS.de!, 'Materials Science'],
    ['Contrat doctoral', POSTINGS.fr!, 'Earth Sciences'],
    ['Promovendus', POSTINGS.nl!, 'Sociology'],
    ['Contrato predoctoral', POSTINGS.es!, 'Biology'],
    ['Dottorato di ricerca', POSTINGS.it!, 'Chemistry'],
    ['Doktorand i naturgeografi', POSTINGS.sv!, 'Earth Sciences'],
    ['Ph.d.-stipendium i maskinlæring', POSTINGS.da!, 'Artificial Intelligence'],
    ['Stipendiat i maskinlæring', POSTINGS.no!, 'Artificial Intelligence'],
  ])('files "%s" under its discipline', (title, description, discipline) => {
    expect(classify(title, description)).toBe(discipline);
  });

  it('gives a posting entirely in German a discipline', () => {
    expect(
      classify(
        'Doktorand*in (m/w/d) in Psychologie',
        'Am Institut für Psychologie untersuchen Sie, wie Jugendliche Angst vermeiden und aus Belohnung lernen. ' +
          'Sie planen Verhaltensexperimente und werten sie mit statistischen Modellen aus.',
      ),
    ).toBe('Psychology');
  });
});
