// An int[] read in Postgres's binary form (`array_send(column)`, a bytea) instead of its text form.
// Thousands of 128-number signatures a batch made the pg driver's text parser (character by
// character, a string per number) the detection's largest cost; the binary form is copied as one
// buffer and read as integers.

/**
 * The integers of `array_send(<int4[]>)`: a header (dimensions, has-nulls flag, element type), each
 * dimension's length and lower bound, then every element as its length (4) and its value, big-endian.
 * Only one-dimensional arrays without NULLs, which is what a signature or band list is.
 */
export function int4ArrayFromSend(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getInt32(0);
  if (dimensions === 0) return [];
  if (dimensions !== 1 || view.getInt32(4) !== 0)
    throw new Error('int4ArrayFromSend: not a one-dimensional array without NULLs');
  const length = view.getInt32(12);
  const values = new Array<number>(length);
  for (let i = 0, at = 20; i < length; i++, at += 8) values[i] = view.getInt32(at + 4);
  return values;
}
