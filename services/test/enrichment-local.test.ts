// The local enrichment engine (issue 17): the extractive summary's rules, the discipline classifier
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
import { clip, deadlineText, fundingClause, leadOf, payWording } from '../src/enrichment/local/summarise.ts';
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
  it('is plain text, 2 to 3 sentences, at most 300 characters, and names the funding', () => {
    const { summary } = enrichLocally(model, posting());
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toMatch(/[<>]/);
    expect(sentences(summary).length).toBeGreaterThanOrEqual(2);
    expect(sentences(summary).length).toBeLessThanOrEqual(3);
    expect(summary).toMatch(/fully funded/i);
    expect(summary).toMatch(/£20,780/);
  });

  it('keeps the key facts: university, subject and deadline', () => {
    const { summary } = enrichLocally(model, posting());
    expect(summary).toContain('University of Reading');
    expect(summary).toContain('Flood Forecasting');
    expect(summary).toContain('31 January 2027');
  });

  it('takes its sentences from the posting and leaves out how-to-apply boilerplate', () => {
    const { summary } = enrichLocally(
      model,
      posting({
        title: 'Doctoral Researcher (m/f/d): Salt Marsh Resilience',
        universityName: 'University of Hamburg',
        country: 'Germany',
        description: LONG_DESCRIPTION,
      }),
    );
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toMatch(/m\/f\/d|cover letter|referees|equal opportunities/);
    expect(summary).toMatch(/TV-L E13|salary/);
    const body = sentences(summary).slice(1);
    const plain = plainText(LONG_DESCRIPTION);
    expect(body.some((s) => plain.includes(s.replace(/\.$/, '')))).toBe(true);
  });

  it('never exceeds 300 characters or cuts a word, however long the title and sentences', () => {
    const words = 'hydrodynamic sediment vegetation estuarine modelling calibration observational'.split(' ');
    const long = Array.from({ length: 80 }, (_, i) => words[i % words.length]).join(' ');
    const { summary } = enrichLocally(
      model,
      posting({
        title: `PhD Studentship: ${long}`,
        description: `<p>${long}. ${long}.</p><p>A stipend of £19,000 per year.</p>`,
      }),
    );
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    const lastWord = summary
      .replace(/[….]+$/, '')
      .split(' ')
      .pop()!;
    expect(words.some((w) => w.startsWith(lastWord)) || /\d/.test(lastWord)).toBe(true);
    expect(words).toContain(lastWord.replace(/[^a-z]/g, ''));
  });

  it('stays quick and within the rules on a very long posting', () => {
    const paragraph =
      '<p>The studentship provides a stipend of £20,780 per year and covers tuition fees for students.</p>';
    const started = performance.now();
    const result = enrichLocally(model, posting({ description: paragraph.repeat(2000) }));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(result.facts.stipend).toEqual({ amount: 20780, currency: 'GBP', period: 'year' });
  });

  it('still summarises a posting with no description', () => {
    const { summary, facts } = enrichLocally(model, posting({ description: '' }));
    expect(summary).toMatch(/^PhD Studentship on Machine Learning for Flood Forecasting at the University of Reading/);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(facts.fundingType).toBe('unknown');
  });

  it('gives two sentences even when every sentence of the posting reads like boilerplate', () => {
    const { summary } = enrichLocally(
      model,
      posting({
        description:
          '<p>The department welcomes PhD applicants interested in informal work and household strategies.</p>' +
          '<p>Please send a concept note and a CV to the programme convenor.</p>',
      }),
    );
    expect(sentences(summary).length).toBeGreaterThanOrEqual(2);
    expect(summary).toContain('informal work');
  });

  it('says the funding is not stated when a one-line posting offers no second sentence', () => {
    const { summary } = enrichLocally(model, posting({ description: '<p>Apply now.</p>' }));
    expect(sentences(summary)).toHaveLength(2);
    expect(summary).toMatch(/does not say how the position is funded\.$/);
  });

  it('follows the stated funding: a ticked box never reads "does not say", nor keeps a sentence naming another type', () => {
    const oneLine = enrichLocally(
      model,
      posting({ description: '<p>Apply now.</p>', statedFundingType: 'fully_funded' }),
    );
    expect(oneLine.summary).toMatch(/fully funded/i);
    expect(oneLine.summary).not.toMatch(/does not say/);
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

  it("the funding clause keeps the posting's own wording of the pay", () => {
    const facts = (stipend: { amount: number; currency: string; period: 'year' | 'month' } | null) => ({
      fundingType: 'fully_funded' as const,
      tuition: { home: null, international: null },
      stipend,
      durationMonths: null,
      startDate: null,
      eligibility: [],
    });
    const salaried = facts({ amount: 2901, currency: 'EUR', period: 'month' });
    expect(fundingClause(salaried, payWording(['A four-year contract, €2,901 gross per month.'], salaried))).toBe(
      'Fully funded, with a salary of €2,901 gross per month.',
    );
    expect(fundingClause(facts(null), payWording(['Salary according to TV-L E13 (65%).'], facts(null)))).toBe(
      'Fully funded, with a salary according to TV-L E13 (65%).',
    );
    const swiss = facts({ amount: 47040, currency: 'CHF', period: 'year' });
    expect(fundingClause(swiss, payWording(["A salary starting at CHF 47'040 in the first year."], swiss))).toBe(
      "Fully funded, with a salary of CHF 47'040 per year.",
    );
    expect(fundingClause(facts({ amount: 20780, currency: 'GBP', period: 'year' }))).toBe(
      'Fully funded, with a stipend of £20,780 per year.',
    );
  });

  it('clip cuts at a word boundary with an ellipsis', () => {
    expect(clip('alpha beta gamma delta', 13)).toBe('alpha beta…');
    expect(clip('short', 13)).toBe('short');
  });

  it('the lead names the position and the university, without gender notes', () => {
    expect(leadOf('Doctoral Researcher (m/f/d): Salt Marsh Resilience', 'University of Hamburg')).toBe(
      'Doctoral Researcher on Salt Marsh Resilience at the University of Hamburg',
    );
    expect(leadOf('PhD in Economics at ETH Zurich', 'ETH Zurich')).toBe('PhD in Economics at ETH Zurich');
  });

  it('writes the deadline as a date, from the closing date or a free-text deadline', () => {
    expect(deadlineText(new Date('2027-01-31T23:59:00Z'), null)).toBe('31 January 2027');
    expect(deadlineText(null, 'Graduate admissions deadline: December 15')).toBe('15 December');
    expect(deadlineText(null, 'Open until filled')).toBeNull();
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
