import { describe, expect, it } from 'vitest';
import {
  CIVILIAN_REP,
  civilianActivity,
  civilianReaction,
  civiliansActivate,
  civiliansAtBuilding,
  civiliansPresent,
  speakLocalCivilian,
  speakLocalIndigenous,
  type FluentReading,
  type SpeakLocalTwiceReading,
} from '../../../../../src/rulesets/fng/rules/missions/civilians.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG civilians on the table (seed L1130, L1262–L1288)', () => {
  it('GIVEN Population Value 3 THEN civilians are present on 1–3', () => {
    expect([3, 4].map((f) => unwrap(civiliansPresent(dice(f), 3)).present)).toEqual([true, false]);
    expectCode(civiliansPresent(dice(), 7), 'fng/invalid-population-value');
  });

  it('GIVEN a building THEN 1/2d6 civilians, each 1 + 1/2d6" from it', () => {
    const d = dice(4, 1, 6);
    expect(civiliansAtBuilding(d, 'hooch 1')).toMatchObject({ count: 2, distancesInches: [2, 4] });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN Activation dice THEN civilians activate at the end of the turn if either scored 3+', () => {
    expect(civiliansActivate({ fwf: 2, cf: 3 })).toBe(true);
    expect(civiliansActivate({ fwf: 1, cf: 2 })).toBe(false);
    expect(CIVILIAN_REP).toBe(2);
  });

  it('GIVEN the Civilian Activity table THEN one activity per face (L1287–L1288)', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => civilianActivity(dice(f), 'C1').activity)).toEqual([
      'talking-or-joining-nearest-civilian',
      'to-field-or-pen',
      'to-nearest-building',
      'idle',
      'working',
      'leaving-by-road',
    ]);
  });
});

describe('FNG Civilian Reaction (seed L1264, L1269–L1280)', () => {
  it('GIVEN pass 2 THEN to the nearest cover; pass 1 THEN fast move away (default reading)', () => {
    expect(civilianReaction(dice(1, 2), { group: 'C', reading: 'cover-on-2' }).reaction).toBe('to-nearest-cover');
    expect(civilianReaction(dice(1, 3), { group: 'C', reading: 'cover-on-2' }).reaction).toBe('fast-move-away');
  });

  it('GIVEN the other reading THEN the two moving results swap', () => {
    expect(civilianReaction(dice(1, 2), { group: 'C', reading: 'fast-move-on-2' }).reaction).toBe('fast-move-away');
    expect(civilianReaction(dice(1, 3), { group: 'C', reading: 'fast-move-on-2' }).reaction).toBe('to-nearest-cover');
  });

  it('GIVEN pass 0 THEN drops prone on 1–3 or freezes standing on 4–6', () => {
    expect(civilianReaction(dice(3, 4, 3), { group: 'C', reading: 'cover-on-2' }).reaction).toBe('drops-prone');
    expect(civilianReaction(dice(3, 4, 4), { group: 'C', reading: 'cover-on-2' }).reaction).toBe('freezes');
  });

  it('GIVEN REP 2 THEN cover 4 of 36, fast move 16 of 36, prone 48 of 216 (the prone die only on pass 0)', () => {
    const r = (f: number[]) => civilianReaction(dice(...f), { group: 'C', reading: 'cover-on-2' }).reaction;
    expect(countFaces(3, (f) => r(f) === 'to-nearest-cover')).toBe(4 * 6);
    expect(countFaces(3, (f) => r(f) === 'fast-move-away')).toBe(16 * 6);
    expect(countFaces(3, (f) => r(f) === 'drops-prone')).toBe(48);
  });
});

const speak = (
  faces: number[],
  over: Partial<{
    rep: number;
    fluent: boolean;
    eal: number;
    shooting: boolean;
    hurt: boolean;
    fluentReading: FluentReading;
    twice: SpeakLocalTwiceReading;
  }> = {},
) => {
  const d = dice(...faces);
  const r = speakLocalCivilian(d, {
    speaker: 'Sgt Pink',
    rep: over.rep ?? 5,
    fluent: over.fluent ?? false,
    eal: over.eal ?? 3,
    shootingOrBuildingDestroyed: over.shooting ?? false,
    civilianHurtByFwf: over.hurt ?? false,
    fluentReading: over.fluentReading ?? 'auto-pass',
    twiceReading: over.twice ?? 'more-than-double',
  });
  return { r, remaining: d.remaining };
};

describe('FNG Speak Local – Civilians (seed L1290–L1298)', () => {
  it('GIVEN the example: REP 5 non-Fluent 3d6 scoring 2, civilian EAL 3 3d6 scoring 1 THEN she reveals the nearest trap (1–4) (L1305)', () => {
    const { r, remaining } = speak([1, 2, 5, 3, 4, 6, 2]);
    expect(unwrap(r)).toMatchObject({
      playerDice: 3,
      civilianDice: 3,
      playerSuccesses: 2,
      civilianSuccesses: 1,
      result: 'reveals-nearest',
      reveals: 'booby-trap',
    });
    expect(remaining).toBe(0);
  });

  it('GIVEN the example under the at-least-double reading THEN it would reveal all PEFs, which L1305 contradicts', () => {
    expect(unwrap(speak([1, 2, 5, 3, 4, 6], { twice: 'at-least-double' }).r).result).toBe('reveals-all');
  });

  it('GIVEN more than double THEN all PEFs revealed; on a 5–6 the nearest PEF is the one revealed', () => {
    expect(unwrap(speak([1, 2, 3, 3, 4, 6]).r).result).toBe('reveals-all');
    expect(unwrap(speak([1, 2, 6, 3, 4, 6, 5]).r)).toMatchObject({ result: 'reveals-nearest', reveals: 'pef', revealScore: 5 });
  });

  it('GIVEN the same or fewer successes THEN says nothing, or refuses unless forced', () => {
    expect(unwrap(speak([1, 5, 6, 3, 4, 6]).r).result).toBe('says-nothing');
    expect(unwrap(speak([4, 5, 6, 4, 5, 6]).r).result).toBe('says-nothing');
    expect(unwrap(speak([4, 5, 6, 3, 1, 6]).r).result).toBe('refuses');
  });

  it('GIVEN shooting and a civilian hurt by FWF THEN the civilian rolls EAL + 2 + 2 dice', () => {
    const { r } = speak([4, 5, 6, 4, 4, 4, 4, 4, 4, 4], { shooting: true, hurt: true });
    expect(unwrap(r).civilianDice).toBe(7);
  });

  it('GIVEN a Fluent speaker THEN the best result without a roll by default; REP d6 under the other reading', () => {
    const d = speak([], { fluent: true });
    expect(unwrap(d.r)).toMatchObject({ result: 'reveals-all', playerDice: 5 });
    const rolled = unwrap(speak([4, 4, 4, 4, 1, 4, 4, 4], { fluent: true, fluentReading: 'no-penalty' }).r);
    expect(rolled).toMatchObject({ playerDice: 5, playerSuccesses: 1, civilianSuccesses: 0, result: 'reveals-all' });
  });

  it('GIVEN bad input THEN it is refused', () => {
    expectCode(speak([], { rep: 0 }).r, 'fng/invalid-rep');
    expectCode(speak([], { eal: -1 }).r, 'fng/invalid-eal');
  });

  it('GIVEN 1d6 each (REP 3 non-Fluent, EAL 1) THEN reveals all 9 of 36, says nothing 18, refuses 9', () => {
    const result = (f: number[]) => unwrap(speak(f, { rep: 3, eal: 1 }).r).result;
    expect(countFaces(2, (f) => result(f) === 'reveals-all')).toBe(9);
    expect(countFaces(2, (f) => result(f) === 'says-nothing')).toBe(18);
    expect(countFaces(2, (f) => result(f) === 'refuses')).toBe(9);
  });
});

describe('FNG Speak Local – Indigenous Troops (seed L1292, L1300–L1307)', () => {
  const order = (faces: number[], over: Partial<{ rep: number; fluent: boolean; casualties: boolean; fluentReading: FluentReading }> = {}) =>
    unwrap(
      speakLocalIndigenous(dice(...faces), {
        advisor: 'SFC Chambers',
        rep: over.rep ?? 4,
        fluent: over.fluent ?? false,
        heavyCasualties: over.casualties ?? false,
        fluentReading: over.fluentReading ?? 'auto-pass',
      }),
    );

  it('GIVEN the example: REP 4 without Fluent rolls 2d6, one success THEN next activation at normal speed (L1310)', () => {
    expect(order([2, 5])).toMatchObject({ dice: 2, successes: 1, response: 'next-activation-normal-speed' });
  });

  it('GIVEN 3, 2 and 0 successes THEN acts as ordered, next turn, only fires', () => {
    expect(order([1, 2, 3, 4, 5, 6], { rep: 6, fluent: true, fluentReading: 'no-penalty' }).response).toBe('acts-as-ordered');
    expect(order([1, 2])).toMatchObject({ response: 'next-turn' });
    expect(order([4, 5])).toMatchObject({ response: 'only-fires' });
  });

  it('GIVEN 25% casualties THEN −1d6 more; a Fluent advisor acts without rolling by default', () => {
    expect(order([1], { casualties: true }).dice).toBe(1);
    expect(order([], { fluent: true })).toMatchObject({ response: 'acts-as-ordered', successes: 3 });
  });

  it('GIVEN REP 4 without Fluent THEN 0, 1, 2 successes in 9, 18, 9 of 36', () => {
    expect(countFaces(2, (f) => order(f).response === 'only-fires')).toBe(9);
    expect(countFaces(2, (f) => order(f).response === 'next-activation-normal-speed')).toBe(18);
    expect(countFaces(2, (f) => order(f).response === 'next-turn')).toBe(9);
  });
});
