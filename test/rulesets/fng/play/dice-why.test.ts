import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../src/core/views.js';
import { eventsText } from '../../../../src/rulesets/fng/play/texts.js';
import { fireOrder } from '../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { sightOrder } from '../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import { viewFng } from '../../../../src/rulesets/fng/rules/view.js';
import { dice, unwrap } from '../../../helpers/rules.js';
import { recoverFromKnockDown } from '../../../../src/rulesets/fng/rules/firefight/recover.js';
import { args, fig, table } from '../helpers/table.js';

/**
 * Every roll says why it has its dice (issue 34 item 9): two REP 5 figures rolled In Sight with 3d6
 * and 4d6, and a REP 3 gunner fired "at REP 2", with nothing to say why. Each line now names the
 * modifiers that set its dice (In Sight L657, L675–L676; the LMG from the hip L748, L762; Attributes).
 */
describe('each line names what set its dice', () => {
  it('GIVEN two REP 5 figures, one of them moved this activation, and a VC in cover THEN In Sight says REP 5 −1 (active and moved) −1 (the enemy in cover) = 3d6 for one and REP 5 −1 = 4d6 for the other', () => {
    const g = table([fig('fwf', 's1-1', 10, 10, { rep: 5, moved: true }), fig('fwf', 's1-8', 12, 10, { rep: 5 }), fig('cf', 'vc1-1', 30, 10, { rep: 3, inCover: true })]);
    const a = args(g, 'fwf', [...Array<number>(11).fill(6)]);
    const r = unwrap(sightOrder(a, { figures: ['s1-1', 's1-8', 'vc1-1'] }));
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(text).toContain('**s1-1** REP 5 −1 (active and moved) −1 (the enemy in cover or concealed) = 3d6');
    expect(text).toContain('**s1-8** REP 5 −1 (the enemy in cover or concealed) = 4d6');
    expect(text).toContain('**vc1-1** REP 3: 3d6');
  });

  it('GIVEN a REP 3 gunner firing his M-60 standing, not set up THEN the shot says REP 3 −1 (LMG from the hip, L762) = 2, not a bare "REP 2"', () => {
    const g = table([fig('fwf', 'kelly', 10, 10, { rep: 3, role: 'lmg-gunner', weapon: 'm60' }), fig('cf', 'vc1-1', 30, 10, { rep: 3 })]);
    const r = unwrap(fireOrder(args(g, 'fwf', [2, 2, 2, 2, 2, /* the reactions */ ...Array<number>(30).fill(3)]), { shooter: 'kelly', targets: [{ figure: 'vc1-1', dice: 5 }] }));
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 12);
    expect(text).toContain('M-60 7.62mm LMG, TR 5, REP 3 −1 (LMG from the hip, L762) = 2 —');
  });

  it('GIVEN the house rule that the hip costs a die of TR too (L748) THEN the shot says TR 5 −1 = 4', () => {
    const g = table([fig('fwf', 'kelly', 10, 10, { rep: 3, role: 'lmg-gunner', weapon: 'm60' }), fig('cf', 'vc1-1', 30, 10, { rep: 3 })]);
    const r = unwrap(fireOrder(args(g, 'fwf', [2, 2, 2, 2, ...Array<number>(30).fill(3)], { 'fng.lmg.hip': 'rep-and-tr' }), { shooter: 'kelly', targets: [{ figure: 'vc1-1', dice: 4 }] }));
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('TR 5 −1 (from the hip, house rule `fng.lmg.hip`, L748) = 4, REP 3 −1 (LMG from the hip, L762) = 2');
  });

  it('GIVEN a Marksman THEN the +1 in each total is named', () => {
    const g = table([fig('fwf', 'pink', 10, 10, { rep: 5, attributes: ['marksman'] }), fig('cf', 'vc1-1', 30, 10, { rep: 3 })]);
    const r = unwrap(fireOrder(args(g, 'fwf', [1, 1, 2, 2, ...Array<number>(30).fill(3)]), { shooter: 'pink', targets: [{ figure: 'vc1-1', dice: 4 }] }));
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('TR 4, REP 5, Marksman +1 to each die —');
  });

  it('GIVEN Sgt Jones in a flak jacket knocked down (L703) THEN his Recover From Knock Down says why it has 3d6', () => {
    const r = unwrap(recoverFromKnockDown(dice(2, 5, 6), { rep: 4, flakJacket: true, leaderDieTests: 'rf-md-cohesion', freeWillRecover: false }, 'recover Jones'));
    const g = table([fig('fwf', 'jones', 0, 0)]);
    expect(eventsText([{ kind: 'recover', figure: 'fwf:jones', result: r }], viewFng(g, PUBLIC), 12)).toContain('**jones**: 3d6 (flak jacket) [2, 5, 6] → 1 pass');
  });
});
