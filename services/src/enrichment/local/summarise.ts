// The summary: what the project is about first (the posting's own sentences that describe the
// research, research-sentences.ts), then the funding in the posting's own figures and with the
// university, then the deadline (funding-clause.ts). The funding and deadline sentences are written
// from the engine's facts, so the summary never contradicts them. Plain text, 2 to 3 sentences, at
// most SUMMARY_MAX characters; a sentence too long is cut at a clause boundary, never inside a word
// or a number. A posting that says nothing about the research says so rather than repeat its title.
import { SUMMARY_MAX, type PostingFacts } from '../engine.ts';
import { deadlineSentence, deadlineText, fundingSentences, payWording } from './funding-clause.ts';
import { contentStems, researchSentences } from './research-sentences.ts';
import { titleTopic, topicHead } from './title-topic.ts';
import type { Sentence } from './sentences.ts';

export { deadlineText, fundingSentences, payWording } from './funding-clause.ts';

export interface SummaryInput {
  title: string;
  universityName: string;
  closingDate: Date | null;
  deadline: string | null;
  sentences: readonly Sentence[];
  /** The description as plain text: the pay is quoted from it as written. */
  plain: string;
  facts: PostingFacts;
}

/** The least share of the best research sentence's score a sentence needs to lead the summary. */
const LEAD_SHARE = 0.4;

/** The summary's research sentence when the posting has none. */
export const NO_RESEARCH = 'The posting does not describe the research beyond its title.';

const endSentence = (text: string) => (/[.!?]["”’)]?$/.test(text) ? text : `${text.replace(/[\s,;:–—-]+$/, '')}.`);

// Where a long sentence may end early and still say what it says: before a clause that adds the
// method, the place or the partners ("…sea-level rise, combining field observations and modelling").
const CLAUSE_BREAK =
  /[;:]\s|\s[–—]\s|,\s(?=(?:and|but|with|to|before|after|then|thereby|which|where|while|whereas|using|combining|including|building on|drawing on|focusing on|in order to|so that|with the (?:aim|goal)|wobei|indem|waarbij|afin de|en utilisant|mediante)\b)/g;
const MIN_CLAUSE = 50;

/** The sentence and the shorter sentences it can be cut to at a clause boundary, longest first. */
export function clauseCuts(sentence: string): string[] {
  const out = [endSentence(sentence)];
  const cuts = [...sentence.matchAll(CLAUSE_BREAK)].reverse();
  for (const { index: at, 0: mark } of cuts) {
    const head = sentence.slice(0, at).trimEnd();
    // ", and" after an earlier comma ends a list ("develop X, prove Y, and test Z"), not a clause.
    if (/^,\s$/.test(mark) && /^\s*and\b/.test(sentence.slice(at + 2)) && head.includes(', ')) continue;
    // A cut inside brackets or quotes would leave them open.
    const open = (head.match(/[([{“]/g) ?? []).length - (head.match(/[)\]}”]/g) ?? []).length;
    if (head.length < MIN_CLAUSE || open !== 0 || !/[\p{L}\p{N})]$/u.test(head)) continue;
    // A question cut short is still a question.
    out.push(/\?["”’)]?$/.test(sentence) ? `${head}?` : endSentence(head));
  }
  return out;
}

/** Cut at the last word boundary that fits, with an ellipsis (the digest e-mail shortens text so). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

// How many sentences a reader (or a sentence counter) sees in a text: "e.g. Germany" or "Dr. Weber"
// inside a research sentence reads as a second one, and a summary has three at most.
const SEEN_BOUNDARY = /[.!?…]\s+(?=[\p{Lu}\p{N}“"])/gu;
const seenSentences = (text: string) => 1 + (text.match(SEEN_BOUNDARY)?.length ?? 0);

const cleanSentence = (text: string) => text.replace(/^[-–—•*·]\s*/, '').trim();

interface Part {
  text: string;
  value: number;
  /** The research sentence's place in the posting. */
  index?: number;
}

export function summarise(input: SummaryInput): string {
  const ranked = researchSentences({
    sentences: input.sentences,
    title: input.title,
    universityName: input.universityName,
    fundingType: input.facts.fundingType,
  }).slice(0, 4);
  const top = ranked[0]?.score ?? 1;
  const research: Part[] = ranked.flatMap((r) =>
    clauseCuts(cleanSentence(r.text)).map((text, cut) => ({
      text,
      index: r.index,
      // The best sentence whole, then one nearly as good whole, then a sentence cut to a clause.
      value:
        1 +
        3 * Math.max(0, r.score / top) -
        // A sentence far below the best (an introduction that happens to name the field) leads only
        // when the better ones cannot fit, not because it is shorter or names the title's subject.
        (r.score < top * LEAD_SHARE ? 1.5 : 0) -
        (cut > 0 ? 0.6 + cut * 0.05 : 0) -
        // A very long sentence leaves no room for the funding and the deadline.
        Math.max(0, text.length - 180) / 60,
    })),
  );
  research.push({ text: NO_RESEARCH, value: ranked.length ? -2 : 0 });

  const wording = payWording(input.plain, input.facts);
  // The title's subject joins the funding sentence when the research sentences do not name it.
  const topic = titleTopic(input.title);
  const topicStems = [...contentStems(topic)];
  const naming = new Map<string, boolean>();
  const names = (text: string) => {
    let known = naming.get(text);
    if (known === undefined) {
      const stems = contentStems(text);
      known = topicStems.every((s) => stems.has(s));
      naming.set(text, known);
    }
    return known;
  };
  const funding = fundingSentences(input.facts, wording, input.universityName, [
    { text: topic, weight: 1 },
    ...(topicHead(topic) ? [{ text: topicHead(topic)!, weight: 0.8 }] : []),
  ]);
  const deadline = deadlineSentence(deadlineText(input.closingDate, input.deadline));
  const deadlines: Part[] = deadline ? [{ text: deadline, value: 1.5 }] : [];
  // A second research sentence when no deadline takes the third place.
  const seconds: (Part | null)[] = [null];
  if (!deadline) {
    for (const r of ranked.slice(0, 3))
      seconds.push({ text: endSentence(cleanSentence(r.text)), value: 0.8, index: r.index });
  }

  let best: { parts: (Part | null)[]; value: number } | null = null;
  for (const first of research) {
    for (const second of seconds) {
      if (second && (first.index === undefined || first.index === second.index)) continue;
      const named = names(first.text) || (second !== null && names(second.text));
      const head = first.text.length + (second ? second.text.length + 1 : 0);
      const headCount = seenSentences(first.text) + (second ? seenSentences(second.text) : 0);
      const headValue = first.value + (second?.value ?? 0);
      for (const sentence of funding) {
        const moneyValue = 0.8 + sentence.detail * 2.4 + (named ? (sentence.topic ? -0.5 : 1.2) : sentence.topic * 1.2);
        for (const last of second ? [null] : [null, ...deadlines]) {
          const length = head + sentence.text.length + 1 + (last ? last.text.length + 1 : 0);
          const value = headValue + moneyValue + (last?.value ?? 0);
          if (length > SUMMARY_MAX || (best && value <= best.value)) continue;
          if (headCount + seenSentences(sentence.text) + (last ? 1 : 0) > 3) continue;
          // The posting's order: a second research sentence written before the first goes first.
          const lead = second && second.index! < first.index! ? [second, first] : [first, second];
          best = { parts: [...lead, { text: sentence.text, value: moneyValue }, last], value };
        }
      }
    }
  }
  // Every funding variant is short, so something always fits; the fallback keeps the type honest.
  if (!best) return `${NO_RESEARCH} ${funding.at(-1)!.text}`;
  return best.parts
    .filter((p): p is Part => p !== null)
    .map((p) => p.text)
    .join(' ');
}
