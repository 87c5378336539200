import { describe, expect, it } from 'vitest';
import { BANDS, bandKeys } from '../src/duplicates/bands.ts';
import { assignGroups, pairKey, type GroupCandidate } from '../src/duplicates/cluster.ts';
import {
  SIGNATURE_LENGTH,
  estimatedSimilarity,
  jaccard,
  minhashSignature,
  normalisedWords,
  shingles,
} from '../src/duplicates/signature.ts';

const posting =
  'PhD in Marine Ecology. The Department of Biology invites applications for a fully funded PhD ' +
  'studentship studying the effect of warming seas on kelp forests along the Norwegian coast. The ' +
  'student will join a team of six, take part in two field seasons and analyse long-term survey data. ' +
  'Applicants need a master degree in ecology or a related subject and good written English.';

describe('MinHash signatures', () => {
  it('reads words without HTML, entities, accents, case or punctuation', () => {
    expect(normalisedWords('<p>Étude &amp; <b>Kelp</b>-forests, 2027!</p>')).toEqual([
      'etude',
      'kelp',
      'forests',
      '2027',
    ]);
  });

  it('cuts text into three-word shingles, and a short text into one', () => {
    expect([...shingles('a b c d')]).toEqual(['a b c', 'b c d']);
    expect([...shingles('Physics PhD')]).toEqual(['physics phd']);
    expect(shingles('<p></p>').size).toBe(0);
  });

  it('is deterministic, of fixed length, and in the int4 range', () => {
    const signature = minhashSignature(posting);
    expect(signature).toHaveLength(SIGNATURE_LENGTH);
    expect(minhashSignature(posting)).toEqual(signature);
    expect(signature.every((v) => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31)).toBe(true);
    expect(minhashSignature('')).toEqual([]);
  });

  it('gives the same signature to the same text however it is marked up', () => {
    const html = `<p>${posting.replace('fully funded', '<strong>fully funded</strong>')}</p>`;
    expect(minhashSignature(html)).toEqual(minhashSignature(posting));
  });

  it('estimates Jaccard similarity within sampling error', () => {
    const reposted = posting.replace('two field seasons', 'three field seasons') + ' Deadline: 31 March 2027.';
    const other =
      'PhD in Computational Linguistics. The School of Informatics offers a studentship on parsing ' +
      'low-resource languages with neural networks, supervised jointly with the Department of Linguistics.';
    const exact = jaccard(posting, reposted);
    expect(exact).toBeGreaterThan(0.8);
    expect(Math.abs(estimatedSimilarity(minhashSignature(posting), minhashSignature(reposted)) - exact)).toBeLessThan(
      0.12,
    );
    expect(estimatedSimilarity(minhashSignature(posting), minhashSignature(other))).toBeLessThan(0.1);
    expect(estimatedSimilarity(minhashSignature(posting), [])).toBe(0);
  });
});

describe('LSH band keys', () => {
  it('gives identical texts all keys in common and unrelated texts none', () => {
    const keys = bandKeys(minhashSignature(posting));
    expect(keys.length).toBeGreaterThan(BANDS - 3);
    expect(bandKeys(minhashSignature(posting))).toEqual(keys);
    const unrelated = bandKeys(minhashSignature('Postdoctoral fellowship in medieval history at Leiden University'));
    expect(unrelated.filter((k) => keys.includes(k))).toEqual([]);
    expect(bandKeys([])).toEqual([]);
  });

  it('makes a light re-post a candidate (shares a band)', () => {
    const reposted = posting.replace('six', 'seven') + ' Closing date 1 May.';
    const keys = bandKeys(minhashSignature(reposted));
    expect(bandKeys(minhashSignature(posting)).some((k) => keys.includes(k))).toBe(true);
  });
});

describe('assignGroups', () => {
  const sig = minhashSignature(posting);
  const other = minhashSignature('A different position entirely, on the history of mathematics in Bologna');
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const row = (id: string, over: Partial<GroupCandidate> = {}): GroupCandidate => ({
    id,
    minhash: sig,
    open: true,
    createdAt: at(Number(id.slice(1))),
    eligible: true,
    ...over,
  });

  it('groups similar postings flat under the earliest published one', () => {
    const groups = assignGroups([row('p3'), row('p1'), row('p2'), row('p4', { minhash: other })], new Set());
    expect(Object.fromEntries(groups)).toEqual({ p1: null, p2: 'p1', p3: 'p1', p4: null });
  });

  it('prefers an open canonical over an earlier closed one', () => {
    const groups = assignGroups([row('p1', { open: false }), row('p2')], new Set());
    expect(Object.fromEntries(groups)).toEqual({ p2: null, p1: 'p2' });
  });

  it('never groups an ineligible row (deleted, draft, held)', () => {
    const groups = assignGroups([row('p1', { eligible: false }), row('p2')], new Set());
    expect(Object.fromEntries(groups)).toEqual({ p1: null, p2: null });
  });

  it('never puts a split pair in one group, while the rest stay grouped', () => {
    const groups = assignGroups([row('p1'), row('p2'), row('p3')], new Set([pairKey('p3', 'p1')]));
    expect(Object.fromEntries(groups)).toEqual({ p1: null, p2: 'p1', p3: null });
  });
});

describe('shingle hashing', () => {
  it('hashes each distinct shingle once: repeated shingles do not change the signature', () => {
    expect(minhashSignature('a b c a b c')).toEqual(minhashSignature('a b c a b c a b c'));
  });
});
