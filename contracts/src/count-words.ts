// A count and its noun, singular after 1 ("1 PhD Position", "2 PhD Positions", "1,234 views"): the
// one rule for every count the pages show.

/** `plural` defaults to the singular with an "s". `atLeast` marks a lower bound ("10,000+ PhD Positions"). */
export function countWords(count: number, singular: string, plural = `${singular}s`, atLeast = false): string {
  return `${count.toLocaleString('en-US')}${atLeast ? '+' : ''} ${count === 1 && !atLeast ? singular : plural}`;
}
