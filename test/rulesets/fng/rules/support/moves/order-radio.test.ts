import { describe, expect, it } from 'vitest';
import { radioSubordinateOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-radio.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { mayAct } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Sgt Pink (squad leader, REP 5) at 10,30 with his RTO beside him; Cpl Kelly (Jr. NCO, REP 4) leads
 * his fire team 20" away, beyond the Force Commander's 12". The Free World die is 5: Pink's group
 * activates, Kelly's (REP 4) does not.
 */
function world(over: Partial<FngGame> = {}, pinkGear: readonly string[] = []): FngGame {
  return table(
    [
      fig('fwf', 'pink', 10, 30, { role: 'squad-leader', rep: 5, gear: pinkGear as never }),
      fig('fwf', 'sparks', 12, 30, { role: 'rto', rep: 3 }),
      fig('fwf', 'kelly', 30, 30, { role: 'jr-nco', rep: 4 }),
      fig('fwf', 'nobles', 32, 30, { rep: 3 }),
    ],
    { dice: { fwf: 5, cf: 2 }, ...over },
  );
}

describe('radioSubordinateOrder (L1695–L1700): a commander activates a lower-REP leader by radio', () => {
  it('GIVEN Kelly\'s group left out by the die THEN it may not act before the call', () => {
    expectCode(mayAct(world(), at(world(), 'fwf', 'nobles')), 'fng/cannot-activate');
  });

  it('GIVEN the call through the RTO within 4" (his REP 3) and Pink passing 1d6 vs 5 THEN Kelly\'s group acts now, and only this activation', () => {
    // Atmospherics 3 (no change), call 2 vs the RTO's REP 3: through. Activate: 4 vs Pink's REP 5: pass.
    const a = args(world(), 'fwf', [3, 2, 4]);
    const r = unwrap(radioSubordinateOrder(a, { commander: 'pink', subordinate: 'kelly' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events).toMatchObject([{ kind: 'radio-subordinate', commander: 'fwf:pink', subordinate: 'fwf:kelly', radio: 'fwf:sparks', by: 'rto', modifiedRep: 3, through: true, activates: true, group: ['fwf:kelly', 'fwf:nobles'] }]);
    expect(mayAct(r.game, at(r.game, 'fwf', 'nobles')).ok).toBe(true);
    expect(mayAct(r.game, at(r.game, 'fwf', 'kelly')).ok).toBe(true);
    expect(r.game.support!.radios).toEqual({ turn: 1, keys: ['fwf:sparks'] });
    // The next activation (serial moves on) it is the die's again.
    const later = { ...r.game, serial: r.game.serial + 1 };
    expectCode(mayAct(later, at(later, 'fwf', 'nobles')), 'fng/cannot-activate');
    // One try per radio a turn.
    expectCode(radioSubordinateOrder(args(r.game, 'fwf', []), { commander: 'pink', subordinate: 'kelly' }), 'fng/radio-already-used');
  });

  it('GIVEN the call through and Pink failing 1d6 vs 5 THEN Kelly\'s group keeps its normal activation (not now) and Pink is done for this activation', () => {
    const a = args(world(), 'fwf', [3, 1, 6]);
    const r = unwrap(radioSubordinateOrder(a, { commander: 'pink', subordinate: 'kelly' }));
    expect(r.events).toMatchObject([{ through: true, activates: false }]);
    expectCode(mayAct(r.game, at(r.game, 'fwf', 'nobles')), 'fng/cannot-activate');
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ moved: true, fired: true, busy: true });
    expect(r.game.radioed).toBeUndefined();
  });

  it('GIVEN no contact (a 1 for atmospherics: REP 2, then a 5) THEN the radio is spent for the turn, Pink stays free, no second die', () => {
    const a = args(world(), 'fwf', [1, 5]);
    const r = unwrap(radioSubordinateOrder(a, { commander: 'pink', subordinate: 'kelly' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events).toMatchObject([{ through: false, modifiedRep: 2, atmospheric: 1 }]);
    expect(r.events[0]).not.toHaveProperty('activates');
    expect(at(r.game, 'fwf', 'pink').moved).toBeUndefined();
    expect(r.game.support!.radios.keys).toEqual(['fwf:sparks']);
  });

  it('GIVEN Pink carries the radio himself THEN he calls at his own REP 5', () => {
    const a = args(world({}, ['radio']), 'fwf', [3, 5, 1]);
    const r = unwrap(radioSubordinateOrder(a, { commander: 'pink', subordinate: 'kelly' }));
    expect(r.events).toMatchObject([{ by: 'leader', radio: 'fwf:pink', modifiedRep: 5, through: true, activates: true }]);
  });

  it('GIVEN each refusal THEN its code, and no die is rolled', () => {
    const cases: [FngGame, 'fwf' | 'cf', string, string, string][] = [
      [world(), 'cf', 'pink', 'kelly', 'fng/radio-fwf-only'],
      // Kelly's group already activates on a die of 4.
      [world({ dice: { fwf: 4, cf: 2 } }), 'fwf', 'pink', 'kelly', 'fng/subordinate-acts-anyway'],
      // Nobles leads nobody: Kelly leads his group.
      [world(), 'fwf', 'pink', 'nobles', 'fng/not-a-leader'],
      // Sparks is in Pink's group, Pink leads it.
      [world(), 'fwf', 'sparks', 'kelly', 'fng/not-a-leader'],
      // Kelly may not act himself (die 5): he cannot be the commander.
      [world(), 'fwf', 'kelly', 'pink', 'fng/cannot-activate'],
    ];
    for (const [g, side, commander, subordinate, code] of cases) {
      const a = args(g, side, []);
      expectCode(radioSubordinateOrder(a, { commander, subordinate }), code);
    }
    // No radio within 4": the RTO walked off.
    const far = { ...world(), figures: world().figures.map((f) => (f.id === 'sparks' ? { ...f, at: { x: 10, y: 20 } } : f)) };
    expectCode(radioSubordinateOrder(args(far, 'fwf', []), { commander: 'pink', subordinate: 'kelly' }), 'fng/no-radio-near');
    // A subordinate no lower than the caller is no subordinate (L1698): Barnes (REP 3) activates on
    // Pink's REP within 12" of him, and calls Kelly, REP 3 too, whom the die of 4 leaves out.
    const peers = table(
      [
        fig('fwf', 'pink', 10, 30, { role: 'squad-leader', rep: 5 }),
        fig('fwf', 'barnes', 20, 30, { role: 'jr-nco', rep: 3, gear: ['radio'] as never }),
        fig('fwf', 'kelly', 40, 30, { role: 'jr-nco', rep: 3 }),
      ],
      { dice: { fwf: 4, cf: 2 } },
    );
    expectCode(radioSubordinateOrder(args(peers, 'fwf', []), { commander: 'barnes', subordinate: 'kelly' }), 'fng/subordinate-not-lower');
    const moved = { ...world(), figures: world().figures.map((f) => (f.id === 'pink' ? { ...f, moved: true } : f)) };
    expectCode(radioSubordinateOrder(args(moved, 'fwf', []), { commander: 'pink', subordinate: 'kelly' }), 'fng/already-moved');
  });

  it('GIVEN the exact odds THEN P(acts now) = P(through) × REP/6: through the RTO at REP 3 for Pink REP 5, (1/6·2/6 + 4/6·3/6 + 1/6·4/6) × 5/6 = 18/36 · 5/6', () => {
    let now = 0;
    for (let atmo = 1; atmo <= 6; atmo++)
      for (let call = 1; call <= 6; call++)
        for (let act = 1; act <= 6; act++) {
          const r = radioSubordinateOrder(args(world(), 'fwf', [atmo, call, act]), { commander: 'pink', subordinate: 'kelly' });
          if (r.ok && r.value.events[0]!.kind === 'radio-subordinate' && r.value.events[0]!.activates) now++;
        }
    expect(now / 216).toBeCloseTo((18 / 36) * (5 / 6), 12);
  });
});
