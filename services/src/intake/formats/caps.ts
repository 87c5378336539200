// The caps every reader respects (issue 31's safety section): a body is counted as it arrives and
// stopped past INTAKE_LIMITS.maxBytes, and a reader's items are counted as they leave and stopped past
// INTAKE_LIMITS.maxItems, so no source can make a run hold more than that, whatever its format.
import { IntakeError, INTAKE_LIMITS, type SourceItem } from '../types.ts';

/** What a reader is given: a fetch body, a file stream or an upload's chunks. */
export type Body = AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

const MEGABYTES = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The body's chunks as bytes, stopped with 'too_large' as soon as they pass the cap. */
export async function* capBytes(body: Body, maxBytes: number = INTAKE_LIMITS.maxBytes): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.byteLength;
    if (total > maxBytes) {
      throw new IntakeError(
        `The file is larger than ${MEGABYTES(maxBytes)}: split it or remove old positions`,
        'too_large',
      );
    }
    yield bytes;
  }
}

/** A reader's items, stopped with 'too_many_items' at the first one past the cap. */
export async function* capItems(
  items: AsyncIterable<SourceItem>,
  maxItems: number = INTAKE_LIMITS.maxItems,
): AsyncGenerator<SourceItem> {
  let count = 0;
  for await (const item of items) {
    count += 1;
    if (count > maxItems) {
      throw new IntakeError(
        `The source holds more than ${maxItems.toLocaleString('en-GB')} positions: split it into smaller files`,
        'too_many_items',
      );
    }
    yield item;
  }
}

/** A reader over capped bytes whose items are capped too: what every format exports. */
export function capped(
  read: (chunks: AsyncIterable<Uint8Array>) => AsyncIterable<SourceItem>,
): (body: Body) => AsyncGenerator<SourceItem> {
  return (body) => capItems(read(capBytes(body)));
}

/**
 * The whole (capped) body in one buffer. Only for what cannot be read in pieces: JSON (parsed whole,
 * at most the 10 MB cap) and a zip, whose directory sits at its end.
 */
export async function wholeBody(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The body parsed as JSON (whole: see wholeBody), or 'malformed' saying where it breaks. */
export async function jsonBody(chunks: AsyncIterable<Uint8Array>, what: string): Promise<unknown> {
  const text = (await wholeBody(chunks)).toString('utf8').replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new IntakeError(`${what} is not valid JSON (${(error as Error).message})`, 'malformed');
  }
}

/** A value as an item field: trimmed text, numbers written out, nothing for empty or missing. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** Fields without their empty ones, so a reader's item says only what its source said. */
export function presentFields(fields: Record<string, string | null | undefined>): Record<string, string | null> {
  const kept: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(fields)) if (value) kept[name] = value;
  return kept;
}
