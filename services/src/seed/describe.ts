// The HTML description and the short summary of a generated listing. Descriptions follow the shape
// universities publish (intro, project, tasks, requirements, funding, how to apply) so the detail page,
// the sanitiser and full-text search see realistic documents.
import type { DisciplineSeed } from './data/disciplines.ts';
import {
  ABOUT_UNIVERSITY,
  AIMS,
  BENEFITS,
  CONTEXT,
  ENQUIRIES,
  EQUALITY,
  HOW_TO_APPLY,
  INTRO,
  OUTCOMES,
  REQUIREMENTS,
  SETTING,
  TASKS,
} from './data/text.ts';
import type { Rng } from './prng.ts';
import { capitalise, escapeHtml, fill, inSentence, longDate, monthYear } from './text.ts';

export interface DescriptionInput {
  universityName: string;
  city: string;
  country: string;
  department: string;
  discipline: DisciplineSeed;
  topic: string;
  supervisor: string;
  fullyFunded: boolean;
  fundingDetails: string;
  /** The listing's open_to: the description says the same, so the enrichment reads who may apply. */
  openTo: string;
  duration: string;
  closingDate: Date | null;
  startDate: Date;
}

const paragraph = (text: string) => `<p>${text}</p>`;

/** Citizens who count as domestic, where "Domestic students" has a usual wording. */
const DOMESTIC: Record<string, string> = {
  'United States': 'Applicants must be US citizens or permanent residents.',
  Canada: 'Applicants must be Canadian citizens or permanent residents.',
  Australia: 'Applicants must be Australian citizens or permanent residents.',
};

/**
 * Who may apply, in the words postings use for the listing's open_to (no random draw: every other
 * field of a catalogue generated from a given seed stays what it was). The enrichment reads these as
 * its eligibility notes, so the demo has positions limited to some countries (docs/eligibility.md).
 */
export function eligibilitySentence(openTo: string, country: string): string {
  switch (openTo) {
    case 'UK students':
      return 'This studentship is open to UK applicants only.';
    case 'Home students':
      return 'The studentship is open to home students only.';
    case 'UK and EU students':
      return 'The position is open to UK and EU applicants only.';
    case 'EU students':
    case 'EU/EEA students':
      return 'The position is open to EU/EEA applicants only.';
    case 'Domestic students':
      return DOMESTIC[country] ?? 'International students are not eligible for this position.';
    default:
      return 'Applicants of all nationalities are welcome.';
  }
}
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function describe(rng: Rng, input: DescriptionInput): string {
  const [method, method2] = rng.sample(input.discipline.methods, 2);
  const values = Object.fromEntries(
    Object.entries({
      university: input.universityName,
      city: input.city,
      country: input.country,
      department: input.department,
      topic: input.topic,
      topicLower: inSentence(input.topic),
      topicCap: capitalise(inSentence(input.topic)),
      area: input.discipline.name.toLowerCase(),
      supervisor: input.supervisor,
      funded: input.fullyFunded ? 'fully funded ' : '',
      groupSize: String(rng.int(6, 25)),
      method: method ?? '',
      method2: method2 ?? method ?? '',
      deadline: input.closingDate
        ? ` no later than ${longDate(input.closingDate)}`
        : '; applications are reviewed until the position is filled',
    }).map(([key, value]) => [key, escapeHtml(value)]),
  );
  const text = (templates: readonly string[]) => fill(rng.pick(templates), values);

  const [background, skills] = input.discipline.background;
  const requirements = [
    `A master’s degree (or equivalent, completed by the start date) in ${escapeHtml(background ?? '')}`,
    ...(skills ? [capitalise(escapeHtml(skills))] : []),
    ...rng.sample(REQUIREMENTS, rng.int(3, 5)),
  ];
  const sections = [
    paragraph(`${text(INTRO)} ${text(SETTING)}`),
    '<h3>About the project</h3>',
    paragraph(`${text(CONTEXT)} ${text(AIMS)}`),
    paragraph(text(OUTCOMES)),
    ...(rng.chance(0.6) ? ['<h3>Your tasks</h3>', list(rng.sample(TASKS, rng.int(3, 5)))] : []),
    '<h3>Requirements</h3>',
    list(requirements),
    paragraph(escapeHtml(eligibilitySentence(input.openTo, input.country))),
    '<h3>Funding and benefits</h3>',
    paragraph(
      `${escapeHtml(input.fundingDetails)} The expected duration is ${escapeHtml(input.duration)}. ${rng.pick(BENEFITS)}`.trim(),
    ),
    ...(rng.chance(0.4) ? ['<h3>About the university</h3>', paragraph(text(ABOUT_UNIVERSITY))] : []),
    '<h3>How to apply</h3>',
    paragraph(
      `${text(HOW_TO_APPLY)} The preferred start date is ${monthYear(input.startDate)}. ${text(ENQUIRIES)} ${text(EQUALITY)}`,
    ),
  ];
  return sections.join('\n');
}
