// Ids are UUIDs, and a UUID has one canonical form: lower case. Clients may send any case (a link
// copied from an e-mail client that upper-cases, a hand-typed API call); the gateway canonicalises
// every id it receives once, at the edge, so services compare like with like.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The canonical (lower-case) form of `value` when it is a UUID; null when it is not one. */
export function canonicalId(value: string): string | null {
  return value.length === 36 && UUID.test(value) ? value.toLowerCase() : null;
}
