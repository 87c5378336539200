// The seed signs every listing for near-duplicate detection as it inserts it (the same signature the
// search-index processor would write), so detection finds seeded listings from the start and the
// sweep has nothing to catch up on. The demo catalogue has no pair near the grouping threshold
// (services/src/duplicates/cluster.ts), so signing groups nothing and the spec's totals stand.
import { bandKeys } from '../duplicates/bands.ts';
import { minhashSignature, postingText } from '../duplicates/signature.ts';

const signed = new WeakMap<object, { minhash: number[]; bands: number[] }>();

export function seedSignature(row: { title: string; description: string }) {
  let found = signed.get(row);
  if (!found) {
    const minhash = minhashSignature(postingText(row));
    found = { minhash, bands: bandKeys(minhash) };
    signed.set(row, found);
  }
  return found;
}
