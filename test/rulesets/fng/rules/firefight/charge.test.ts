import { describe, expect, it } from 'vitest';
import { chargeIntoMelee, chargeOutcome, type ChargeInput } from '../../../../../src/rulesets/fng/rules/firefight/charge.js';
import { allFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const one = (faces: number[], input: Partial<ChargeInput> & Pick<ChargeInput, 'target' | 'chargers'>) =>
  unwrap(chargeIntoMelee(dice(...faces), { circumstanceSide: 'target', ...input }, 'charge'));

describe('FNG Charge into Melee (seed L887–L917, QRS L2507–L2522)', () => {
  it('GIVEN the example L916 ("8" passes 2 more than A) THEN A may not fire and "8" moves into melee', () => {
    const r = one([5, 6, 1, 2], { target: { id: 'A', rep: 4 }, chargers: [{ id: '8', rep: 4, from: 'front' }] });
    expect(r.pairings[0]).toMatchObject({ chargerPasses: 2, targetPasses: 0, difference: 2, outcome: 'target-may-not-fire' });
    expect(r.pairings[0]?.effect).toEqual({ targetFires: 'no', chargerIntoMelee: true, cohesionTest: 'none' });
  });

  it('GIVEN the hero example L706 (Pvt Charles in hero mode scores 2 less) THEN counted level: target fires full TR, Charles goes in', () => {
    const r = one([1, 2, 5, 6], { target: { id: 'vc', rep: 4 }, chargers: [{ id: 'charles', rep: 4, from: 'front', heroMode: true }] });
    expect(r.pairings[0]).toMatchObject({ difference: 0, outcome: 'target-fires-full' });
    const targetHero = one([5, 6, 1, 2], { target: { id: 'vc', rep: 4, heroMode: true }, chargers: [{ id: 'x', rep: 4, from: 'front' }] });
    expect(targetHero.pairings[0]?.difference).toBe(0);
  });

  it('GIVEN each difference THEN the Charge Resolution row (L906–L914)', () => {
    expect([4, 3, 2, 1, 0, -1, -2, -3, -4].map(chargeOutcome)).toEqual([
      'target-cohesion',
      'target-cohesion',
      'target-may-not-fire',
      'target-fires-one-shot',
      'target-fires-full',
      'target-fires-full',
      'target-fires-full',
      'charger-cohesion',
      'charger-cohesion',
    ]);
  });

  it('GIVEN modifiers THEN attributes on their figure; cover, flank and rear on the target (house rule default)', () => {
    const r = one([1, 1, 1, 1, 1, 1, 1, 1], {
      target: { id: 't', rep: 4, inCover: true, attributes: ['tough'] },
      chargers: [{ id: 'c', rep: 4, from: 'front', attributes: ['brawler', 'nervesOfSteel'] }],
    });
    expect([r.pairings[0]?.targetDice, r.pairings[0]?.chargerDice]).toEqual([4, 4]);
    const rear = one([1, 1, 1, 1], { target: { id: 't', rep: 4 }, chargers: [{ id: 'c', rep: 4, from: 'rear', attributes: ['coward', 'poser', 'wuss'] }] });
    expect([rear.pairings[0]?.targetDice, rear.pairings[0]?.chargerDice]).toEqual([0, 0]);
  });

  it('GIVEN the charger reading of the house rule THEN cover/flank/rear move to the charger with the sign reversed', () => {
    const r = one([1, 1, 1, 1, 1], { circumstanceSide: 'charger', target: { id: 't', rep: 4, inCover: true }, chargers: [{ id: 'c', rep: 4, from: 'rear' }] });
    expect([r.pairings[0]?.targetDice, r.pairings[0]?.chargerDice]).toEqual([2, 3]);
  });

  it('GIVEN outnumbered 3:1, Harass, human wave THEN −1d6, −1d6, +1 pass (L903, L1621–L1622)', () => {
    const r = one([1, 6], {
      target: { id: 't', rep: 4, outnumbered3to1: true },
      chargers: [{ id: 'c', rep: 4, from: 'front', harassed: true, humanWave: true }],
    });
    expect(r.pairings[0]).toMatchObject({ targetDice: 1, chargerDice: 1, targetPasses: 1, chargerPasses: 1 });
  });

  it('GIVEN two chargers, one on the flank THEN the target rolls once, the flank pairing reads fewer of its dice; it takes the worse', () => {
    const d = dice(1, 6, 6, 6, 1, 1);
    const r = unwrap(
      chargeIntoMelee(
        d,
        { circumstanceSide: 'target', target: { id: 't', rep: 4 }, chargers: [{ id: 'front', rep: 4, from: 'front' }, { id: 'flank', rep: 4, from: 'flank' }] },
        'charge',
      ),
    );
    expect(r.targetPart.faces).toEqual([1, 6]);
    expect(r.pairings.map((p) => [p.chargerId, p.targetDice, p.targetPasses, p.chargerPasses, p.outcome])).toEqual([
      ['front', 2, 1, 0, 'target-fires-full'],
      ['flank', 1, 1, 2, 'target-fires-one-shot'],
    ]);
    expect(r.worstForTarget).toBe('target-fires-one-shot');
    expect(d.remaining).toBe(0);
  });

  it('GIVEN bad input THEN refused', () => {
    expectCode(chargeIntoMelee(dice(), { circumstanceSide: 'target', target: { id: 't', rep: 4 }, chargers: [] }, 'c'), 'fng/no-chargers');
    expectCode(chargeIntoMelee(dice(), { circumstanceSide: 'target', target: { id: 't', rep: 0 }, chargers: [{ id: 'c', rep: 4, from: 'front' }] }, 'c'), 'fng/invalid-rep');
    expectCode(chargeIntoMelee(dice(), { circumstanceSide: 'target', target: { id: 't', rep: 4 }, chargers: [{ id: 'c', rep: 8, from: 'front' }] }, 'c'), 'fng/invalid-rep');
  });

  const tally = (n: number, input: Pick<ChargeInput, 'target' | 'chargers'>) => {
    const t: Record<string, number> = {};
    for (const f of allFaces(n)) {
      const o = one(f, input).pairings[0]?.outcome ?? 'none';
      t[o] = (t[o] ?? 0) + 1;
    }
    return t;
  };

  it('GIVEN REP 4 against REP 4 THEN may not fire 64, one shot 320, full TR 912 of 1296', () => {
    // Each side passes 2/1/0 in 16/16/4 of 36; difference 2: 16·4; 1: 16·16 + 16·4; 0 to −2: the rest.
    expect(tally(4, { target: { id: 't', rep: 4 }, chargers: [{ id: 'c', rep: 4, from: 'front' }] })).toEqual({
      'target-may-not-fire': 64,
      'target-fires-one-shot': 320,
      'target-fires-full': 912,
    });
  });

  it('GIVEN a REP 4 Brawler (3d6) charging REP 4 THEN cohesion 256, may not fire 1408, one shot 2752, full TR 3360 of 7776', () => {
    // Target 2d6 first, then the charger's 3d6: passes 3/2/1/0 in 64/96/48/8 of 216.
    expect(tally(5, { target: { id: 't', rep: 4 }, chargers: [{ id: 'c', rep: 4, from: 'front', attributes: ['brawler'] }] })).toEqual({
      'target-cohesion': 256,
      'target-may-not-fire': 1408,
      'target-fires-one-shot': 2752,
      'target-fires-full': 3360,
    });
  });

  it('GIVEN a REP 4 target in cover (3d6) charged by REP 4 THEN the charger tests Cohesion in 256 of 7776', () => {
    expect(tally(5, { target: { id: 't', rep: 4, inCover: true }, chargers: [{ id: 'c', rep: 4, from: 'front' }] })['charger-cohesion']).toBe(256);
  });
});
