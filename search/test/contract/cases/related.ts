// Related: same discipline and country first, then same discipline, then same country, then the rest;
// never the document itself, never a hidden row.
import { expect, it } from 'vitest';
import { nums, type ContractContext } from '../context.ts';
import { fixtureId, HIDDEN_NUMBERS } from '../fixtures.ts';

const asc = (list: (number | string)[]) => [...list].sort((a, b) => Number(a) - Number(b));

export function defineRelatedCases(ctx: ContractContext): void {
  const related = async (n: number, limit: number) => nums(await ctx.engine().related(fixtureId(n), limit));

  it('related never returns the document itself or a hidden row', async () => {
    const all = await related(1, 100);
    expect(all).toHaveLength(29);
    expect(all).not.toContain(1);
    for (const hidden of HIDDEN_NUMBERS) expect(all).not.toContain(hidden);
  });

  it('related tiers: same discipline and country, then same discipline, then same country, then the rest', async () => {
    // Row 1 is Physics in the United Kingdom.
    const all = await related(1, 100);
    expect(asc(all.slice(0, 3))).toEqual([2, 8, 19]);
    expect(asc(all.slice(3, 8))).toEqual([9, 10, 13, 21, 29]);
    expect(asc(all.slice(8, 13))).toEqual([3, 11, 15, 22, 27]);
    expect(asc(all.slice(13))).toEqual([4, 5, 6, 7, 12, 14, 16, 17, 18, 20, 23, 24, 25, 26, 28, 30]);
  });

  it('related tiers for another document', async () => {
    // Row 30 is Computer Science in Canada.
    const nine = await related(30, 9);
    expect(nine[0]).toBe(26);
    expect(asc(nine.slice(1, 7))).toEqual([3, 5, 11, 12, 18, 20]);
    expect(asc(nine.slice(7))).toEqual([17, 21]);
  });

  it('within a tier the most similar title comes first', async () => {
    // Row 8 ("Optics with Trapped Ions in Cavities") is the closest visible title to row 1's.
    expect(await related(1, 1)).toEqual([8]);
  });

  it('related honours the limit', async () => {
    const four = await related(1, 4);
    expect(four).toHaveLength(4);
    expect(asc(four.slice(0, 3))).toEqual([2, 8, 19]);
    expect([9, 10, 13, 21, 29]).toContain(four[3]);
    expect(await related(17, 2)).toHaveLength(2);
  });

  it('a missing discipline is never "the same discipline"', async () => {
    // Row 22 (United Kingdom) has no discipline; neither has row 25 (Netherlands).
    const all = await related(22, 100);
    expect(all).toHaveLength(29);
    expect(asc(all.slice(0, 8))).toEqual([1, 2, 3, 8, 11, 15, 19, 27]);
  });

  it('related of an unknown, malformed, closed, deleted or tenant-owned id is empty', async () => {
    const engine = ctx.engine();
    expect(await engine.related('00000000-0000-4000-8000-999999999999', 5)).toEqual([]);
    expect(await engine.related('not-a-uuid', 5)).toEqual([]);
    for (const hidden of [31, 33, 35, 37]) expect(await related(hidden, 5)).toEqual([]);
  });
}
