// The local enrichment engine (issues 17 and 29): the extractive summary's rules (research first,
// funding from the facts, no cut words), the discipline classifier
// trained from the seed catalogue, determinism, and the engine's shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_MAX, postingFactsSchema, type EnrichmentInput } from '../src/enrichment/engine.ts';
import { contradictsFunding } from '../src/enrichment/funding-words.ts';
import {
  classifyDiscipline,
  createLocalEngine,
  enrichLocally,
  scoreDisciplines,
  seedTrainingExamples,
  trainDisciplineClassifier,
  type DisciplineModel,
} from '../src/enrichment/local/index.ts';
import { otherTopic, researchSentences } from '../src/enrichment/local/research-sentences.ts';
import { sentencesOf, splitSentences } from '../src/enrichment/local/sentences.ts';
import { buildMessages } from '../src/enrichment/openai/prompt.ts';
import {
  clauseCuts,
  clip,
  deadlineText,
  fundingSentences,
  NO_RESEARCH,
  payWording,
} from '../src/enrichment/local/summarise.ts';
import { titleTopic } from '../src/enrichment/local/title-topic.ts';
import { htmlBlocks, plainText, tokenize } from '../src/enrichment/local/text.ts';
import { DISCIPLINES } from '../src/seed/data/disciplines.ts';

let model: DisciplineModel;
beforeAll(() => {
  model = trainDisciplineClassifier(seedTrainingExamples());
});

const posting = (overrides: Partial<EnrichmentInput> = {}): EnrichmentInput => ({
  title: 'PhD Studentship: Machine Learning for Flood Forecasting',
  universityName: 'University of Reading',
  department: 'Department of Meteorology',
  country: 'United Kingdom',
  city: 'Reading',
  closingDate: new Date('2027-01-31T23:59:00Z'),
  deadline: null,
  funding: null,
  fundingDetails: null,
  statedFundingType: null,
  description:
    '<p>Applications are invited for a fully funded three-year PhD studentship developing machine learning models ' +
    'that forecast river floods from weather ensembles.</p>' +
    '<p>The studentship covers home tuition fees and a tax-free stipend of £20,780 per annum.</p>' +
    '<p>Due to funding restrictions this studentship is open to UK applicants only.</p>' +
    '<p>The project starts in October 2027. Apply by 31 January 2027.</p>',
  ...overrides,
});

const sentences = (summary: string) => summary.split(/(?<=[.!?…])\s+(?=[A-Z0-9“"])/);

const LONG_DESCRIPTION = [
  '<p>The Institute for Coastal Research invites applications for a doctoral researcher to study how salt marshes ' +
    'respond to sea-level rise, combining long-term field observations, drone surveys and numerical modelling of ' +
    'sediment transport across several European estuaries with contrasting tidal regimes.</p>',
  '<h3>About the project</h3>',
  '<p>Salt marshes protect coastlines, store carbon and host rich biodiversity, yet their capacity to keep pace with ' +
    'rising seas remains uncertain. You will build a coupled model of vegetation, hydrodynamics and sediment supply, ' +
    'calibrate it against a decade of monitoring data and use it to explore management scenarios.</p>',
  '<h3>What we offer</h3>',
  '<p>A four-year position with a salary according to TV-L E13 (75%), starting at about €3,100 gross per month, ' +
    'plus a travel budget for fieldwork and international conferences and access to the institute’s training ' +
    'programme in scientific writing, statistics and outreach.</p>',
  '<h3>How to apply</h3>',
  '<p>Please submit a cover letter, your CV and the contact details of two referees through our portal. ' +
    'We are committed to equal opportunities and particularly welcome applications from underrepresented groups.</p>',
].join('');

describe('summary', () => {
  it('is plain text, 2 to 3 sentences, at most 300 characters, and names the funding in the posting’s figures', () => {
    const { summary } = enrichLocally(model, posting());
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toMatch(/[<>]/);
    expect(sentences(summary).length).toBeGreaterThanOrEqual(2);
    expect(sentences(summary).length).toBeLessThanOrEqual(3);
    expect(summary).toMatch(/fully funded/i);
    expect(summary).toMatch(/£20,780/);
  });

  it('leads with the research, then the funding with the university, then the deadline', () => {
    const { summary } = enrichLocally(model, posting());
    const [research, funding, deadline] = sentences(summary);
    expect(research).toMatch(/^Applications are invited for a fully funded three-year PhD studentship developing/);
    expect(funding).toContain('University of Reading');
    expect(funding).toContain('£20,780');
    expect(deadline).toBe('Apply by 31 January 2027.');
  });

  it('leads with the project, not the university’s introduction before it', () => {
    const description =
      '<h3>About us</h3><p>The University of Sheffield, founded in 1905, is one of the leading research-intensive ' +
      'universities in the UK and is ranked among the top 100 in the world.</p>' +
      '<p>The University of Sheffield has more than 30,000 students from 150 countries.</p>' +
      '<h3>The project</h3><p>This project will measure indoor PM2.5 in 120 social-housing flats using low-cost ' +
      'sensors and link the exposure data to GP records of asthma exacerbations.</p>' +
      '<p>The studentship covers tuition fees and a stipend of £20,780 per year.</p>';
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'PhD Studentship: Indoor PM2.5 Exposure and Respiratory Health',
        universityName: 'University of Sheffield',
        description,
      }),
    );
    expect(sentences(summary)[0]).toMatch(/^This project will measure indoor PM2\.5 in 120 social-housing flats/);
    expect(summary).not.toMatch(/founded|ranked|30,000 students/);
    expect(summary).toContain('University of Sheffield');
  });

  it('leads with the project, not a shorter introduction that names the title’s field (issue 29)', () => {
    const description =
      '<h3>About Teachers College</h3><p>Founded in 1887, Teachers College, Columbia University is the olde' +
      'st and largest graduate school of education in the United States. The Program in Mathematics Educati' +
      'on has prepared mathematics teachers, teacher educators and researchers for more than a century.</p>' +
      '<h3>The research</h3><p>Professor Hannah Castellanos invites applications from prospective PhD stude' +
      'nts to join the Algebra Readiness Project. The project follows about 900 sixth- and seventh-graders ' +
      'in New York City public schools to understand how their reasoning about patterns and unknown quantit' +
      'ies develops before formal algebra instruction. The doctoral student will help design classroom task' +
      's, conduct clinical interviews with students, and code video of lessons to study how teachers respon' +
      "d to students' informal generalisations.</p><h3>Requirements</h3><ul><li>A master's degree in mathem" +
      'atics education, mathematics or a related field</li><li>At least two years of classroom teaching exp' +
      'erience (preferred)</li><li>Interest in qualitative and mixed methods</li></ul><h3>Financial informa' +
      'tion</h3><p>The successful applicant will be offered a Teachers College Doctoral Scholarship coverin' +
      'g 50% of tuition points for the first three years of coursework. The award does not include a living' +
      " stipend; remaining tuition, fees and living costs are the student's responsibility. Hourly work on " +
      'the project may be offered in some semesters.</p>';
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'PhD in Mathematics Education – Doctoral Research Opening, Algebra Readiness Project',
        universityName: 'Teachers College, Columbia University',
        description,
      }),
    );
    expect(sentences(summary)[0]).toMatch(/^(?:The project follows about 900|The doctoral student will help design)/);
    expect(summary).not.toMatch(/has prepared mathematics teachers/);
  });

  it('leaves the profile asked for ("You have"), an announcement and a closing date out of the research (issue 29)', () => {
    const blocks = htmlBlocks(
      '<p>Professor Chen’s group is recruiting one doctoral student in labour economics.</p>' +
        '<p>The online application system closes on 31 March 2027.</p>' +
        '<h3>You have</h3><ul><li>Background in heat transfer and fluid mechanics</li></ul>',
    );
    const input = {
      sentences: splitSentences(blocks),
      title: 'PhD: heat transfer in printed heat exchangers',
      universityName: 'University of Waterloo',
      fundingType: 'unknown' as const,
    };
    expect(input.sentences.map((s) => otherTopic(s, input))).toEqual(['announcement', 'applying', 'heading']);
  });

  it('leaves out a German equality statement and “about us” text, and keeps the German research sentence', () => {
    const description =
      '<h3>Über uns</h3><p>Die Technische Universität Dresden ist eine der größten technischen Universitäten ' +
      'Deutschlands und zählt zu den Exzellenzuniversitäten.</p>' +
      '<h3>Ihre Aufgaben</h3><p>Im Projekt entwickeln Sie energieeffiziente Laufzeitsysteme für Edge-Cluster und ' +
      'untersuchen, wie sich Rechenlast zwischen heterogenen Knoten verteilen lässt.</p>' +
      '<h3>Wir bieten</h3><p>Die Vergütung erfolgt nach Entgeltgruppe 13 TV-L.</p>' +
      '<p>Die TU Dresden strebt eine Erhöhung des Frauenanteils an und fordert Frauen nachdrücklich zur Bewerbung ' +
      'auf. Schwerbehinderte Bewerber*innen werden bei gleicher Eignung bevorzugt berücksichtigt.</p>';
    const { summary, facts } = enrichLocally(
      model,
      posting({
        title: 'Wissenschaftliche*r Mitarbeiter*in (Doktorand*in) – Energieeffiziente Laufzeitsysteme für Edge-Cluster',
        universityName: 'Technische Universität Dresden',
        country: 'Germany',
        description,
      }),
    );
    expect(sentences(summary)[0]).toMatch(/^Im Projekt entwickeln Sie energieeffiziente Laufzeitsysteme/);
    expect(summary).not.toMatch(/Frauenanteil|Schwerbehindert|Exzellenz|größten/);
    expect(summary).toContain('Technische Universität Dresden');
    expect(contradictsFunding(summary, facts.fundingType)).toBe(false);
  });

  it.each([
    [
      'Doktorand i skogsekologi',
      'Sveriges lantbruksuniversitet',
      '<h3>Om oss</h3><p>SLU är ett universitet med starka forskningsmiljöer och grundades 1977.</p>' +
        '<p>Projektet undersöker hur granbarkborren sprids i ett varmare klimat.</p>' +
        '<h3>Vi erbjuder</h3><p>Anställning som doktorand i fyra år enligt doktorandlönestegen.</p>' +
        '<p>Vi strävar efter jämställdhet och mångfald.</p>',
      'Projektet undersöker hur granbarkborren sprids i ett varmare klimat.',
    ],
    [
      'Contrato predoctoral en biología marina',
      'Universidad de Cádiz',
      '<h3>Sobre nosotros</h3><p>La Universidad de Cádiz, fundada en 1979, es una de las universidades más ' +
        'dinámicas del sur de España.</p><p>El proyecto estudiará cómo las olas de calor marinas afectan a las ' +
        'praderas de Zostera en la bahía de Cádiz.</p><p>La Universidad promueve la igualdad de género.</p>',
      'El proyecto estudiará cómo las olas de calor marinas afectan a las praderas de Zostera en la bahía de Cádiz.',
    ],
  ])(
    '%s: the project sentence comes first, even under an "about us" heading',
    (title, universityName, description, first) => {
      const { summary } = enrichLocally(model, posting({ title, universityName, country: 'Sweden', description }));
      expect(sentences(summary)[0]).toBe(first);
      expect(summary).toContain(universityName);
    },
  );

  it('never cuts a sentence inside a number or an abbreviation (PM2.5, Dr. rer. nat., 5.5 GHz, e.g.)', () => {
    expect(sentencesOf('We measure PM2.5 exposure in cities. The student will earn a Dr. rer. nat. degree.')).toEqual([
      'We measure PM2.5 exposure in cities.',
      'The student will earn a Dr. rer. nat. degree.',
    ]);
    expect(sentencesOf('Antennas at 5.5 GHz, e.g. phased arrays, will be built. Approx. 20 sites are used.')).toEqual([
      'Antennas at 5.5 GHz, e.g. phased arrays, will be built.',
      'Approx. 20 sites are used.',
    ]);
    expect(sentencesOf('Das Projekt untersucht z. B. Böden bzw. Sedimente. Prof. Dr. Müller leitet es.')).toHaveLength(
      2,
    );
    const { summary } = enrichLocally(
      model,
      posting({
        description:
          '<p>The project will model how PM2.5 from wood burning spreads through valleys, e.g. in the Alps. ' +
          'It uses 5.5 GHz radar data.</p><p>A stipend of £20,780 per year.</p>',
      }),
    );
    expect(summary).toContain('PM2.5 from wood burning');
    expect(summary).not.toMatch(/PM2\.(?!5)|\be\.g\.$/);
  });

  it('keeps to three sentences as a reader counts them, even when a research sentence holds "e.g. Germany"', () => {
    const { summary } = enrichLocally(
      model,
      posting({
        description:
          '<p>The project will compare flood warnings in several countries, e.g. Germany and the Netherlands, with ' +
          'river gauge records.</p><p>A stipend of £20,780 per year and tuition fees are covered.</p>',
      }),
    );
    expect(summary.split(/(?<=[.!?…])\s+(?=[A-Z0-9“"])/).length).toBeLessThanOrEqual(3);
  });

  it('cuts a sentence too long for the summary at a clause, ending on a whole word', () => {
    const long = 'The project studies how salt marshes across northern Europe keep pace with rising seas';
    expect(clauseCuts(`${long}, combining drone surveys with models of tides.`)).toEqual([
      `${long}, combining drone surveys with models of tides.`,
      `${long}.`,
    ]);
    // A list of what the project does is not cut before its last item.
    const list = 'This project will develop bootstrap procedures for time series, prove their validity, and test them';
    expect(clauseCuts(`${list} on climate data.`)).toEqual([`${list} on climate data.`]);
    const { summary } = enrichLocally(
      model,
      posting({ title: 'Doctoral Researcher (m/f/d): Salt Marsh Resilience', description: LONG_DESCRIPTION }),
    );
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).toMatch(/[.!?]$/);
    expect(summary).not.toMatch(/cover letter|referees|equal opportunities|m\/f\/d/);
    // The first sentence is the project's, whole or cut at a clause: never the offer or how to apply.
    const first = sentences(summary)[0]!.replace(/\.$/, '');
    expect(plainText(LONG_DESCRIPTION.split('<h3>What we offer</h3>')[0]!)).toContain(first);
  });

  it('names the subject of a title that is not "Type: Topic" as written, never garbled', () => {
    expect(titleTopic('Doctoral researcher (m/f/d) in Optimal Transport for Generative Models')).toBe(
      'Optimal Transport for Generative Models',
    );
    expect(titleTopic('Wissenschaftliche*r Mitarbeiter*in (Doktorand*in) – Energieeffiziente Laufzeitsysteme')).toBe(
      'Energieeffiziente Laufzeitsysteme',
    );
    expect(titleTopic('Soil Carbon Dynamics in Alpine Grasslands (PhD)')).toBe(
      'Soil Carbon Dynamics in Alpine Grasslands',
    );
    expect(titleTopic('Ph.d.-stipendium: Metanudledning fra malkekøer')).toBe('Metanudledning fra malkekøer');
    expect(titleTopic('Doctoral Researcher (m/f/d) in Phonetics: Prosody of Questions')).toBe(
      'Prosody of Questions (Phonetics)',
    );
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'Doctoral researcher (m/f/d) in Optimal Transport for Generative Models',
        universityName: 'Technical University of Munich',
        country: 'Germany',
        description:
          '<p>We study the geometry of diffusion models through the lens of Wasserstein gradient flows.</p>' +
          '<p>Salary according to TV-L E13 (100%).</p>',
      }),
    );
    expect(summary).not.toMatch(/m\/f\/d|researcher on|Doctoral researcher/i);
    expect(summary).toContain('Optimal Transport for Generative Models');
    expect(summary).toContain('TV-L E13');
  });

  it('says plainly when the posting does not describe the research, rather than repeat its title', () => {
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'Self-Funded PhD Opportunities in Law',
        universityName: 'University of Aberdeen',
        closingDate: null,
        description:
          '<p>Applications are welcome from self-funded candidates.</p>' +
          '<p>Candidates must hold a good Master’s degree in law.</p><p>Please contact the Graduate School.</p>',
      }),
    );
    expect(sentences(summary)[0]).toBe(NO_RESEARCH);
    expect(summary).toContain('University of Aberdeen');
    expect(summary).toMatch(/self-funded/i);
    expect(sentences(summary).length).toBeGreaterThanOrEqual(2);
  });

  it('leads with what the project will do, not a call for students interested in the field', () => {
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'Ph.D. openings — Embankment Failure under Prolonged Flooding (Civil Engineering)',
        universityName: 'The University of Texas at Austin',
        closingDate: new Date('2026-12-15T23:59:00Z'),
        description:
          '<p>Professor Ana Reyes is looking for motivated Ph.D. students interested in geotechnical engineering and natural hazards. ' +
          'The research will examine how river embankments along the Brazos respond when floodwater stands against ' +
          'them for several weeks, a loading that saturates the embankment from both sides.</p>',
      }),
    );
    expect(sentences(summary)[0]).toMatch(/^The research will examine/);
  });

  it('never contradicts the funding it states: a fully funded sentence is left out of a partially funded summary', () => {
    const description =
      '<p>This is a fully funded 3.5-year studentship in the Bristol Centre for Composites.</p>' +
      '<p>The project will develop recyclable thermoplastic composites for wind turbine blades.</p>' +
      '<p>The studentship provides a stipend of £20,780 per year and home tuition fees; international students ' +
      'pay the difference.</p>';
    const { summary, facts } = enrichLocally(
      model,
      posting({
        title: 'PhD Studentship: Recyclable Composites for Wind Turbine Blades',
        statedFundingType: 'partially_funded',
        description,
      }),
    );
    expect(facts.fundingType).toBe('partially_funded');
    expect(summary).toMatch(/partially funded/i);
    expect(summary).not.toMatch(/fully funded/i);
    expect(contradictsFunding(summary, 'partially_funded')).toBe(false);
    expect(sentences(summary)[0]).toMatch(/^The project will develop recyclable thermoplastic composites/);
  });

  it('stays quick and within the rules on a very long posting', () => {
    const paragraph =
      '<p>The studentship provides a stipend of £20,780 per year and covers tuition fees for students.</p>';
    const started = performance.now();
    const result = enrichLocally(model, posting({ description: paragraph.repeat(2000) }));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(result.facts.stipend).toMatchObject({ amount: 20780, currency: 'GBP', period: 'year' });
  });

  it('still summarises a posting with no description', () => {
    const { summary, facts } = enrichLocally(model, posting({ description: '' }));
    expect(sentences(summary)[0]).toBe(NO_RESEARCH);
    expect(summary).toContain('Machine Learning for Flood Forecasting at the University of Reading');
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(facts.fundingType).toBe('unknown');
    expect(summary).toMatch(/does not mention funding/);
    expect(summary).not.toMatch(/funded/);
  });

  it('follows the stated funding: a ticked box never reads "does not say", nor keeps a sentence naming another type', () => {
    const oneLine = enrichLocally(
      model,
      posting({ description: '<p>Apply now.</p>', statedFundingType: 'fully_funded' }),
    );
    expect(oneLine.summary).toMatch(/fully funded/i);
    expect(oneLine.summary).not.toMatch(/does not (?:say|mention)/);
    // Saying the funding is not mentioned contradicts a stated type.
    expect(contradictsFunding('The posting does not mention funding for the position.', 'fully_funded')).toBe(true);
    expect(oneLine.facts.fundingType).toBe('fully_funded');

    const description =
      '<p>The project models how glaciers respond to warming oceans using satellite data and field work.</p>' +
      '<p>This is a self-funded position: applicants must bring their own funding for fees and living costs.</p>';
    // The text alone says self-funded; the poster's ticked box says fully funded, as the badge does.
    expect(enrichLocally(model, posting({ description })).summary).toMatch(/self-funded/i);
    const stated = enrichLocally(model, posting({ description, statedFundingType: 'fully_funded' }));
    expect(stated.summary).toMatch(/fully funded/i);
    expect(contradictsFunding(stated.summary, 'fully_funded')).toBe(false);
  });

  it("the funding sentence keeps the posting's own wording of the pay and the university", () => {
    const facts = (stipend: { amount: number; currency: string; period: 'year' | 'month' } | null) => ({
      fundingType: 'fully_funded' as const,
      tuition: { home: true, international: true },
      stipend,
      durationMonths: null,
      startDate: null,
      eligibility: [],
    });
    const singapore = facts({ amount: 2700, currency: 'SGD', period: 'month' });
    const text = 'The NUS Research Scholarship provides a stipend of S$2,700 per month, and tuition fees are covered.';
    expect(fundingSentences(singapore, payWording(text, singapore), 'National University of Singapore')[0]!.text).toBe(
      'Fully funded at National University of Singapore: a stipend of S$2,700 per month and tuition fees covered.',
    );
    const dutch = {
      ...facts({ amount: 2770, currency: 'EUR', period: 'month' }),
      tuition: { home: null, international: null },
    };
    const gross = 'The gross monthly salary is €2,770 in the first year.';
    expect(fundingSentences(dutch, payWording(gross, dutch), 'University of Amsterdam')[0]!.text).toBe(
      'Fully funded at the University of Amsterdam: a salary of €2,770 monthly.',
    );
    const scale = { ...dutch, stipend: null };
    expect(
      fundingSentences(scale, payWording('Salary according to TV-L E13 (65%).', scale), 'LMU Munich')[0]!.text,
    ).toBe('Fully funded at LMU Munich: a salary according to TV-L E13 (65%).');
  });

  it('never claims a pay the posting says is absent, and keeps a period word whole', () => {
    const facts = {
      fundingType: 'partially_funded' as const,
      tuition: { home: true, international: true },
      stipend: null,
      durationMonths: null,
      startDate: null,
      eligibility: [],
    };
    const text = 'A full tuition waiver is offered. The position does not include a salary or living allowance.';
    const [first] = fundingSentences(facts, payWording(text, facts), 'Universidad de Navarra');
    expect(first!.text).toBe('Partially funded at Universidad de Navarra: a full tuition waiver.');
    const danish = {
      ...facts,
      fundingType: 'fully_funded' as const,
      stipend: { amount: 29600, currency: 'DKK', period: 'month' as const },
    };
    expect(payWording('Lønnen er ca. 29.600 kr. om måneden inkl. pension.', danish).amount).toBe(
      '29.600 kr. om måneden',
    );
  });

  it('writes the deadline as a date, from the closing date or a free-text deadline', () => {
    expect(deadlineText(new Date('2027-01-31T23:59:00Z'), null)).toBe('31 January 2027');
    expect(deadlineText(null, 'Graduate admissions deadline: December 15')).toBe('15 December');
    expect(deadlineText(null, 'Open until filled')).toBeNull();
  });

  it('clip cuts at a word boundary with an ellipsis', () => {
    expect(clip('alpha beta gamma delta', 13)).toBe('alpha beta…');
    expect(clip('short', 13)).toBe('short');
  });

  it('the OpenAI engine is asked for the same summary: research first, funding agreeing with the facts, no cut words', () => {
    const [system] = buildMessages(posting());
    const rules = system!.content as string;
    expect(rules).toContain(NO_RESEARCH);
    expect(rules).toMatch(/First what the research is about/);
    expect(rules).toMatch(/never naming another funding type/);
    expect(rules).toMatch(/Never cut a word or a number/);
  });

  it('gives the language of the description', () => {
    expect(enrichLocally(model, posting()).language).toBe('en');
  });
});

describe('the research sentences of postings written as job boards write them', () => {
  const research = (html: string, title = 'PhD position') =>
    researchSentences({
      sentences: splitSentences(htmlBlocks(html)),
      title,
      universityName: 'University of Northbridge',
      fundingType: 'unknown',
    }).map((r) => r.text);
  const topic = (text: string) =>
    otherTopic(
      { text, index: 3, block: 1, item: false, heading: null },
      { sentences: [], title: 'PhD position', universityName: 'University of Northbridge', fundingType: 'unknown' },
    );

  it('never ends a sentence at a day written as an ordinal before its month', () => {
    expect(
      sentencesOf('Am Lehrstuhl ist zum 1. April 2027 eine Stelle zu vergeben. Bewerbung bis 31. Januar.'),
    ).toEqual(['Am Lehrstuhl ist zum 1. April 2027 eine Stelle zu vergeben.', 'Bewerbung bis 31. Januar.']);
    expect(sentencesOf('Stillingen starter 1. maj 2027 i Aarhus. Ansøgningsfrist 15. februar.')).toHaveLength(2);
  });

  it('reads a paragraph ending in a colon, or a label opening a paragraph, as a heading', () => {
    const html =
      '<p><strong>Project description:</strong> Late-killed cover crops can tie up nitrogen that the next maize ' +
      'crop needs, and you will trace it with isotope tracers in field trials.</p>' +
      '<p><strong>Qualifications:</strong></p><ul><li>MS in agronomy, soil science or crop science</li></ul>';
    const sentences = splitSentences(htmlBlocks(html));
    expect(sentences.map((s) => [s.heading, s.text.slice(0, 14)])).toEqual([
      ['Project description', 'Late-killed co'],
      ['Qualifications', 'MS in agronomy'],
    ]);
    expect(research(html, 'PhD: cover crops and nitrogen')).toEqual([sentences[0]!.text]);
  });

  it('reads "following" as an announcement only before the place it announces', () => {
    expect(topic('The department offers the following PhD project in soil physics.')).toBe('announcement');
    expect(topic('Am Lehrstuhl ist zum 1. April eine Promotionsstelle zu besetzen.')).toBe('announcement');
    expect(topic('Le laboratoire propose le sujet de thèse suivant sur les aérosols urbains.')).toBe('announcement');
    expect(
      topic('Rye residues can tie up nitrogen that the following maize crop needs, and the yield gap is unknown.'),
    ).toBeNull();
  });

  it('leaves out the duties of every post and who supervises, and counts researchers as an introduction', () => {
    expect(topic('Mitarbeit in Forschung, Lehre und Verwaltung, insbesondere das Verfassen einer Dissertation.')).toBe(
      'duties',
    );
    expect(topic('Participation in research and teaching, including the writing of a dissertation.')).toBe('duties');
    expect(
      topic('The statistics and imaging sections jointly supervise projects on the analysis of sensitive data.'),
    ).toBe('training');
    expect(topic('O centro de investigação acolhe mais de 150 investigadores de doze países.')).toBe('introduction');
  });

  it('reads a Nordic department introduction and vacancy as such, and the fellow (stipendiat) as no pay', () => {
    expect(topic('Institutt for geografi har om lag 40 faste vitenskapelig ansatte og et sterkt fagmiljø.')).toBe(
      'introduction',
    );
    expect(topic('Institutionen för kemi är ett av de ledande fagmiljöerna i Norden inom katalys.')).toBe(
      'introduction',
    );
    expect(topic('Ved Institutt for biologi er det ledig en stilling som stipendiat i økologi.')).toBe('announcement');
    expect(topic('Vid institutionen för fysik är ledig en anställning som doktorand i optik.')).toBe('announcement');
    expect(topic('Stipendiaten skal undersøke hvordan tørke påvirker fjellbjørkeskogen i Finnmark.')).toBeNull();
  });

  it('reads a Portuguese project, its opening sentence under the topic heading included', () => {
    const html =
      '<p>A escola de economia da universidade foi fundada em 1911. O centro de investigação acolhe mais de 150 ' +
      'investigadores.</p><h3>Tema de investigação</h3><p>Nas cidades portuguesas, as rendas subiram muito mais depressa do que os ' +
      'salários na última década. O projeto pretende estimar, com dados longitudinais de agregados familiares, ' +
      'de que forma o custo da habitação atrasa a saída de casa dos jovens.</p><h3>Perfil</h3>' +
      '<ul><li>Bons conhecimentos de econometria aplicada e de análise de dados longitudinais em Stata</li></ul>';
    const found = research(html, 'Doutoramento em Economia – habitação e jovens adultos');
    expect(found[0]).toMatch(/^O projeto pretende estimar/);
    expect(found).toContain(
      'Nas cidades portuguesas, as rendas subiram muito mais depressa do que os salários na última década.',
    );
    expect(found.some((s) => s.includes('econometria'))).toBe(false);
  });
});

describe('discipline classifier', () => {
  it('trains from the seed catalogue, covering every discipline', () => {
    expect([...model.disciplines].sort()).toEqual(DISCIPLINES.map((d) => d.name).sort());
  });

  it.each([
    ['PhD Studentship: Verified Compilers for Embedded Software', 'Computer Science'],
    ['Doctoral Candidate: Large Language Models for Scientific Discovery', 'Artificial Intelligence'],
    ['PhD Position: Exoplanet Atmospheres with Space Telescopes', 'Astronomy'],
    ['PhD in Labour Economics: Wages and Inflation', 'Economics'],
    ['PhD Studentship: Medieval Manuscripts and Monastic Archives', 'History'],
    ['PhD Position: Soil Health and Crop Yields in Arable Farming', 'Agricultural Sciences'],
  ])('%s -> %s', (title, discipline) => {
    expect(classifyDiscipline(model, { title, department: null, description: '<p>Join our research group.</p>' })).toBe(
      discipline,
    );
  });

  it('answers null when nothing in the posting speaks of a discipline', () => {
    expect(
      classifyDiscipline(model, {
        title: 'PhD Position',
        department: null,
        description: '<p>Apply now. Please contact us by e-mail with your CV.</p>',
      }),
    ).toBeNull();
    const vague = {
      title: 'Research Assistant',
      department: null,
      description: '<p>We are a friendly team in a lovely city. Good salary and benefits.</p>',
    };
    expect(classifyDiscipline(model, vague)).toBeNull();
    expect(enrichLocally(model, posting({ ...vague, description: vague.description })).discipline).toBeNull();
  });

  it('scores every discipline, best first', () => {
    const scores = scoreDisciplines(model, {
      title: 'PhD Position: Quantum Optics with Trapped Atoms',
      department: 'Department of Physics',
      description: '<p>Lasers, photons and quantum states.</p>',
    });
    expect(scores).toHaveLength(DISCIPLINES.length);
    expect(scores[0]!.discipline).toBe('Physics');
    expect(scores.every((s, i) => i === 0 || s.score <= scores[i - 1]!.score)).toBe(true);
  });
});

describe('determinism and shape', () => {
  it('the same examples train the same model, and the same posting gets the same enrichment', () => {
    const again = trainDisciplineClassifier(seedTrainingExamples());
    expect(again.disciplines).toEqual(model.disciplines);
    expect([...again.idf]).toEqual([...model.idf]);
    expect(enrichLocally(again, posting())).toEqual(enrichLocally(model, posting()));
    expect(seedTrainingExamples(5)).toEqual(seedTrainingExamples(5));
  });

  it('the engine is named local, answers what enrichLocally answers, and its facts satisfy the schema', async () => {
    const engine = createLocalEngine(model);
    expect(engine.name).toBe('local');
    const result = await engine.enrich(posting());
    expect(result).toEqual(enrichLocally(model, posting()));
    expect(result.engine).toBe('local');
    expect(postingFactsSchema.parse(result.facts)).toEqual(result.facts);
    expect(result.facts).toMatchObject({
      fundingType: 'fully_funded',
      stipend: { amount: 20780, currency: 'GBP', period: 'year' },
      durationMonths: 36,
      startDate: '2027-10',
      eligibility: ['UK applicants only'],
    });
  });
});

describe('text helpers', () => {
  it('reads HTML blocks: paragraphs, list items and headings, entities decoded', () => {
    const blocks = htmlBlocks('<h3>Funding &amp; fees</h3><p>A stipend of &pound;20,780.</p><ul><li>Fees</li></ul>');
    expect(blocks).toEqual([
      { text: 'Funding & fees', heading: true, item: false },
      { text: 'A stipend of £20,780.', heading: false, item: false },
      { text: 'Fees', heading: false, item: true },
    ]);
  });

  it('tokenises to content-word stems, splitting hyphenated words', () => {
    expect(tokenize('The Self-Supervised models of glaciers')).toEqual(['self', 'supervis', 'model', 'glacier']);
  });
});
