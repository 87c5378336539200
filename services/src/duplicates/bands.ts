// Locality-sensitive hashing over MinHash signatures: the signature is cut into bands of a few
// positions, and each band hashed to one integer key. Two postings become candidates when they share
// any key (looked up in opportunity_bands, one row per key), so finding candidates
// never compares a posting with the whole catalogue. With 32 bands of 4, a pair with Jaccard 0.5
// shares a band 87% of the time, one at 0.7 more than 99.9%, one at 0.2 5%.
import { SIGNATURE_LENGTH } from './signature.ts';

export const BAND_ROWS = 4;
export const BANDS = SIGNATURE_LENGTH / BAND_ROWS;

/** The band keys of a signature (signed 32-bit, the band's number mixed in so bands never collide by position). */
export function bandKeys(signature: readonly number[]): number[] {
  if (signature.length !== SIGNATURE_LENGTH) return [];
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    let hash = Math.imul(band + 1, 0x9e3779b1);
    for (let row = 0; row < BAND_ROWS; row++) {
      hash ^= signature[band * BAND_ROWS + row]!;
      hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
      hash ^= hash >>> 12;
    }
    keys.push(hash | 0);
  }
  return [...new Set(keys)];
}
