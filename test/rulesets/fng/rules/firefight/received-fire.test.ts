import { describe, expect, it } from 'vitest';
import { worseOutcome } from '../../../../../src/rulesets/fng/rules/firefight/reaction.js';
import { receivedFire, receivedFireResult } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const rf = (faces: number[], input: Parameters<typeof receivedFire>[1]) => unwrap(receivedFire(dice(...faces), input, 'rf'));

describe('FNG Received Fire (seed L695, QRS L2439–L2452)', () => {
  it('GIVEN 2 passes THEN retrieving wounded carry on, outgunned duck back, others fire', () => {
    expect(rf([1, 2], { rep: 4, retrievingWounded: true }).outcome).toBe('carry-on');
    expect(rf([1, 2], { rep: 4, outgunned: true }).outcome).toBe('duck-back');
    expect(rf([1, 2], { rep: 4 }).outcome).toBe('fire');
    expect(rf([1, 2], { rep: 4, inCover: true }).outcome).toBe('fire');
  });

  it('GIVEN 1 pass THEN retrieving wounded carry on, in cover fire, others duck back', () => {
    expect(rf([1, 6], { rep: 4, retrievingWounded: true }).outcome).toBe('carry-on');
    expect(rf([1, 6], { rep: 4, inCover: true }).outcome).toBe('fire');
    expect(rf([1, 6], { rep: 4 }).outcome).toBe('duck-back');
  });

  it('GIVEN 1 pass in cover but outgunned THEN never better than Duck Back (L801)', () => {
    expect(rf([1, 6], { rep: 4, inCover: true, outgunned: true }).outcome).toBe('duck-back');
  });

  it('GIVEN 0 passes THEN the group takes a Cohesion test', () => {
    expect(rf([5, 6], { rep: 4 }).outcome).toBe('cohesion-test');
    expect(rf([5, 6], { rep: 4, retrievingWounded: true }).outcome).toBe('cohesion-test');
  });

  it('GIVEN a Shirker THEN it is always outgunned (L362)', () => {
    expect(rf([1, 2], { rep: 4, shirker: true }).outcome).toBe('duck-back');
  });

  it('GIVEN a bunker THEN 3d6 (L1026); a Poser 1d6; a Born Leader +1d6 (L359–L362)', () => {
    const bunker = dice(5, 6, 1);
    expect(unwrap(receivedFire(bunker, { rep: 4, inBunker: true }, 'rf')).roll.passes).toBe(1);
    expect(bunker.remaining).toBe(0);
    const poser = dice(1, 1);
    expect(unwrap(receivedFire(poser, { rep: 4, poser: true }, 'rf')).outcome).toBe('duck-back');
    expect(poser.remaining).toBe(1);
    expect(rf([5, 1, 2], { rep: 4, bornLeader: true }).roll.passes).toBe(2);
  });

  it('GIVEN VC/NVA after "stepped in it" / "where\'s Charlie" THEN +1 / −1 REP (L1602)', () => {
    expect(rf([5, 5], { rep: 4, activity: 'stepped-in-it' }).outcome).toBe('fire');
    expect(rf([4, 4], { rep: 4, activity: 'wheres-charlie' }).outcome).toBe('cohesion-test');
    expect(rf([4, 4], { rep: 4, activity: 'business-as-usual' }).outcome).toBe('fire');
  });

  it('GIVEN a Star\'s Free Will THEN his choice is the result without dice (L344–L346)', () => {
    const d = dice();
    expect(unwrap(receivedFire(d, { rep: 5, choice: 2 }, 'rf Riker')).outcome).toBe('fire');
    expect(unwrap(receivedFire(d, { rep: 5, choice: 0 }, 'rf Riker')).outcome).toBe('cohesion-test');
  });

  it('GIVEN snake eyes THEN the figure becomes a hero; in hero mode it passes 2d6 unrolled (L706)', () => {
    expect(rf([1, 1], { rep: 4 }).becomesHero).toBe(true);
    const d = dice();
    expect(unwrap(receivedFire(d, { rep: 2, heroMode: true }, 'rf')).outcome).toBe('fire');
  });

  it('GIVEN a Coward who ducks back THEN he retires; Nerves of Steel carries on', () => {
    expect(rf([1, 6], { rep: 4, temperament: { coward: true } }).outcome).toBe('retire');
    expect(rf([1, 6], { rep: 4, temperament: { nervesOfSteel: true } }).outcome).toBe('carry-on');
  });

  it('GIVEN a REP no figure has THEN refused', () => {
    expectCode(receivedFire(dice(), { rep: 0 }, 'rf'), 'fng/invalid-rep');
    expectCode(receivedFire(dice(), { rep: 8 }, 'rf'), 'fng/invalid-rep');
  });

  it('GIVEN the table alone THEN each row and case reads as printed', () => {
    expect(receivedFireResult(2, {})).toBe('fire');
    expect(receivedFireResult(1, { inCover: true, retrievingWounded: true })).toBe('carry-on');
    expect(receivedFireResult(0, { outgunned: true })).toBe('cohesion-test');
  });

  it('GIVEN outcomes THEN cohesion is worse than duck back, retire worst, fire kept over carry on', () => {
    expect(worseOutcome('fire', 'duck-back')).toBe('duck-back');
    expect(worseOutcome('duck-back', 'cohesion-test')).toBe('cohesion-test');
    expect(worseOutcome('cohesion-test', 'retire')).toBe('retire');
    expect(worseOutcome('fire', 'carry-on')).toBe('fire');
  });

  it('GIVEN REP 4 in cover THEN fire 32/36 (1 or 2 passes), cohesion 4/36', () => {
    const outcome = (f: number[]) => rf(f, { rep: 4, inCover: true }).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'fire')).toBe(32);
    expect(countFaces(2, (f) => outcome(f) === 'cohesion-test')).toBe(4);
  });

  it('GIVEN REP 3 in a bunker (3d6) THEN 2+ passes 108, 1 pass 81, 0 passes 27 of 216', () => {
    const passes = (f: number[]) => rf(f, { rep: 3, inBunker: true }).roll.row;
    expect(countFaces(3, (f) => passes(f) === 2)).toBe(108);
    expect(countFaces(3, (f) => passes(f) === 1)).toBe(81);
    expect(countFaces(3, (f) => passes(f) === 0)).toBe(27);
  });
});
