// Some readers must see a body's first bytes before they know how to read it (a CSV's delimiter, a
// feed's JSON or XML): peek holds back only those chunks and gives them back in front of the rest.

export interface Peeked {
  /** The chunks held back, joined. */
  head: Buffer;
  /** The whole body again: the head, then what was not read yet. */
  body: AsyncGenerator<Uint8Array>;
}

/** Reads chunks until `enough(head)` says so (or the body ends). */
export async function peek(chunks: AsyncIterable<Uint8Array>, enough: (head: Buffer) => boolean): Promise<Peeked> {
  const iterator = chunks[Symbol.asyncIterator]();
  const held: Uint8Array[] = [];
  let head = Buffer.alloc(0);
  let ended = false;
  while (!enough(head)) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    held.push(next.value);
    head = Buffer.concat(held);
  }
  async function* body(): AsyncGenerator<Uint8Array> {
    if (head.byteLength > 0) yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, body: body() };
}

/** The first character that is not white space or a byte-order mark ('' for a blank start). */
export function firstSignificant(head: Buffer): string {
  return /^[\s\uFEFF]*([\s\S]?)/.exec(head.toString('utf8'))?.[1] ?? '';
}
