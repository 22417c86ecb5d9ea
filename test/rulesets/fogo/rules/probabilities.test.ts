import { describe, expect, it } from 'vitest';
import { rollCivilianIntention } from '../../../../src/rulesets/fogo/rules/civilians/civilians.js';
import type { CivilianIntention } from '../../../../src/rulesets/fogo/rules/game/civilian-intentions.js';
import { directFire } from '../../../../src/rulesets/fogo/rules/fire/direct-fire.js';
import { bestResult, type FireResult } from '../../../../src/rulesets/fogo/rules/fire/fire-results.js';
import type { TargetCover } from '../../../../src/rulesets/fogo/rules/fire/fire-pool.js';
import { tempt } from '../../../../src/rulesets/fogo/rules/civilians/looting.js';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, allFaces, dice, game, spec, unwrap } from './fixtures.js';

/**
 * crossfire-core §1.12 reproduced exactly: every face combination is run through the implemented
 * resolver and the outcomes are counted over 6^n.
 */

type Counts = Record<FireResult, number>;
const zero = (): Counts => ({ none: 0, pin: 0, suppress: 0, kill: 0 });

/** A firer whose open pool is `n` dice (via the HE house rule: any 1..6 dice) at a target. */
function poolGame(n: number): { state: FogoState; rules: typeof RULES } {
  const state = game([spec('G', 'recoilless-rifle'), spec('R1', 'rifle-assault'), spec('R2', 'rifle-assault'), spec('R3', 'rifle-assault')], [spec('T', 'rifle-assault')]);
  return { state, rules: (key: string) => (key === 'fire.recoillessRifleHeDice' ? n : RULES(key)) };
}

/** Outcome counts of a single firer throwing `dice` (after cover) over all 6^dice faces. */
function enumerateSingle(open: number, cover: TargetCover, thrown: number): Counts {
  const { state, rules } = poolGame(open);
  const counts = zero();
  for (const faces of allFaces(thrown)) {
    const r = unwrap(directFire(state, { side: PT, firers: ['G'], target: 'T', cover }, dice(...faces), rules));
    expect(r.result.volley.shots[0]?.dice).toBe(thrown);
    counts[r.result.volley.best]++;
  }
  return counts;
}

/** At-least counts (≥Pin, ≥Suppress, Kill) from exact counts. */
const atLeast = (c: Counts): [number, number, number] => [c.pin + c.suppress + c.kill, c.suppress + c.kill, c.kill];

describe('POOL(n, 5) by enumeration (crossfire-core §1.12)', () => {
  it.each<[number, number, number, number]>([
    // dice, ≥Pin, ≥Suppress, Kill — integer counts over 6^n
    [1, 2, 0, 0],
    [2, 20, 4, 0],
    [3, 152, 56, 8],
    [4, 1040, 528, 144],
    [5, 6752, 4192, 1632],
  ])('GIVEN %i dice THEN ≥Pin %i, ≥Suppress %i, Kill %i out of 6^n', (n, pin, sup, kill) => {
    expect(atLeast(enumerateSingle(n, 'open', n))).toEqual([pin, sup, kill]);
  });

  it('GIVEN the counts THEN they are the published percentages', () => {
    const pct = (count: number, n: number) => Math.round((count / 6 ** n) * 10000) / 100;
    expect([pct(2, 1), pct(20, 2), pct(4, 2)]).toEqual([33.33, 55.56, 11.11]);
    expect([pct(152, 3), pct(56, 3), pct(8, 3)]).toEqual([70.37, 25.93, 3.7]);
    expect([pct(1040, 4), pct(528, 4), pct(144, 4)]).toEqual([80.25, 40.74, 11.11]);
    expect([pct(6752, 5), pct(4192, 5), pct(1632, 5)]).toEqual([86.83, 53.91, 20.99]);
  });
});

describe('POOL(n, 6) against a bunker by enumeration (crossfire-core §1.12)', () => {
  it('GIVEN a bunker (one die off, 6s only) THEN 2d6: ≥Pin 11/36 (30.56 %), ≥Suppress 1/36 (2.78 %)', () => {
    expect(atLeast(enumerateSingle(3, 'bunker', 2))).toEqual([11, 1, 0]);
  });

  it('GIVEN 3 dice into a bunker THEN ≥Pin 91/216 (42.13 %), ≥Suppress 16/216 (7.41 %)', () => {
    expect(atLeast(enumerateSingle(4, 'bunker', 3))).toEqual([91, 16, 1]);
  });
});

describe('fire groups: best single result, not cumulative (crossfire-core §1.4.5, §1.12)', () => {
  it('GIVEN three Rifle Teams firing 2 dice each as a group THEN all 6^6 faces through directFire match the product of single pools', () => {
    const state = game([spec('R1', 'rifle-assault'), spec('R2', 'rifle-assault'), spec('R3', 'rifle-assault')], [spec('T', 'rifle-assault')]);
    const counts = zero();
    for (const faces of allFaces(6)) {
      const r = unwrap(
        directFire(state, { side: PT, firers: ['R1', 'R2', 'R3'], group: { kind: 'fire-group', leader: 'R1' }, target: 'T', cover: 'cover' }, dice(...faces), RULES),
      );
      counts[r.result.volley.best]++;
    }
    // single 2d6 pool: none 16, pin 16, suppress 4; P(no group result ≥ x) = P(single < x)^3
    expect(counts).toEqual({ none: 16 ** 3, pin: 32 ** 3 - 16 ** 3, suppress: 36 ** 3 - 32 ** 3, kill: 0 });
  });

  it('GIVEN 3×3d6 THEN ≥Pin 9 815 552 and ≥Suppress 5 981 696 of 6^9 (97.4 %, 59.4 %)', () => {
    const single = enumerateSingle(3, 'open', 3);
    const outcomes = Object.entries(single) as [FireResult, number][];
    const counts = zero();
    for (const [a, ca] of outcomes) for (const [b, cb] of outcomes) for (const [c, cc] of outcomes) counts[bestResult([a, b, c])] += ca * cb * cc;
    const [pin, sup] = atLeast(counts);
    expect([pin, sup, 6 ** 9]).toEqual([9815552, 5981696, 10077696]);
    expect([Math.round((pin / 6 ** 9) * 1000) / 10, Math.round((sup / 6 ** 9) * 1000) / 10]).toEqual([97.4, 59.4]);
  });
});

describe('Fogo Cruzado tables by enumeration (crossfire-core §2.4, §2.5)', () => {
  it('GIVEN a Temptation roll THEN no effect 256, Pin 512, Suppress 384, Killed 144 of 1296', () => {
    const state = game([spec('P', 'rifle-assault')], [spec('L', 'rifle-assault', { traits: ['looter'] })], { initiative: FR, lootable: ['shop'] });
    const counts = zero();
    for (const faces of allFaces(4)) {
      counts[unwrap(tempt(state, { side: PT, stand: 'L', feature: 'shop', position: 'in' }, dice(...faces), RULES)).result.result]++;
    }
    expect(counts).toEqual({ none: 256, pin: 512, suppress: 384, kill: 144 });
  });

  it.each<[boolean, Partial<Record<CivilianIntention, number>>]>([
    [false, { 'mill-about': 2, 'to-cover': 1, 'toward-enemy': 1, 'away-from-both': 1, 'toward-friends': 1 }],
    [true, { 'mill-about': 1, 'to-cover': 1, 'toward-enemy': 1, 'away-from-both': 1, 'toward-friends': 2 }],
  ])('GIVEN shooting nearby %s THEN the intentions come out of 6 as the digest says', (shooting, expected) => {
    const state = game([], [spec('CV', 'civilians')], { initiative: FR });
    const counts: Partial<Record<CivilianIntention, number>> = {};
    for (let f = 1; f <= 6; f++) {
      const i = unwrap(rollCivilianIntention(state, { side: FR, stand: 'CV', shootingInVicinity: shooting, enemyInSight: true }, dice(f))).result.intention;
      counts[i] = (counts[i] ?? 0) + 1;
    }
    expect(counts).toEqual(expected);
  });
});
