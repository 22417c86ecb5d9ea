import { describe, expect, it } from 'vitest';
import {
  areaOfOperations,
  CORPS_AOS,
  politicalStatus,
  populationValue,
  type AoKind,
  type Corps,
} from '../../../../../src/rulesets/fng/rules/terrain/area-of-operations.js';
import { aoStatusKey, fngCampaignHouseRules } from '../../../../../src/rulesets/fng/rules/tour/campaign-house-rules.js';
import { TERRAIN_GENERATORS } from '../../../../../src/rulesets/fng/rules/terrain/terrain-generator.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const ao = (corps: Corps, faces: number[], lastAo?: AoKind, tieReroll: 'tied-columns' | 'all-columns' = 'tied-columns') =>
  unwrap(areaOfOperations({ corps, tieReroll, ...(lastAo ? { lastAo } : {}) }, dice(...faces)));

describe('FNG Area of Operations (seed L1055, L1251–L1253)', () => {
  it('GIVEN II Corps rolls 3, 4, 3 and the last mission in the Highlands THEN the Highlands win 5 to 4 (example L1253)', () => {
    const r = ao('II', [3, 4, 3], 'highlands');
    expect(r.ao).toEqual({ corps: 'II', kind: 'highlands' });
    expect(r.rounds[0]!.scores.map((s) => s.score)).toEqual([3, 4, 5]);
  });

  it('GIVEN no last mission THEN the highest die wins', () => {
    expect(ao('I', [2, 6, 5]).ao.kind).toBe('coastal');
    expect(ao('IV', [6, 1, 1]).ao.kind).toBe('swamp');
  });

  it('GIVEN III Corps THEN all five columns of its two generators roll', () => {
    const r = ao('III', [1, 2, 3, 6, 4]);
    expect(r.ao.kind).toBe('free-fire-zone');
    expect(r.rounds[0]!.scores.map((s) => s.kind)).toEqual(['coastal', 'interior', 'highlands', 'free-fire-zone', 'swamp']);
  });

  it('GIVEN a tie for the top THEN only the tied columns roll again, keeping the +2 (default)', () => {
    const d = dice(5, 1, 3, 4, 2, 1, 1);
    const r = unwrap(areaOfOperations({ corps: 'II', lastAo: 'highlands', tieReroll: 'tied-columns' }, d));
    expect(r.rounds).toHaveLength(3);
    expect(r.rounds[1]!.scores.map((s) => [s.kind, s.score])).toEqual([
      ['coastal', 4],
      ['highlands', 4],
    ]);
    expect(r.ao.kind).toBe('highlands');
    expect(d.remaining).toBe(0);
    expect(ao('II', [5, 1, 3, 4, 1], 'highlands').ao.kind).toBe('coastal');
  });

  it('GIVEN a tie under the all-columns house rule THEN every column rolls again', () => {
    const r = ao('II', [5, 1, 3, 1, 6, 2], 'highlands', 'all-columns');
    expect(r.rounds[1]!.scores).toHaveLength(3);
    expect(r.ao.kind).toBe('interior');
  });

  it('GIVEN a last AO of another Corps THEN it is refused', () => {
    expectCode(areaOfOperations({ corps: 'I', lastAo: 'swamp', tieReroll: 'tied-columns' }, dice()), 'fng/ao-not-in-corps');
  });

  it('GIVEN II Corps and a last mission in the Highlands THEN the Highlands win the first round outright 126/216 (4 + 9 + 16 + 25 + 36 + 36)', () => {
    const outright = (f: number[]) => {
      try {
        return ao('II', f, 'highlands').ao.kind === 'highlands';
      } catch {
        return false;
      }
    };
    expect(countFaces(3, outright)).toBe(126);
  });

  it('GIVEN each Corps THEN its AOs are the columns of its Terrain Generator, with their Population Values', () => {
    expect(CORPS_AOS.I.map((c) => c.kind)).toEqual(TERRAIN_GENERATORS.I.columns.map((c) => c.ao));
    expect(CORPS_AOS.II.map((c) => c.kind)).toEqual(TERRAIN_GENERATORS.II.columns.map((c) => c.ao));
    expect(CORPS_AOS.IV.map((c) => c.kind)).toEqual(TERRAIN_GENERATORS.IV.columns.map((c) => c.ao));
    expect(CORPS_AOS.III.map((c) => c.kind)).toEqual(
      [...TERRAIN_GENERATORS['III-1'].columns, ...TERRAIN_GENERATORS['III-2'].columns].map((c) => c.ao),
    );
    expect(populationValue({ corps: 'II', kind: 'highlands' })).toBe(1);
    expect(populationValue({ corps: 'III', kind: 'interior' })).toBe(3);
    expect(populationValue({ corps: 'IV', kind: 'free-fire-zone' })).toBe(0);
  });
});

describe('FNG AO Political Status (seed L1256–L1260)', () => {
  it('GIVEN II Corps Highlands and 3 + 5 THEN 8 + 1 = 9: Pro-Communist, EAL +1 (example L1260)', () => {
    const modifier = fngCampaignHouseRules.find((p) => p.key === aoStatusKey({ corps: 'II', kind: 'highlands' }))!.default as number;
    const r = politicalStatus({ modifier }, dice(3, 5));
    expect(r).toMatchObject({ status: 'pro-communist', total: 9, ealModifier: 1 });
  });

  it('GIVEN totals at the band edges THEN 5 Pacified, 6 and 8 Contested, 9 Pro-Communist', () => {
    const s = (a: number, b: number, m = 0) => politicalStatus({ modifier: m }, dice(a, b));
    expect(s(2, 3)).toMatchObject({ status: 'pacified', ealModifier: -1 });
    expect(s(3, 3).status).toBe('contested');
    expect(s(4, 4)).toMatchObject({ status: 'contested', ealModifier: 0 });
    expect(s(4, 5).status).toBe('pro-communist');
    expect(s(1, 1, -1)).toMatchObject({ status: 'pacified', total: 1 });
  });

  it('GIVEN the printed modifiers THEN the house-rule defaults follow L1258 in printed order', () => {
    const def = (corps: Corps, kind: AoKind) => fngCampaignHouseRules.find((p) => p.key === aoStatusKey({ corps, kind }))!.default;
    expect([def('I', 'dmz'), def('I', 'coastal'), def('I', 'interior')]).toEqual([1, 1, 2]);
    expect([def('II', 'highlands'), def('II', 'coastal'), def('II', 'interior')]).toEqual([1, 2, 1]);
    expect([def('III', 'free-fire-zone'), def('III', 'coastal'), def('III', 'swamp')]).toEqual([2, 0, 0]);
    expect([def('IV', 'swamp'), def('IV', 'free-fire-zone'), def('IV', 'interior')]).toEqual([1, 2, -1]);
  });

  it('GIVEN all 36 rolls THEN Pacified/Contested/Pro-Communist are 10/16/10 unmodified and 6/15/15 at +1', () => {
    const odds = (m: number) =>
      (['pacified', 'contested', 'pro-communist'] as const).map((k) => countFaces(2, (f) => politicalStatus({ modifier: m }, dice(...f)).status === k));
    expect(odds(0)).toEqual([10, 16, 10]);
    expect(odds(1)).toEqual([6, 15, 15]);
    expect(odds(2)).toEqual([3, 12, 21]);
    expect(odds(-1)).toEqual([15, 15, 6]);
  });
});
