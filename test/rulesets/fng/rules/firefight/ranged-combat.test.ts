import { describe, expect, it } from 'vitest';
import {
  crackShotDice,
  fire,
  inSightTargets,
  rangedRow,
  shotgunDice,
  type AutoHit,
  type FireInput,
} from '../../../../../src/rulesets/fng/rules/firefight/ranged-combat.js';
import { allFaces, countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const base = { autoHit: 9 as AutoHit, lmgHip: 'rep' as const };
const shoot = (faces: number[], input: Partial<FireInput> & Pick<FireInput, 'rep' | 'tr' | 'targets'>) =>
  unwrap(fire(dice(...faces), { ...base, ...input }, 'fire'));

describe('FNG Ranged Combat (seed L791–L793, L816–L837, QRS L2470–L2481)', () => {
  it('GIVEN the example L833 (Tranh SMG: 2d6 on Barnes, 1 on Nobles; rolls 3, 5, 2) THEN 5 and 3 go to Barnes, 2 to Nobles', () => {
    const r = shoot([3, 5, 2], { rep: 3, tr: 3, targets: [{ id: 'barnes', dice: 2 }, { id: 'nobles', dice: 1 }] });
    expect(r.shots.map((s) => [s.face, s.targetId])).toEqual([
      [5, 'barnes'],
      [3, 'barnes'],
      [2, 'nobles'],
    ]);
  });

  it('GIVEN the example L834 (Billy REP 5, M-16, 1 die then 2 on targets in cover; rolls 3, 4, 6) under auto-hit 10 THEN 11 hits, 9 and 8 miss', () => {
    const targets = [
      { id: 'first', dice: 1, inCover: true },
      { id: 'second', dice: 2, inCover: true },
    ];
    const r = shoot([3, 4, 6], { rep: 5, tr: 4, targets, autoHit: 10 });
    expect(r.shots.map((s) => [s.total, s.result])).toEqual([
      [11, 'hit'],
      [9, 'target-missed'],
      [8, 'target-missed'],
    ]);
    expect(r.hits).toEqual({ first: 1 });
    expect(r.missedTargets).toEqual(['second']);
  });

  it('GIVEN the same example L834 under the printed auto-hit 9 THEN the 9 hits: the example does not fit the printed rows', () => {
    const targets = [
      { id: 'first', dice: 1, inCover: true },
      { id: 'second', dice: 2, inCover: true },
    ];
    expect(shoot([3, 4, 6], { rep: 5, tr: 4, targets }).shots.map((s) => s.result)).toEqual(['hit', 'hit', 'target-missed']);
  });

  it('GIVEN the example L793 (Linh SMG rolls 1, 1, 5) THEN one hit with the 5 and out of ammo', () => {
    for (const autoHit of [9, 10] as const) {
      const r = shoot([1, 1, 5], { rep: 4, tr: 3, autoHit, targets: [{ id: 't', dice: 3 }] });
      expect(r.hits).toEqual({ t: 1 });
      expect(r.outOfAmmo).toBe(true);
      expect(r.ones).toBe(2);
    }
  });

  it('GIVEN a weapon with a dedicated loader THEN it takes three ones (L791)', () => {
    expect(shoot([1, 1, 5, 6, 4], { rep: 4, tr: 5, loader: true, targets: [{ id: 't', dice: 5 }] }).outOfAmmo).toBe(false);
    expect(shoot([1, 1, 1, 6, 4], { rep: 4, tr: 5, loader: true, targets: [{ id: 't', dice: 5 }] }).outOfAmmo).toBe(true);
  });

  it('GIVEN a total of 7 (auto-hit 9) THEN shooter misses if fast/snap, target missed if charging/concealed/cover/prone/fast/second', () => {
    const one = (input: Partial<FireInput>, target: Partial<FireInput['targets'][number]> = {}) =>
      shoot([3], { rep: 4, tr: 1, targets: [{ id: 't', dice: 1, ...target }], ...input }).shots[0];
    expect(one({})?.result).toBe('hit');
    expect(one({ movedFast: true })).toMatchObject({ result: 'shooter-missed', reasons: ['shooter-moved-fast'] });
    expect(one({ movedFast: true, agile: true })?.result).toBe('hit');
    expect(one({ snapFiring: true })?.result).toBe('shooter-missed');
    for (const c of ['charging', 'concealed', 'inCover', 'prone', 'movedFast'] as const) {
      expect(one({}, { [c]: true })?.result).toBe('target-missed');
    }
    expect(one({ partingShot: true })).toMatchObject({ result: 'target-missed', reasons: ['target-moved-fast'] });
    const second = shoot([3, 3], { rep: 4, tr: 2, targets: [{ id: 'a', dice: 1 }, { id: 'b', dice: 1 }] });
    expect(second.shots.map((s) => s.result)).toEqual(['hit', 'target-missed']);
  });

  it('GIVEN a total of 8 (auto-hit 9) THEN missed only by fast/snap shooter, cover, or third target', () => {
    const r = shoot([4, 4, 4], { rep: 4, tr: 3, targets: [{ id: 'a', dice: 1, concealed: true, prone: true }, { id: 'b', dice: 1 }, { id: 'c', dice: 1 }] });
    expect(r.shots.map((s) => s.result)).toEqual(['hit', 'hit', 'target-missed']);
    expect(shoot([4], { rep: 4, tr: 1, targets: [{ id: 'a', dice: 1, inCover: true }] }).shots[0]?.result).toBe('target-missed');
    expect(shoot([4], { rep: 4, tr: 1, snapFiring: true, targets: [{ id: 'a', dice: 1 }] }).shots[0]?.result).toBe('shooter-missed');
  });

  it('GIVEN a total of 6 or less / 9 or more THEN always missed / always hit', () => {
    expect(shoot([2], { rep: 4, tr: 1, targets: [{ id: 'a', dice: 1 }] }).shots[0]).toMatchObject({ result: 'shooter-missed', reasons: ['total'] });
    expect(shoot([5], { rep: 4, tr: 1, snapFiring: true, movedFast: true, targets: [{ id: 'a', dice: 1, inCover: true }] }).shots[0]?.result).toBe('hit');
  });

  it('GIVEN the row table THEN thresholds shift together with the auto-hit total', () => {
    expect([6, 7, 8, 9].map((t) => rangedRow(t, 9).printed)).toEqual(['6 or less', '7', '8', '9+']);
    expect([7, 8, 9, 10].map((t) => rangedRow(t, 10).printed)).toEqual(['6 or less', '7', '8', '9+']);
  });

  it('GIVEN Marksman, Pigman, LMG from the hip THEN +1 to hit, +1 REP, −1 REP (and −1 TR under rep-and-tr)', () => {
    expect(shoot([2], { rep: 4, tr: 1, marksman: true, targets: [{ id: 'a', dice: 1 }] }).shots[0]?.total).toBe(7);
    const pig = shoot([2], { rep: 4, tr: 5, pigmanWithLmg: true, targets: [{ id: 'a', dice: 1 }] });
    expect([pig.rep, pig.shots[0]?.total]).toEqual([5, 7]);
    expect(shoot([6, 6, 6, 6, 6], { rep: 4, tr: 5, lmgFromHip: true, targets: [{ id: 'a', dice: 5 }] }).rep).toBe(3);
    expectCode(fire(dice(), { ...base, lmgHip: 'rep-and-tr', rep: 4, tr: 5, lmgFromHip: true, targets: [{ id: 'a', dice: 5 }] }, 'f'), 'fng/too-many-dice');
  });

  it('GIVEN extra dice (Crack Shot, shotgun) THEN the best count and every one counts for ammo', () => {
    expect(crackShotDice(false)).toEqual({ dice: 1, extraDice: 1 });
    expect(crackShotDice(true)).toEqual({ dice: 1, extraDice: 2 });
    expect(shotgunDice(3)).toEqual({ maxTargets: 1, dice: 1, extraDice: 1 });
    expect(shotgunDice(4)).toEqual({ maxTargets: 2, dice: 2, extraDice: 2 });
    const r = shoot([1, 1, 5], { rep: 4, tr: 1, extraDice: 2, targets: [{ id: 'a', dice: 1 }] });
    expect(r.shots.map((s) => s.face)).toEqual([5]);
    expect(r.outOfAmmo).toBe(true);
  });

  it('GIVEN bridging dice THEN they use TR without being rolled (L819)', () => {
    const d = dice(4, 4);
    unwrap(fire(d, { ...base, rep: 4, tr: 3, bridgeDice: 1, targets: [{ id: 'a', dice: 1 }, { id: 'b', dice: 1 }] }, 'f'));
    expect(d.parts[0]?.faces).toHaveLength(2);
    expectCode(fire(dice(), { ...base, rep: 4, tr: 3, bridgeDice: 2, targets: [{ id: 'a', dice: 1 }, { id: 'b', dice: 1 }] }, 'f'), 'fng/too-many-dice');
  });

  it('GIVEN a Parting Shot THEN no Received Fire tests follow (L626)', () => {
    expect(shoot([6], { rep: 4, tr: 1, partingShot: true, targets: [{ id: 'a', dice: 1 }] }).receivedFireTests).toBe(false);
    expect(shoot([6], { rep: 4, tr: 1, targets: [{ id: 'a', dice: 1 }] }).receivedFireTests).toBe(true);
  });

  it('GIVEN bad input THEN refused', () => {
    expectCode(fire(dice(), { ...base, rep: 0, tr: 1, targets: [{ id: 'a', dice: 1 }] }, 'f'), 'fng/invalid-rep');
    expectCode(fire(dice(), { ...base, rep: 4, tr: 0, targets: [{ id: 'a', dice: 1 }] }, 'f'), 'fng/invalid-target-rating');
    expectCode(fire(dice(), { ...base, rep: 4, tr: 2, targets: [] }, 'f'), 'fng/no-targets');
    expectCode(fire(dice(), { ...base, rep: 4, tr: 2, targets: [{ id: 'a', dice: 0 }] }, 'f'), 'fng/invalid-dice');
    expectCode(fire(dice(), { ...base, rep: 4, tr: 2, targets: [{ id: 'a', dice: 3 }] }, 'f'), 'fng/too-many-dice');
  });

  // Exact: with every die on one target, hits are binomial; a die hits on h faces of 6, read from the printed
  // table: open target 7+ (auto-hit 9) or 8+ (10); in cover only the auto-hit total. Tallies of k hits, TR 1–4:
  const BINOMIAL: Record<number, number[][]> = {
    0: [[6, 0], [36, 0, 0], [216, 0, 0, 0], [1296, 0, 0, 0, 0]],
    1: [[5, 1], [25, 10, 1], [125, 75, 15, 1], [625, 500, 150, 20, 1]],
    2: [[4, 2], [16, 16, 4], [64, 96, 48, 8], [256, 512, 384, 128, 16]],
    3: [[3, 3], [9, 18, 9], [27, 81, 81, 27], [81, 324, 486, 324, 81]],
    4: [[2, 4], [4, 16, 16], [8, 48, 96, 64], [16, 128, 384, 512, 256]],
    5: [[1, 5], [1, 10, 25], [1, 15, 75, 125], [1, 20, 150, 500, 625]],
    6: [[0, 6], [0, 0, 36], [0, 0, 0, 216], [0, 0, 0, 0, 1296]],
  };
  // h per REP 1..7 for: open/9, cover/9, open/10, cover/10.
  const H: Record<string, number[]> = {
    'open 9': [1, 2, 3, 4, 5, 6, 6],
    'cover 9': [0, 0, 1, 2, 3, 4, 5],
    'open 10': [0, 1, 2, 3, 4, 5, 6],
    'cover 10': [0, 0, 0, 1, 2, 3, 4],
  };
  for (const [situation, hs] of Object.entries(H)) {
    const [where, ah] = situation.split(' ') as ['open' | 'cover', string];
    it(`GIVEN REP 1–7, TR 1–4, one target ${where === 'open' ? 'in the open' : 'in cover'}, auto-hit ${ah} THEN hits tally as binomial(TR, h/6)`, () => {
      hs.forEach((h, i) => {
        const rep = i + 1;
        for (let tr = 1; tr <= 4; tr++) {
          const tally = new Array<number>(tr + 1).fill(0);
          for (const f of allFaces(tr)) {
            const r = unwrap(
              fire(dice(...f), { ...base, autoHit: Number(ah) as AutoHit, rep, tr, targets: [{ id: 't', dice: tr, inCover: where === 'cover' }] }, 'f'),
            );
            const k = r.hits['t'] ?? 0;
            tally[k] = (tally[k] ?? 0) + 1;
          }
          expect(tally, `REP ${rep} TR ${tr}`).toEqual(BINOMIAL[h]?.[tr - 1]);
        }
      });
    });
  }

  it('GIVEN REP 4, one die on each of 2 / 3 open targets THEN the second is hit in 9/36 (low die 4+), the third in 8/216 (low die 5+)', () => {
    const two = (f: number[]) => shoot(f, { rep: 4, tr: 2, targets: [{ id: 'a', dice: 1 }, { id: 'b', dice: 1 }] }).hits['b'] === 1;
    expect(countFaces(2, two)).toBe(9);
    const three = (f: number[]) =>
      shoot(f, { rep: 4, tr: 3, targets: [{ id: 'a', dice: 1 }, { id: 'b', dice: 1 }, { id: 'c', dice: 1 }] }).hits['c'] === 1;
    expect(countFaces(3, three)).toBe(8);
  });

  it('GIVEN out of ammo THEN 16/216 for TR 3, 171/1296 for TR 4, 21/1296 for TR 4 with a loader', () => {
    const dry = (n: number, loader: boolean) => (f: number[]) => shoot(f, { rep: 4, tr: n, loader, targets: [{ id: 'a', dice: n }] }).outOfAmmo;
    expect(countFaces(3, dry(3, false))).toBe(16);
    expect(countFaces(4, dry(4, false))).toBe(171);
    expect(countFaces(4, dry(4, true))).toBe(21);
  });
});

describe('FNG order of fire: In Sight targets (seed L817–L822)', () => {
  // Figures on a line, inches from the inactive side's rear.
  const pos: Record<string, number> = { A: 3, B: 2, C: 1, D: 0, '1': 10, '2': 11, '3': 12, '4': 13, '5': 14 };
  const distance = (a: string, b: string) => Math.abs((pos[a] ?? 0) - (pos[b] ?? 0));

  it('GIVEN the example L817 (3 inactive vs 5 active) THEN A, B, C take 1, 2, 3; 4 and 5 take the closest untargeted A and B', () => {
    const t = inSightTargets(
      [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }, { id: '5' }],
      distance,
    );
    expect(Object.fromEntries(t)).toEqual({ A: '1', B: '2', C: '3', '1': 'A', '2': 'B', '3': 'C', '4': 'A', '5': 'B' });
  });

  it('GIVEN the example L820 (4 inactive vs 3 active) THEN after all are targeted the closest is targeted again', () => {
    const t = inSightTargets([{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }], [{ id: '1' }, { id: '2' }, { id: '3' }], distance);
    expect([t.get('A'), t.get('B'), t.get('C'), t.get('D')]).toEqual(['1', '2', '3', '1']);
    expect([t.get('1'), t.get('2'), t.get('3')]).toEqual(['A', 'B', 'C']);
  });

  it('GIVEN Stars THEN they choose regardless (L822)', () => {
    const t = inSightTargets([{ id: 'A', starTarget: '3' }], [{ id: '1' }, { id: '3', starTarget: 'A' }], distance);
    expect(Object.fromEntries(t)).toEqual({ A: '3', '3': 'A', '1': 'A' });
  });
});
