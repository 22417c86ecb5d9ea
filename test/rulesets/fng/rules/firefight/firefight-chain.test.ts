import { describe, expect, it } from 'vitest';
import { rollActivation } from '../../../../../src/rulesets/fng/rules/firefight/activation.js';
import { chargeIntoMelee } from '../../../../../src/rulesets/fng/rules/firefight/charge.js';
import { cohesionTest } from '../../../../../src/rulesets/fng/rules/firefight/cohesion.js';
import { combatDamage } from '../../../../../src/rulesets/fng/rules/firefight/damage.js';
import { firstAid } from '../../../../../src/rulesets/fng/rules/firefight/first-aid.js';
import { inSightAction, rollInSight } from '../../../../../src/rulesets/fng/rules/firefight/in-sight.js';
import { rollLeaderDie } from '../../../../../src/rulesets/fng/rules/firefight/leader-die.js';
import { manDown } from '../../../../../src/rulesets/fng/rules/firefight/man-down.js';
import { meleeRound } from '../../../../../src/rulesets/fng/rules/firefight/melee.js';
import { fastMove } from '../../../../../src/rulesets/fng/rules/firefight/movement.js';
import { fire } from '../../../../../src/rulesets/fng/rules/firefight/ranged-combat.js';
import { recoverFromKnockDown } from '../../../../../src/rulesets/fng/rules/firefight/recover.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

/**
 * A small firefight through the pure rules, one scripted roller for the whole of it: activation, Fast
 * Move, In Sight, fire, damage and recovery, Man Down, Cohesion, a charge, a melee and First Aid.
 */
describe('FNG firefight chain (plan Package A, local-table transcript in rules form)', () => {
  it('GIVEN a US fire team meeting three VC THEN every step reads the next dice and the chain ends with a US casualty patched up', () => {
    const d = dice(
      5, 3, //        activation: US 5, VC 3
      2, 6, //        fast move, one roll for the US group
      1, 2, 3, 6, //  In Sight: Sgt 4d6 (active and moved)
      1, 5, 6, //     Pfc 3d6
      2, 4, 5, //     VC-1 3d6
      2, //           Sgt's action: 1d6 vs 5
      6, 4, 1, //     Sgt's M-16 at VC-1 in cover
      4, 3, //        damage for the two hits
      5, 6, //        VC-1 recovers from knock down
      5, //           Pfc's action: 1d6 vs 4
      4, 6, //        VC-2 Man Down
      5, 3, 5, //     VC Leader Die, then the group's Cohesion dice
      4, 5, 6, 1, 2, // Pfc charges VC-2 in cover: target 3d6, charger 2d6
      1, 1, 2, 5, 6, 6, 1, 4, 5, 6, 6, 2, // melee: Pfc 6d6, VC-2 5d6, damage
      3, //           VC-3 fires one die at the Pfc
      2, //           damage
      3, 6, //        First Aid: medic, casualty
    );
    const turn = unwrap(rollActivation(d, ['us', 'vc'] as const));
    expect(turn).toMatchObject({ kind: 'turn', first: 'us' });

    const move = unwrap(fastMove(d, { figures: [{ id: 'sgt', rep: 5 }, { id: 'pfc', rep: 4 }] }, 'fast move'));
    expect(move.figures.map((f) => f.inches)).toEqual([12, 12]);

    const sight = unwrap(
      rollInSight(
        d,
        [
          { id: 'sgt', rep: 5, activeAndMoved: true },
          { id: 'pfc', rep: 4, activeAndMoved: true },
          { id: 'vc1', rep: 3 },
        ],
        'cover-or-concealed',
      ),
    );
    expect(sight.order).toEqual([['sgt'], ['pfc', 'vc1']]);

    const sgt = unwrap(inSightAction(d, { rep: 5, canShoot: true, activeFirstRound: true }, 'action sgt'));
    expect(sgt).toMatchObject({ action: 'fire', snapFiring: true });
    const shot = unwrap(fire(d, { rep: 5, tr: 3, autoHit: 9, lmgHip: 'rep', snapFiring: true, targets: [{ id: 'vc1', dice: 3, inCover: true }] }, 'fire sgt'));
    expect(shot.hits).toEqual({ vc1: 2 });
    const first = unwrap(combatDamage(d, { impact: 2, inCover: true, coverEvenMiss: true }, 'damage vc1'));
    const second = unwrap(combatDamage(d, { impact: 2, inCover: true, coverEvenMiss: true }, 'damage vc1'));
    expect([first.result, second.result]).toEqual(['miss', 'knocked-down']);
    const vc1 = unwrap(recoverFromKnockDown(d, { rep: 3, leaderDieTests: 'rf-md-cohesion', freeWillRecover: false }, 'recover vc1'));
    expect(vc1.outcome).toBe('obviously-dead');

    const pfc = unwrap(inSightAction(d, { rep: 4, canShoot: true, activeFirstRound: true }, 'action pfc'));
    expect(pfc.action).toBe('duck-back');

    const md = unwrap(manDown(d, { rep: 3 }, 'man down vc2'));
    expect(md.outcome).toBe('cohesion-test');
    const ld = unwrap(rollLeaderDie(d, { leaderRep: 4 }, 'leader die vc3'));
    const coh = unwrap(
      cohesionTest(d, { leaderDie: ld.passed, leaderDieTests: 'rf-md-cohesion', halfStrengthOrLess: false, members: [{ id: 'vc2', rep: 3 }, { id: 'vc3', rep: 4 }] }, 'cohesion vc'),
    );
    expect(coh.members.map((m) => m.outcome)).toEqual(['carry-on', 'carry-on']);

    const charge = unwrap(
      chargeIntoMelee(d, { circumstanceSide: 'target', target: { id: 'vc2', rep: 3, inCover: true }, chargers: [{ id: 'pfc', rep: 4, from: 'front' }] }, 'charge'),
    );
    expect(charge.pairings[0]?.outcome).toBe('target-may-not-fire');
    const melee = unwrap(
      meleeRound(d, { attacker: { id: 'pfc', rep: 4, weapon: 'rifle-bayonet' }, defender: { id: 'vc2', rep: 3, weapon: 'rifle-bayonet' } }, 'melee'),
    );
    expect(melee).toMatchObject({ kind: 'knocked-down', winner: 'pfc', impact: 2 });
    if (melee.kind === 'knocked-down') expect(melee.damage.result).toBe('out-of-the-fight');

    const back = unwrap(fire(d, { rep: 4, tr: 3, autoHit: 9, lmgHip: 'rep', targets: [{ id: 'pfc', dice: 1 }] }, 'fire vc3'));
    expect(back.hits).toEqual({ pfc: 1 });
    const hurt = unwrap(combatDamage(d, { impact: 2, coverEvenMiss: true }, 'damage pfc'));
    expect(hurt.result).toBe('out-of-the-fight');
    const aid = unwrap(firstAid(d, { medicRep: 4, casualtyRep: 4 }, 'first aid pfc'));
    expect(aid).toMatchObject({ result: 'back-at-rep-minus-one', rep: 3 });
    expect(d.remaining).toBe(0);
  });
});
