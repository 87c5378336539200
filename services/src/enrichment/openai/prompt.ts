// What the OpenAI engine sends about one posting: fixed instructions, then the posting's fields with
// its description as plain text, cut short when very long (the facts sit near the top of a posting,
// and a shorter prompt is cheaper and faster).
import { convert } from 'html-to-text';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { SUMMARY_MAX, type EnrichmentInput } from '../engine.ts';
import { NO_RESEARCH } from '../local/summarise.ts';

/** Most characters of the description sent (about 2,000 tokens). */
export const DESCRIPTION_MAX = 8_000;

const INSTRUCTIONS = `You read one PhD position posting and answer with JSON in the given schema.
- summary: plain English text, 2 to 3 whole sentences, at most ${SUMMARY_MAX} characters, no markup. First what the research is about: the project's question, aim or methods, in the posting's own words where possible (never the university's or department's introduction, the equality statement, the requirements, what is offered or how to apply); when the posting says nothing about the research beyond its title, write "${NO_RESEARCH}" Then the funding with the university, in the posting's own figures (e.g. "Fully funded at the University of Glasgow: a stipend of £20,780 per year and tuition fees covered."), agreeing with facts.fundingType and facts.tuition and never naming another funding type. Then the deadline ("Apply by 31 January 2027."). Never cut a word or a number (PM2.5, 5.5 GHz, Dr. rer. nat.); end every sentence with a full stop.
- discipline: the one discipline of the list that fits the project best, or null when none fits.
- facts: only what the posting states, in any language. fundingType from who pays what: "fully_funded" when a stipend or salary comes with tuition covered (a university that covers or waives the international fee difference, or gives international students a fee scholarship too, covers it) or with employment where doctoral candidates pay no fees; "partially_funded" when one part is missing (a stipend but students pay their own tuition, fees only, the home rate only, the first year only, a fee discount); "self_funded" when the candidate must bring the money; "unknown" when it does not say or the funding must still be competed for; tuition.home / tuition.international true or false only when it says fees are or are not covered for home or international students, else null; stipend: the pay (never a fee, a research budget or a living-cost estimate), the first figure as written, with amount as a number, the ISO 4217 currency code (S$ SGD, HK$ HKD, ¥ JPY in Japan, ₩ KRW, kr by country) and the period as written (year, month or total), else null; durationMonths, the length of the position in months (a renewable 12-month appointment is not it), else null; startDate as YYYY-MM-DD or YYYY-MM (never the application deadline), else null; eligibility as short notes on who may apply (e.g. "UK applicants only"), at most 10 of at most 200 characters, else an empty list.`;

const STATED = { fully_funded: 'fully funded', partially_funded: 'partially funded', self_funded: 'self-funded' };

export function buildMessages(input: EnrichmentInput): ChatCompletionMessageParam[] {
  const lines = [
    `Title: ${input.title}`,
    `University: ${input.universityName}`,
    input.department && `Department: ${input.department}`,
    `Country: ${input.country}${input.city ? ` (${input.city})` : ''}`,
    `Deadline: ${input.closingDate ? input.closingDate.toISOString().slice(0, 10) : (input.deadline ?? 'not given')}`,
    input.statedFundingType &&
      input.statedFundingType !== 'unknown' &&
      `Funding type (as the poster states it; the summary must agree): ${STATED[input.statedFundingType]}`,
    input.funding && `Funding: ${input.funding}`,
    input.fundingDetails && `Funding details: ${input.fundingDetails}`,
    '',
    'Description:',
    plainDescription(input.description),
  ];
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: lines.filter((line) => line !== null).join('\n') },
  ];
}

/** The description's HTML as plain text, at most DESCRIPTION_MAX characters, cut at a word. */
export function plainDescription(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))} …`;
}
