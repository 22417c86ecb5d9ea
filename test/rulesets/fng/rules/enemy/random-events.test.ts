import { describe, expect, it } from 'vitest';
import {
  RANDOM_EVENTS,
  decisive,
  radioJamTurns,
  randomArtillerySection,
  randomEvent,
  randomEventApplies,
  randomEventSide,
  reviveSide,
  rollOff,
  supportChange,
  type RandomEventKind,
} from '../../../../../src/rulesets/fng/rules/enemy/random-events.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

/** Sixteen results in printed order for totals 3–18 (L1641, L1648). */
const PRINTED: RandomEventKind[] = [
  'weather-worse',
  'radio-jammed',
  'booby-trap',
  'weather-better',
  'spider-hole',
  'withdraw',
  'lull',
  'revive',
  'new-barrel',
  'sudden-shower',
  'reduced-support',
  'only-wounded',
  'random-artillery',
  'increased-support',
  'decisive',
  'end-mission',
];

describe('FNG Random Events (seed L1626–L1648)', () => {
  PRINTED.forEach((event, i) => {
    const total = i + 3;
    // The smallest doubles that reach this total with one d6.
    const face = Math.max(1, Math.ceil((total - 6) / 2));
    const score = total - 2 * face;
    it(`GIVEN double ${face}s and a ${score} (total ${total}) THEN ${event}`, () => {
      const d = dice(score);
      const r = unwrap(randomEvent(d, face));
      expect(r).toMatchObject({ total, doubles: 2 * face, score, rerollActivation: true });
      expect(r.row.event).toBe(event);
      expect(d.remaining).toBe(0);
    });
  });

  it('GIVEN the exercise: double 4s and a 2, double 2s and a 6 THEN both are total 10, an OOF figure revives (L1667–L1669)', () => {
    expect(unwrap(randomEvent(dice(2), 4)).row.event).toBe('revive');
    expect(unwrap(randomEvent(dice(6), 2)).row.event).toBe('revive');
  });

  it('GIVEN double 3s THEN a Random Event is rolled and Activation rolled again (L1667, L599)', () => {
    const r = unwrap(randomEvent(dice(1), 3));
    expect(r).toMatchObject({ total: 7, rerollActivation: true, row: { event: 'spider-hole' } });
  });

  it('GIVEN an impossible doubles face THEN it is refused', () => {
    expectCode(randomEvent(dice(), 0), 'fng/invalid-doubles');
    expectCode(randomEvent(dice(), 7), 'fng/invalid-doubles');
  });

  it('GIVEN doubles of each face equally likely THEN total 10 is 3 of 36, 3 and 18 are 1 each, 7–12 are 18 of 36', () => {
    const total = (f: number[]) => unwrap(randomEvent(dice(f[1]!), f[0]!)).total;
    expect(countFaces(2, (f) => total(f) === 10)).toBe(3);
    expect(countFaces(2, (f) => total(f) === 3)).toBe(1);
    expect(countFaces(2, (f) => total(f) === 18)).toBe(1);
    expect(countFaces(2, (f) => total(f) >= 7 && total(f) <= 12)).toBe(18);
  });

  it('GIVEN the table THEN events 5 and 7 are FWF only, and 8, 11 and 17 speak of "this side"', () => {
    expect(RANDOM_EVENTS.rows.filter((r) => 'fwfOnly' in r).map((r) => r.total)).toEqual([5, 7]);
    expect(RANDOM_EVENTS.rows.filter((r) => 'thisSide' in r).map((r) => r.total)).toEqual([8, 11, 17]);
    const trap = RANDOM_EVENTS.rows[2]!;
    expect(randomEventApplies(trap, 'cf')).toBe(false);
    expect(randomEventApplies(trap, 'fwf')).toBe(true);
    expect(randomEventApplies(RANDOM_EVENTS.rows[5]!, 'cf')).toBe(true);
  });
});

describe('FNG Random Event follow-up rolls (seed L1641, L1648)', () => {
  it('GIVEN the default reading THEN "this side" is the higher die of the re-roll; doubles again are refused', () => {
    expect(unwrap(randomEventSide(dice(), { reading: 'reroll-higher', reroll: { fwf: 4, cf: 3 } })).side).toBe('fwf');
    expect(unwrap(randomEventSide(dice(), { reading: 'reroll-higher', reroll: { fwf: 1, cf: 6 } })).side).toBe('cf');
    expectCode(randomEventSide(dice(), { reading: 'reroll-higher', reroll: { fwf: 2, cf: 2 } }), 'fng/reroll-is-doubles');
  });

  it('GIVEN the d6 reading THEN FWF on 1–3, VC/NVA on 4–6', () => {
    expect([1, 3, 4, 6].map((f) => unwrap(randomEventSide(dice(f), { reading: 'd6-split' })).side)).toEqual(['fwf', 'fwf', 'cf', 'cf']);
  });

  it('GIVEN radio jammed THEN 1/2d6 turns', () => {
    expect([1, 3, 6].map((f) => radioJamTurns(dice(f)).turns)).toEqual([1, 2, 3]);
  });

  it('GIVEN a revive THEN FWF on 1–4 and VC/NVA on 5–6', () => {
    expect([1, 4, 5, 6].map((f) => reviveSide(dice(f)).side)).toEqual(['fwf', 'fwf', 'cf', 'cf']);
  });

  it('GIVEN reduced or increased support THEN FWF SL on 1–3, VC/NVA EAL on 4–6, by −1 or +1', () => {
    expect(supportChange(dice(3), 'reduced-support')).toMatchObject({ side: 'fwf', change: -1 });
    expect(supportChange(dice(4), 'increased-support')).toMatchObject({ side: 'cf', change: 1 });
  });

  it('GIVEN random artillery THEN 1d6 per section, the highest is shelled with three rounds, ties re-rolled', () => {
    const d = dice(2, 6, 1, 6, 3, 4, 5, 2);
    const r = unwrap(randomArtillerySection(d));
    expect(r.rounds).toHaveLength(2);
    expect(r).toMatchObject({ section: 2, artilleryRounds: 3 });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN Decisive THEN the group or PEF rolling highest is picked', () => {
    const r = unwrap(decisive(dice(3, 5, 1), ['G1', 'G2', 'P1']));
    expect(r.winner).toBe('G2');
    expectCode(decisive(dice(), []), 'fng/nothing-to-pick');
  });

  it('GIVEN one candidate THEN it wins without rolling', () => {
    const d = dice();
    expect(unwrap(rollOff(d, ['only'], 'x')).winner).toBe('only');
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN two candidates, one rolling 2d6 keeping the best THEN it wins the first round in 125 of 216 and ties in 36', () => {
    const first = (f: number[]) => {
      const r = unwrap(rollOff(dice(...f, 1, 1, 2, 1), ['A', 'B'], 'x', (id) => (id === 'A' ? 2 : 1)));
      return r.rounds[0]!;
    };
    const aWins = (f: number[]) => {
      const [a, b] = first(f);
      return a!.score > b!.score;
    };
    const tie = (f: number[]) => {
      const [a, b] = first(f);
      return a!.score === b!.score;
    };
    expect(countFaces(3, aWins)).toBe(125);
    expect(countFaces(3, tie)).toBe(36);
  });
});
