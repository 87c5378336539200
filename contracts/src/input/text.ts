// Every piece of text a person sends passes through these helpers on its way into a schema. Postgres
// refuses the NUL character in text, and a lone UTF-16 surrogate (half of a pair, which JSON can spell
// as "\ud800") in JSON, so both are refused with a message naming the field (the gateway's input guard
// applies the same rule to every request). Other control characters (ANSI escapes in a name, a stray
// form feed) would reach e-mails and pages as they came, so they are removed. Single-line fields turn line breaks and tabs into spaces; multi-line fields keep
// tabs and line breaks (normalised to \n).
import { z } from 'zod';

/** An ANSI escape sequence (colours, cursor moves): removed whole, not just its ESC. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const ANSI_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]/g;
/** C0 controls, DEL and C1 controls: everything a single line may not hold. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const LINE_CONTROLS = /[\u0001-\u001f\u007f-\u009f]+/g;
/** The same without tab and line feed, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const TEXT_CONTROLS = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/g;

export const NUL = '\u0000';

export const hasNul = (s: string) => s.includes(NUL);

/** The refusal of a NUL character, naming the field as people know it ("Name", "title", "q"). */
export const nulRefusal = (field: string) => `${field} may not contain the NUL character (U+0000).`;

/**
 * A high surrogate not followed by a low one, or a low one not preceded by a high one. Without the `u`
 * flag the pattern sees UTF-16 code units, so a valid pair (an emoji) is two units that match neither.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasLoneSurrogate = (s: string) => LONE_SURROGATE.test(s);

/** The refusal of half a character, naming the field as `nulRefusal` does. */
export const loneSurrogateRefusal = (field: string) =>
  `${field} may not contain half of a character (an unpaired UTF-16 surrogate, U+D800 to U+DFFF).`;

/** Why text can be stored nowhere (a NUL, half a character), naming the field; undefined when it can. */
export function unstorable(field: string, s: string): string | undefined {
  if (hasNul(s)) return nulRefusal(field);
  if (hasLoneSurrogate(s)) return loneSurrogateRefusal(field);
  return undefined;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text read from a file or another system (a resume's words, a model's answer), which nobody can be
 * asked to correct: NUL goes and half a character becomes U+FFFD, so Postgres always takes it.
 */
export function storableText(s: string): string {
  return s.replaceAll(NUL, '').replace(LONE_SURROGATES, '\ufffd');
}

/** One line of text: control characters (line breaks and tabs included) become single spaces. */
export function cleanLine(s: string): string {
  return s.replace(ANSI_SEQUENCE, '').replace(LINE_CONTROLS, ' ');
}

/** Multi-line text: CRLF and CR become LF; tabs and line feeds stay; other controls go. */
export function cleanText(s: string): string {
  return s.replace(ANSI_SEQUENCE, '').replace(/\r\n?/g, '\n').replace(TEXT_CONTROLS, '');
}

type StringParams = Parameters<typeof z.string>[0];

/** The schema check of `unstorable`: stops at the first problem, so later checks never see the text. */
const refuseUnstorable = (label: string) =>
  z.superRefine<string>((s, ctx) => {
    const message = unstorable(label, s);
    if (message) ctx.addIssue({ code: 'custom', message, input: s, continue: false });
  });

/**
 * A single-line text field (a name, a title, a country). Chain `.trim().min().max()` as usual: the
 * cleaning happens first, so limits count what is stored.
 */
export function lineText(label: string, params?: StringParams) {
  return z.string(params).check(refuseUnstorable(label)).overwrite(cleanLine);
}

/** A multi-line text field (a message, comments, a description): tabs and line breaks are kept. */
export function multilineText(label: string, params?: StringParams) {
  return z.string(params).check(refuseUnstorable(label)).overwrite(cleanText);
}

/** A required single line: "<label> is required", and past `max` "<label> is too long" (or `tooLong`). */
export const requiredLine = (label: string, max: number, tooLong = `${label} is too long`) =>
  lineText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong);

/** An optional single line: absent or blank is null; past `max` "<label> is too long" (or `tooLong`). */
export const optionalLine = (label: string, max: number, tooLong = `${label} is too long`) =>
  lineText(label)
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((s) => s || null);

/** The "<label> must be at most <max> characters" wording of the account forms (recruiters, staff). */
export const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;
