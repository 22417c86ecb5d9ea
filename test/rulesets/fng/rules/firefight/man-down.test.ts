import { describe, expect, it } from 'vitest';
import { manDown, receivedFireAndManDown } from '../../../../../src/rulesets/fng/rules/firefight/man-down.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG Man Down (seed L692, L696, QRS L2439–L2452)', () => {
  it('GIVEN 2 / 1 / 0 passes THEN Carry On / Duck Back / Cohesion test', () => {
    expect(unwrap(manDown(dice(1, 4), { rep: 4 }, 'md')).outcome).toBe('carry-on');
    expect(unwrap(manDown(dice(1, 5), { rep: 4 }, 'md')).outcome).toBe('duck-back');
    expect(unwrap(manDown(dice(5, 5), { rep: 4 }, 'md')).outcome).toBe('cohesion-test');
  });

  it('GIVEN a Leader Die, Free Will, hero mode, Born Leader THEN each counts', () => {
    expect(unwrap(manDown(dice(5, 5), { rep: 4, leaderDie: true }, 'md')).outcome).toBe('duck-back');
    expect(unwrap(manDown(dice(), { rep: 4, choice: 1 }, 'md')).outcome).toBe('duck-back');
    expect(unwrap(manDown(dice(), { rep: 4, heroMode: true }, 'md')).outcome).toBe('carry-on');
    expect(unwrap(manDown(dice(5, 5, 2), { rep: 4, bornLeader: true }, 'md')).outcome).toBe('duck-back');
    expect(unwrap(manDown(dice(1, 1), { rep: 4 }, 'md')).becomesHero).toBe(true);
    expectCode(manDown(dice(), { rep: 9 }, 'md'), 'fng/invalid-rep');
  });

  it('GIVEN REP 5 THEN Carry On 25, Duck Back 10, Cohesion 1 of 36', () => {
    const outcome = (f: number[]) => unwrap(manDown(dice(...f), { rep: 5 }, 'md')).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'carry-on')).toBe(25);
    expect(countFaces(2, (f) => outcome(f) === 'duck-back')).toBe(10);
    expect(countFaces(2, (f) => outcome(f) === 'cohesion-test')).toBe(1);
  });

  it('GIVEN Received Fire and Man Down at once THEN one roll, the worse result (L648, L696)', () => {
    const d = dice(3, 5);
    const r = unwrap(receivedFireAndManDown(d, { rep: 4, inCover: true }, 'rf+md'));
    expect(r).toMatchObject({ receivedFire: 'fire', manDown: 'duck-back', outcome: 'duck-back', how: 'rolled' });
    expect(d.parts).toHaveLength(1);
    expect(unwrap(receivedFireAndManDown(dice(1, 2), { rep: 4 }, 'rf+md')).outcome).toBe('fire');
    expect(unwrap(receivedFireAndManDown(dice(1, 2), { rep: 4, outgunned: true }, 'rf+md')).outcome).toBe('duck-back');
    expect(unwrap(receivedFireAndManDown(dice(5, 6), { rep: 4, leaderDie: true }, 'rf+md')).outcome).toBe('duck-back');
  });

  it('GIVEN a bunker (3d6 RF) THEN Man Down reads the first two of the same dice', () => {
    const r = unwrap(receivedFireAndManDown(dice(5, 6, 1), { rep: 4, inBunker: true }, 'rf+md'));
    expect(r.receivedFirePasses).toBe(1);
    expect(r.manDownPasses).toBe(0);
    expect(r.outcome).toBe('cohesion-test');
  });

  it('GIVEN a Poser (1d6 RF) THEN Received Fire reads the first die, Man Down both', () => {
    const r = unwrap(receivedFireAndManDown(dice(5, 1), { rep: 4, poser: true }, 'rf+md'));
    expect(r.receivedFirePasses).toBe(0);
    expect(r.manDownPasses).toBe(1);
  });

  it('GIVEN a Star choosing or a hero THEN both tests take it without dice', () => {
    const d = dice();
    expect(unwrap(receivedFireAndManDown(d, { rep: 5, choice: 1 }, 'x'))).toMatchObject({ outcome: 'duck-back', how: 'free-will' });
    expect(unwrap(receivedFireAndManDown(d, { rep: 5, heroMode: true }, 'x'))).toMatchObject({ outcome: 'fire', how: 'hero' });
    expect(unwrap(receivedFireAndManDown(dice(1, 1), { rep: 5 }, 'x')).becomesHero).toBe(true);
    expectCode(receivedFireAndManDown(d, { rep: 0 }, 'x'), 'fng/invalid-rep');
  });

  it('GIVEN REP 4 in the open THEN the combined worse result is fire 16, duck back 16, cohesion 4', () => {
    const outcome = (f: number[]) => unwrap(receivedFireAndManDown(dice(...f), { rep: 4 }, 'x')).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'fire')).toBe(16);
    expect(countFaces(2, (f) => outcome(f) === 'duck-back')).toBe(16);
    expect(countFaces(2, (f) => outcome(f) === 'cohesion-test')).toBe(4);
  });
});
